import { toSnake } from '../../common/case.js';
import { defineStatement } from '../../common/sql.js';
import { ORDER_LINE_FIELDS, SOLD_ORDER_FIELDS, takeOrderKeys } from '../order/index.js';
import { saleColumns, type SaleRow } from './store.sql.js';
import { ADD_ENTRY_TO_DAILY, ledgerEntryCte } from '../sales-ledger/index.js';

/** The order's fields a counter sale writes: the rest keep their defaults (the id and number come from takeOrderKeys). */
const SALE_ORDER_FIELDS = [...SOLD_ORDER_FIELDS, 'paidAt'] as const;

const POS_SALE_FIELDS = ['clientId', 'storeId', 'registerId', 'sessionId', 'cashierName', 'receiptNumber', 'change', 'manualDiscount'] as const;
const POS_PAYMENT_FIELDS = ['sessionId', 'method', 'amount', 'currency', 'currencyAmount', 'reference'] as const;
const STATUS_FIELDS = ['fromStatus', 'toStatus', 'actor', 'adminName', 'note'] as const;

/** The rows a sale writes as the statement takes them (`satisfies` them: no field missing, none the statement would drop). */
export type SaleOrderFields = Record<(typeof SALE_ORDER_FIELDS)[number], unknown> & { createdAt: Date | null };
export type PosSaleFields = Record<(typeof POS_SALE_FIELDS)[number], unknown> & { createdAt: Date | null };
export type PosPaymentFields = Record<(typeof POS_PAYMENT_FIELDS)[number], unknown> & { createdAt: Date | null };
export type SaleStatusFields = Record<(typeof STATUS_FIELDS)[number], unknown> & { createdAt: Date | null };

const columns = (fields: readonly string[], alias = '') => fields.map((f) => `${alias}${toSnake(f)}`).join(', ');

/**
 * A counter sale's rows in ONE statement: the order (its id and number taken here, as nextOrderKeys
 * takes them), its lines, the pos_sale row, the payments, the status history and its money event (the
 * sales ledger's row and the register's day, as writeLedgerSql writes them), then the sale as saleSql
 * reads it (the receipt), from the rows just written. Each row goes in as JSON with snake_case
 * keys, unpacked by json_populate_record(set) into the tables' own column types; `created_at` null is
 * now (the demo shop gives its past days). Foreign keys are checked at the end of the statement, when
 * the order row is there. The client id is unique: a second sale with it fails here, whole.
 */
export const writeSaleSql = defineStatement<[order: string, lines: string, sale: string, payments: string, statuses: string, ledger: string], SaleRow>(
  'store.writeSale',
  `
with keys as (${takeOrderKeys.text}), o as (
  insert into shop_order (created_at, updated_at, id, order_number, ${columns(SALE_ORDER_FIELDS)})
  select coalesce(j.created_at, now()), now(), keys.id, keys.n, ${columns(SALE_ORDER_FIELDS, 'j.')}
  from keys, json_populate_record(null::shop_order, ?::json) j
  returning *
), l as (
  insert into order_line (created_at, updated_at, order_id, ${columns(ORDER_LINE_FIELDS)})
  select now(), now(), (select id from keys), ${columns(ORDER_LINE_FIELDS)} from json_populate_recordset(null::order_line, ?::json)
  returning *
), ps as (
  insert into pos_sale (created_at, updated_at, order_id, ${columns(POS_SALE_FIELDS)})
  select coalesce(j.created_at, now()), now(), (select id from keys), ${columns(POS_SALE_FIELDS, 'j.')} from json_populate_record(null::pos_sale, ?::json) j
  returning *
), p as (
  insert into pos_payment (created_at, updated_at, order_id, ${columns(POS_PAYMENT_FIELDS)})
  select coalesce(j.created_at, now()), now(), (select id from keys), ${columns(POS_PAYMENT_FIELDS, 'j.')} from json_populate_recordset(null::pos_payment, ?::json) j
  returning *
), history as (
  insert into order_status_change (created_at, updated_at, order_id, ${columns(STATUS_FIELDS)})
  select coalesce(j.created_at, clock_timestamp()), clock_timestamp(), (select id from keys), ${columns(STATUS_FIELDS, 'j.')}
  from json_populate_recordset(null::order_status_change, ?::json) j
), ${ledgerEntryCte('(select id from keys)')}, daily as (
  ${ADD_ENTRY_TO_DAILY}
)
select ${saleColumns({ lines: 'l', payments: 'p', returned: '0' })}
from ps join o on o.id = ps.order_id join store s on s.id = ps.store_id join store_register r on r.id = ps.register_id`,
  { prepared: true },
);
