import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../common/shared-cache.js';
import { intArray, run } from '../../common/sql.js';
import { emitWebhookEvents } from '../webhook/index.js';
import { writtenInventories } from './inventory.sql.js';

/**
 * After every write of the stock ledger, in its transaction: the storefront's shared product answers
 * (availability) hear of it, and partners get `inventory.changed` for each inventory written, with its
 * quantity after the change (issue 23; an ERP syncing stock). Quantities are written with SQL, so the
 * ORM's own change tracking cannot tell either of them.
 */
export async function stockWritten(em: EntityManager, inventoryIds: readonly number[]): Promise<void> {
  SharedCache.written(em, ['Inventory', 'InventoryHistory']);
  if (!inventoryIds.length) return;
  await emitWebhookEvents(em, 'inventory.changed', () => run(em, writtenInventories, [intArray([...new Set(inventoryIds)])]));
}
