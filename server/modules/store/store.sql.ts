import type { StockAllocation } from '../order/index.js';
import { ANY_OF_INT_ARRAY, defineComposedStatement, defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/** Stores, registers and their sessions (issue 18). */

export const storeWarehouseSql = defineStatement<[storeId: number], { warehouse_id: number }>('store.warehouse', 'select warehouse_id from store where id = ?');

/** New registers saved without a prefix get `R{id}` (they had a unique placeholder `~...` until their id was known). */
export const namePlaceholderPrefixesSql = defineStatement<[storeId: number]>(
  'store.namePlaceholderPrefixes',
  `update store_register set prefix = 'R' || id where store_id = ? and prefix like '~%'`,
);

export const openSessionOfRegisterSql = defineStatement<[registerId: number], { id: number }>(
  'store.openSessionOfRegister',
  'select id from register_session where register_id = ? and closed_at is null',
);

export interface CounterRow {
  store_id: number;
  name: Record<string, string>;
  address: Record<string, string>;
  phone: string;
  approval_code_hash: string;
  store_enabled: boolean;
  warehouse_id: number;
  warehouse_name: string;
  warehouse_enabled: boolean;
  register_id: number | null;
  register_enabled: boolean | null;
  session_id: number | null;
  sold_order_id: number | null;
}

/**
 * The store, its warehouse, the register (of that store) and its open session, in one statement; with
 * a sale's client id, also the order of the sale already made with it (a retry), else null.
 */
export const counterSql = defineStatement<[clientId: string | null, registerId: number, storeId: number], CounterRow>(
  'store.counter',
  `select s.id as store_id, s.name, s.address, s.phone, s.approval_code_hash, s.enabled as store_enabled,
     w.id as warehouse_id, w.name as warehouse_name, w.enabled as warehouse_enabled,
     r.id as register_id, r.enabled as register_enabled,
     (select rs.id from register_session rs where rs.register_id = r.id and rs.closed_at is null) as session_id,
     (select ps.order_id from pos_sale ps where ps.client_id = ?) as sold_order_id
   from store s join warehouse w on w.id = s.warehouse_id left join store_register r on r.id = ? and r.store_id = s.id
   where s.id = ?`,
  { prepared: true },
);

/** A sale's or a refund's transaction keeps the session open (a close takes this row's lock). */
export const shareOpenSessionSql = defineStatement<[sessionId: number], { id: number }>(
  'store.shareOpenSession',
  'select id from register_session where id = ? and closed_at is null for share',
);

export const lockOpenSessionSql = defineStatement<[sessionId: number, storeId: number], { id: number }>(
  'store.lockOpenSession',
  'select id from register_session where id = ? and store_id = ? and closed_at is null for update',
);

export const closeSessionSql = defineStatement<[closedBy: string, countedCash: string, expectedCash: string | null, sessionId: number]>(
  'store.closeSession',
  'update register_session set closed_at = now(), closed_by = ?, counted_cash = ?, expected_cash = ?, updated_at = now() where id = ?',
);

export interface SessionRow {
  id: number;
  register_id: number;
  register_name: string;
  created_at: Date;
  opened_by: string;
  closed_at: Date | null;
  closed_by: string;
  float: string;
  counted_cash: string | null;
  expected_cash: string | null;
}

export const sessionSql = defineStatement<[sessionId: number, storeId: number], SessionRow>(
  'store.session',
  `select rs.id, rs.register_id, r.name as register_name, rs.created_at, rs.opened_by, rs.closed_at, rs.closed_by, rs.float::text,
     rs.counted_cash::text, rs.expected_cash::text
   from register_session rs join store_register r on r.id = rs.register_id where rs.id = ? and rs.store_id = ?`,
);

export interface SessionFiguresRow {
  float: string;
  by_method: { method: string; amount: string }[];
  by_currency: { method: string; currency: string; amount: string }[];
  sales: number;
  sales_total: string;
  refunds_total: string;
  cash_in: string;
  cash_out: string;
}

/** The running totals of a session (X report; the Z report keeps the expected cash of its close). */
export const sessionFiguresSql = defineStatement<[sessionId: number], SessionFiguresRow>(
  'store.sessionFigures',
  `select rs.float::text,
     (select coalesce(json_agg(json_build_object('method', m.method, 'amount', m.amount::text) order by m.method), '[]')
        from (select method, sum(amount) as amount from pos_payment where session_id = rs.id group by method) m) as by_method,
     (select coalesce(json_agg(json_build_object('method', m.method, 'currency', m.currency, 'amount', m.amount::text) order by m.method, m.currency), '[]')
        from (select method, currency, sum(currency_amount) as amount from pos_payment where session_id = rs.id group by method, currency) m) as by_currency,
     (select count(*)::int from pos_sale where session_id = rs.id) as sales,
     (select coalesce(sum(amount), 0)::text from pos_payment where session_id = rs.id and amount > 0) as sales_total,
     (select coalesce(-sum(amount), 0)::text from pos_payment where session_id = rs.id and amount < 0) as refunds_total,
     (select coalesce(sum(amount), 0)::text from register_cash_movement where session_id = rs.id and amount > 0) as cash_in,
     (select coalesce(-sum(amount), 0)::text from register_cash_movement where session_id = rs.id and amount < 0) as cash_out
   from register_session rs where rs.id = ?`,
);

/** The demo shop's past days: a session closed at a given time. */
export const closeSessionAtSql = defineStatement<[closedAt: Date, closedBy: string, sessionId: number]>(
  'store.closeSessionAt',
  'update register_session set closed_at = ?, closed_by = ? where id = ?',
);

/**
 * A sale's receipt number, in ONE statement: the session must still be open (its row shared until the
 * sale commits: a close takes this row's lock), then the register's next number under its row lock.
 * No row: the session was closed meanwhile. Params: session, register.
 */
export const nextReceiptSql = defineStatement<[sessionId: number, registerId: number], { prefix: string; receipt_sequence: number }>(
  'store.nextReceipt',
  `with open_session as (select id from register_session where id = ? and closed_at is null for share)
   update store_register set receipt_sequence = receipt_sequence + 1 where id = ? and exists (select 1 from open_session)
   returning prefix, receipt_sequence`,
  { prepared: true },
);

/** A return works under the order's row lock: two returns of one receipt never give back more than was sold. */
export const lockSaleOrderSql = defineStatement<[orderId: number], { id: number }>('store.lockSaleOrder', 'select id from shop_order where id = ? for update');

export const saleAllocationsSql = defineStatement<[orderId: number], { allocations: Record<number, StockAllocation[]> }>(
  'store.saleAllocations',
  "select coalesce(json_object_agg(id, allocations), '{}') as allocations from order_line where order_id = ?",
);

export interface SaleRow {
  id: number;
  order_number: string;
  status: string;
  source: string;
  created_at: Date;
  customer_id: number | null;
  /** The customer as the counter knows them (null: a walk-in, or a customer deleted since). */
  customer: PosCustomerRow | null;
  email: string;
  currency: string;
  currency_mark: string;
  currency_rate: string;
  subtotal: string;
  discount_total: string;
  points_discount: string;
  points_used: number;
  grand_total: string;
  charged_total: string;
  receipt_number: string;
  client_id: string;
  cashier_name: string;
  change: string;
  manual_discount: string;
  store_id: number;
  register_id: number;
  store_name: Translations;
  store_address: Translations;
  phone: string;
  receipt_header: Translations;
  receipt_footer: Translations;
  register_name: string;
  lines: {
    id: number;
    stock_id: number | null;
    product_id: number | null;
    product_name: string;
    sku: string;
    options: string;
    quantity: number;
    unit_price: string;
    line_total: string;
    discount: string;
    net_total: string;
    returned: number;
  }[];
  payments: { method: string; amount: string; currency: string; currency_amount: string; reference: string }[];
}

export type SaleKey = 'orderId' | 'clientId' | 'receiptNumber';

const SALE_WHERE: Record<SaleKey, string> = { orderId: 'ps.order_id = ?', clientId: 'ps.client_id = ?', receiptNumber: 'ps.receipt_number = ?' };

/**
 * A SaleRow's columns from its order `o`, its pos_sale `ps`, store `s` and register `r`, its lines `l`
 * (from `lines`, with `returned` the units brought back) and payments `p` (from `payments`): shared by the
 * read below and by the sale's own write (pos-sale.sql.ts), which answers the row it has just written.
 */
export function saleColumns(from: { lines: string; payments: string; returned: string }): string {
  return `o.id, o.order_number, o.status, o.source, o.created_at, o.customer_id, o.email, o.currency, o.currency_mark, o.currency_rate::text,
  o.subtotal::text, o.discount_total::text, o.points_discount::text, o.points_used, o.grand_total::text, o.charged_total::text,
  ps.receipt_number, ps.client_id, ps.cashier_name, ps.change::text, ps.manual_discount::text, ps.store_id, ps.register_id,
  s.name as store_name, s.address as store_address, s.phone, s.receipt_header, s.receipt_footer, r.name as register_name,
  (select coalesce(json_agg(json_build_object('id', l.id, 'stock_id', l.stock_id, 'product_id', l.product_id, 'product_name', l.product_name, 'sku', l.sku, 'options', l.options,
     'quantity', l.quantity, 'unit_price', l.unit_price::text, 'line_total', l.line_total::text, 'discount', l.discount::text, 'net_total', l.net_total::text,
     'returned', ${from.returned}) order by l.id), '[]')
   from ${from.lines}) as lines,
  (select coalesce(json_agg(json_build_object('method', p.method, 'amount', p.amount::text, 'currency', p.currency, 'currency_amount', p.currency_amount::text, 'reference', p.reference) order by p.id), '[]')
   from ${from.payments}) as payments,
  (select json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone)
   from customer c where c.id = o.customer_id) as customer`;
}

/** The whole sale in ONE statement (the receipt is printed after every sale), by order id, client id or receipt number. */
export const saleSql = defineComposedStatement<SaleKey, [key: number | string], SaleRow>(
  'store.sale',
  (key) => `
select ${saleColumns({
    lines: 'order_line l where l.order_id = o.id',
    payments: 'pos_payment p where p.order_id = o.id',
    returned: '(select coalesce(sum(rl.quantity), 0) from pos_return_line rl where rl.order_line_id = l.id)',
  })}
from pos_sale ps join shop_order o on o.id = ps.order_id join store s on s.id = ps.store_id join store_register r on r.id = ps.register_id
where ${SALE_WHERE[key]}`,
  ['orderId', 'clientId', 'receiptNumber'],
);

export interface PosProductRow {
  stock_id: number;
  product_id: number;
  sku: string;
  name: Translations;
  price: string;
  available: number;
  image: string | null;
  labels: Translations[];
}

/** Which filters the selling screen's product search has: a keyword (name or sku), a category. */
export interface PosProductFilter {
  word: boolean;
  category: boolean;
}

/**
 * The selling screen's products: by keyword (a scanned sku matches exactly and comes first) or by
 * category, with the quantity in the store's warehouse; what the store holds comes first. Parameters in
 * order: warehouse id, [sku, like pattern], [category id], [sku again for the ordering], limit.
 */
export const posProductsSql = defineComposedStatement<PosProductFilter, unknown[], PosProductRow>(
  'store.posProducts',
  ({ word, category }) =>
    `select s.id as stock_id, p.id as product_id, s.sku, p.name, coalesce(s.special_price, s.price)::text as price, coalesce(i.quantity, 0) as available,
       p.images->>0 as image,
       (select coalesce(json_agg(v.label order by a.position, a.id, v.id), '[]') from stock_option so
          join attribute_value v on v.id = so.attribute_value_id join attribute a on a.id = v.attribute_id where so.stock_id = s.id) as labels
     from stock s join product p on p.id = s.product_id left join inventory i on i.stock_id = s.id and i.warehouse_id = ?
     where s.visibled and p.visibled
       ${word ? 'and (lower(s.sku) = ? or p.search_text like ?)' : ''}
       ${category ? 'and exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ?)' : ''}
     order by ${word ? 'lower(s.sku) = ? desc, ' : ''}coalesce(i.quantity, 0) > 0 desc, p.id desc, s.id limit ?::int`,
  [
    { word: false, category: false },
    { word: true, category: false },
    { word: false, category: true },
    { word: true, category: true },
  ],
);

export const posCategoriesSql = defineStatement<[], { id: number; title: Translations }>(
  'store.posCategories',
  `select id, title from menu where type = 'category' and enabled order by sort_order, id limit 100`,
);

export interface PosCustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export const posCustomersSql = defineStatement<[email: string, phone: string, name: string], PosCustomerRow>(
  'store.posCustomers',
  `select id, first_name, last_name, email, phone from customer
   where email like ? or phone like ? or lower(first_name || ' ' || last_name) like ? order by id desc limit 10`,
);

/** The demo shop: stocks a source warehouse holds enough of, to move some into the demo stores. */
export const demoStoreStocksSql = defineStatement<[warehouseId: number], { inventory_id: number; stock_id: number; product_id: number; sku: string }>(
  'store.demoStoreStocks',
  `select i.id as inventory_id, s.id as stock_id, p.id as product_id, s.sku from inventory i join stock s on s.id = i.stock_id join product p on p.id = s.product_id
   where i.warehouse_id = ? and i.quantity >= 14 and s.visibled and p.visibled order by p.id, s.id limit 8`,
);

export interface OrderCounterSaleRow {
  order_id: number;
  store_id: number;
  store_name: Translations;
  register_name: string;
  receipt_number: string;
}

/** Where orders were sold at a counter (Order.counterSale): one statement for a page of orders. */
export const orderCounterSalesSql = defineStatement<[orderIds: string], OrderCounterSaleRow>(
  'store.orderCounterSales',
  `select ps.order_id, ps.store_id, s.name as store_name, r.name as register_name, ps.receipt_number
     from pos_sale ps join store s on s.id = ps.store_id join store_register r on r.id = ps.register_id
    where ps.order_id = ${ANY_OF_INT_ARRAY}`,
);
