import { defineComposedStatement, defineStatement } from '../../../common/sql.js';

// The inventory report's statements (inventory-report.ts). Read only: the stock tables belong to the
// inventory module.

export interface StockRow {
  inventory_id: number;
  stock_id: number;
  product_id: number | null;
  sku: string;
  name: string | null;
  warehouse_id: number;
  warehouse_name: string;
  on_hand: number;
  at_date: number;
  sold: number;
}

/**
 * Every inventory (or only those at or below the low-stock threshold), lowest first: on hand now, at the
 * end of the range's last day (the night's snapshot when there is one, else today's quantity less every
 * movement the history records since then; an inventory made later had none then) and units sold since
 * the start of the cover period. Params: language, range end, last day, range end, cover start,
 * [threshold when lowOnly], limit.
 */
export const inventoryRowsSql = defineComposedStatement<{ lowOnly: boolean }, unknown[], StockRow>(
  'report.inventoryRows',
  ({
    lowOnly,
  }) => `select i.id as inventory_id, i.stock_id, s.product_id, s.sku, coalesce(p.name->>?, p.name->>'en_us') as name, w.id as warehouse_id, w.name as warehouse_name,
     i.quantity as on_hand,
     case when i.created_at >= ? then 0 else coalesce(snap.quantity, i.quantity - coalesce(later.moved, 0)) end::int as at_date,
     coalesce(sold.units, 0)::int as sold
   from inventory i join stock s on s.id = i.stock_id join warehouse w on w.id = i.warehouse_id left join product p on p.id = s.product_id
   left join inventory_snapshot snap on snap.inventory_id = i.id and snap.local_date = ?::date
   left join lateral (select sum(h.quantity) as moved from inventory_history h where h.inventory_id = i.id and h.created_at >= ?) later on true
   left join lateral (select -sum(h.quantity) as units from inventory_history h
     where h.inventory_id = i.id and h.created_at >= ? and h.type in ('order', 'pos', 'order_return', 'pos_return')) sold on true
   ${lowOnly ? 'where i.quantity <= ?' : ''}
   order by i.quantity, i.id limit ?`,
  [{ lowOnly: false }, { lowOnly: true }],
);

export const lowStockCountSql = defineStatement<[threshold: number], { count: number }>(
  'report.lowStockCount',
  'select count(*)::int as count from inventory where quantity <= ?',
);

export const movementsByTypeSql = defineStatement<[start: Date, end: Date], { type: string; movements: number; units: number }>(
  'report.movementsByType',
  `select h.type, count(*)::int as movements, coalesce(sum(h.quantity), 0)::int as units from inventory_history h
   where h.created_at >= ? and h.created_at < ? group by h.type order by h.type`,
);
