import { toSnake } from '../../common/case.js';
import { defineStatement } from '../../common/sql.js';
import { SALES_AMOUNT_PROPERTIES } from './sales-ledger.entity.js';

// The sales ledger's statements (sales-ledger.ts): what a money event reads of its order, and the one
// statement that writes the ledger row and its day's roll-up.

export interface OrderFigures {
  customer_id: number | null;
  currency: string;
  currency_rate: string;
  subtotal: string;
  shipping_fee: string;
  discount_total: string;
  payment_kind: string;
  source: string;
  paid: boolean;
  units: number;
  /** The order's discount shares per promotion (coupons, tier and points included), as the pipeline stored them (order_discount). */
  discounts: { promotion_id: number | null; name: string; amount: string }[];
}

export interface LineFigures {
  id: number;
  quantity: number;
  /** What the line was paid: its total less the discounts the pipeline gave it. */
  net_total: string;
}

/** The order's figures and its discount shares in one statement (a money event is part of a sale's transaction). */
export const orderFiguresSql = defineStatement<[orderId: number], OrderFigures>(
  'report.ledgerOrder',
  `select o.customer_id, o.currency, o.currency_rate, o.subtotal, o.shipping_fee, o.discount_total, o.payment_kind, o.source,
     o.paid_at is not null as paid, (select coalesce(sum(l.quantity), 0)::int from order_line l where l.order_id = o.id) as units,
     (select coalesce(json_agg(d order by d.promotion_id), '[]') from (
        select promotion_id, min(label) as name, sum(amount)::text as amount from order_discount
        where order_id = o.id group by promotion_id, source) d) as discounts
   from shop_order o where o.id = ?`,
);

/** Params: the order, its line ids (intArray). */
export const lineFiguresSql = defineStatement<[orderId: number, lineIds: string], LineFigures>(
  'report.ledgerLines',
  'select id, quantity, net_total from order_line where order_id = ? and id = any(?::int[])',
);

/** The figures a row adds to its day (the entity's shared columns). */
const SUMMED = SALES_AMOUNT_PROPERTIES.map(toSnake);
const DAILY_COLUMNS = ['placed_orders', 'canceled_orders', ...SUMMED];
const LEDGER_COLUMNS = [
  'kind',
  'order_id',
  'order_line_id',
  'customer_id',
  'channel',
  'store_id',
  'register_id',
  'payment_method',
  'currency',
  'currency_rate',
  'occurred_at',
  'local_date',
  ...SUMMED,
  'discounts',
];

/**
 * The ledger rows (a JSON array of records with LEDGER_COLUMNS, the `?` parameter) as a CTE named
 * `entry`, each row's order id taken from `orderId` (its own `order_id`, or an expression of the
 * statement that embeds it: a counter sale writes its order and its ledger row in one statement).
 */
export const ledgerEntryCte = (orderId = 'order_id') => `entry as (
  insert into sales_ledger (created_at, ${LEDGER_COLUMNS.join(', ')})
  select now(), ${LEDGER_COLUMNS.map((c) => (c === 'order_id' ? `${orderId} as order_id` : c)).join(', ')}
  from json_populate_recordset(null::sales_ledger, ?::json)
  returning local_date, channel, coalesce(store_id, 0) as store_id, coalesce(register_id, 0) as register_id, payment_method, kind, ${SUMMED.join(', ')}
)`;

/**
 * What the `entry` rows add to their days' roll-up. A placement adds to the day's count of placed orders
 * only (it is not a sale yet), a cancellation to the count of canceled orders and its amounts.
 */
export const ADD_ENTRY_TO_DAILY = `insert into sales_daily (local_date, channel, store_id, register_id, payment_method, ${DAILY_COLUMNS.join(', ')})
select local_date, channel, store_id, register_id, payment_method,
  count(*) filter (where kind = 'placed'), count(*) filter (where kind = 'canceled'),
  ${SUMMED.map((c) => `coalesce(sum(${c}) filter (where kind <> 'placed'), 0)`).join(', ')}
from entry group by local_date, channel, store_id, register_id, payment_method
on conflict (local_date, channel, store_id, payment_method, register_id) do update set
  ${DAILY_COLUMNS.map((c) => `${c} = sales_daily.${c} + excluded.${c}`).join(', ')}`;

/** The ledger rows (see ledgerEntryCte) and the day's roll-up in ONE statement. */
export const writeLedgerSql = defineStatement<[rows: string], never>('report.writeLedger', `with ${ledgerEntryCte()}\n${ADD_ENTRY_TO_DAILY}`, {
  prepared: true,
});
