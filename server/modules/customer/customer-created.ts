import type { EntityManager } from '@mikro-orm/postgresql';
import { emitWebhookEvent, webhookData } from '../webhook/index.js';
import type { Customer } from './customer.entity.js';

/**
 * Tells partners of a new customer account (webhook `customer.created`, issue 23), in the transaction
 * that created it (`em` is its `tx`, flushed): however the account came (sign-up, Facebook, staff,
 * import), a rolled-back creation sends nothing.
 */
export async function announceNewCustomer(em: EntityManager, customer: Customer): Promise<void> {
  await emitWebhookEvent(em, 'customer.created', () => webhookData(customer));
}
