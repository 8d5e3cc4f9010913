import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../common/shared-cache.js';
import { emitWebhookEvents } from '../webhook/webhook-events.js';

/**
 * After every write of the stock ledger, in its transaction: the storefront's shared product answers
 * (availability) hear of it, and partners get `inventory.changed` for each inventory written, with its
 * quantity after the change (issue 23; an ERP syncing stock). Quantities are written with SQL, so the
 * ORM's own change tracking cannot tell either of them.
 */
export async function stockWritten(em: EntityManager, inventoryIds: readonly number[]): Promise<void> {
  SharedCache.written(em, ['Inventory', 'InventoryHistory']);
  if (!inventoryIds.length) return;
  await emitWebhookEvents(em, 'inventory.changed', () =>
    em.execute<Record<string, unknown>[]>(
      `select i.id, i.stock_id, s.sku, s.product_id, i.warehouse_id, w.name as warehouse_name, i.quantity
       from inventory i join stock s on s.id = i.stock_id join warehouse w on w.id = i.warehouse_id
       where i.id = any(cast(? as int[])) order by i.id`,
      [`{${[...new Set(inventoryIds)].join(',')}}`],
    ),
  );
}
