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
 * An inventory's (`i`) quantity at the end of the range's last day: the night's snapshot when there is
 * one, else today's quantity less every movement the history records since then; an inventory made
 * later had none then. Params: range end, last day, range end.
 */
const QUANTITY_AT_DATE = {
  column: `case when i.created_at >= ? then 0 else coalesce(snap.quantity, i.quantity - coalesce(later.moved, 0)) end::int`,
  joins: `left join inventory_snapshot snap on snap.inventory_id = i.id and snap.local_date = ?::date
   left join lateral (select sum(h.quantity) as moved from inventory_history h where h.inventory_id = i.id and h.created_at >= ?) later on true`,
};

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
     ${QUANTITY_AT_DATE.column} as at_date,
     coalesce(sold.units, 0)::int as sold
   from inventory i join stock s on s.id = i.stock_id join warehouse w on w.id = i.warehouse_id left join product p on p.id = s.product_id
   ${QUANTITY_AT_DATE.joins}
   left join lateral (select -sum(h.quantity) as units from inventory_history h
     where h.inventory_id = i.id and h.created_at >= ? and h.type in ('order', 'pos', 'order_return', 'pos_return')) sold on true
   ${lowOnly ? 'where i.quantity <= ?' : ''}
   order by i.quantity, i.id limit ?`,
  [{ lowOnly: false }, { lowOnly: true }],
);

export interface StockSummaryRow {
  units: number;
  value_at_cost: string;
  units_without_cost: number;
  value_at_price: string;
  low_stock_skus: number;
  out_of_stock_skus: number;
}

/**
 * The stock at the end of the range's last day, every SKU (stock) made by then over every warehouse
 * (one without inventory holds none): units, their value at the stocks' cost and regular prices (today's:
 * prices have no history), the units of stocks without a cost (left out of the value at cost), SKUs at or
 * below the threshold and SKUs with none. Params: range end, last day, range end, range end, threshold.
 */
export const stockSummarySql = defineStatement<[end: Date, lastDay: string, end: Date, end: Date, threshold: number], StockSummaryRow>(
  'report.stockSummary',
  `with at_end as (
     select i.stock_id, ${QUANTITY_AT_DATE.column} as quantity from inventory i
     ${QUANTITY_AT_DATE.joins}
   ), skus as (
     select s.price, s.cost_price, coalesce(sum(a.quantity), 0)::int as quantity
     from stock s left join at_end a on a.stock_id = s.id where s.created_at < ? group by s.id
   )
   select coalesce(sum(quantity), 0)::int as units,
     coalesce(sum(quantity * cost_price), 0)::numeric(14, 2)::text as value_at_cost,
     coalesce(sum(quantity) filter (where cost_price is null), 0)::int as units_without_cost,
     coalesce(sum(quantity * price), 0)::numeric(14, 2)::text as value_at_price,
     count(*) filter (where quantity <= ?)::int as low_stock_skus,
     count(*) filter (where quantity = 0)::int as out_of_stock_skus
   from skus`,
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
