import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Customer } from '../customer/index.js';
import { announceLead } from './lead-events.js';
import { Lead } from './lead.entity.js';

/**
 * "Convert to customer" (spec 2: customer/create with lead_inputs): saving the new customer links the
 * lead to it and marks it converted, in the customer save's transaction `tx`, so a refused customer
 * leaves the lead as it was. A lead already converted is refused on `leadId`.
 */
export async function linkConvertedLead(tx: EntityManager, leadId: number, customer: Customer): Promise<void> {
  const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!lead || lead.convertedAt) throw new ValidationError({ leadId: MESSAGES.noSpecific });
  lead.customer = tx.getReference(Customer, customer.id, { wrapped: true });
  lead.convertedAt = new Date();
  lead.version += 1;
  await tx.flush();
  await announceLead(tx, lead);
}
