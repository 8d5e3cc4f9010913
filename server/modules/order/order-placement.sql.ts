import { toSnake } from '../../common/case.js';
import { defineStatement } from '../../common/sql.js';
import { insertJob } from '../../jobs/jobs.sql.js';

/**
 * The order's fields every sale writes, web order and counter sale alike: its buyer, the figures of the
 * one pricing pipeline and the chosen methods' names (camelCase; their snake_case names are the
 * columns). Both writers' row types take them, so a figure added here must be given by both.
 */
export const SOLD_ORDER_FIELDS = [
  'accessKey',
  'customerId',
  'email',
  'status',
  'stockHeld',
  'language',
  'currency',
  'currencyRate',
  'currencyMark',
  'subtotal',
  'shippingFee',
  'discountTotal',
  'pointsDiscount',
  'pointsUsed',
  'bonusPoints',
  'tierDiscount',
  'grandTotal',
  'chargedTotal',
  'shippingMethodName',
  'paymentMethodName',
  'paymentKind',
  'shippingAddress',
  'billingAddress',
  'source',
] as const;

/** The order's fields a placement writes: the rest keep their defaults. */
const PLACED_ORDER_FIELDS = [
  ...SOLD_ORDER_FIELDS,
  'id',
  'orderNumber',
  'stripeKey',
  'shippingDiscount',
  'shippingMethodId',
  'paymentMethodId',
  'remark',
] as const;

/** An order line's own fields (an order line snapshot: orderLineSnapshot), shared with the counter sale's statement. */
export const ORDER_LINE_FIELDS = [
  'stockId',
  'productId',
  'productName',
  'productUrl',
  'sku',
  'options',
  'image',
  'quantity',
  'unitPrice',
  'lineTotal',
  'discount',
  'netTotal',
  'allocations',
] as const;

const PLACED_LINE_FIELDS = ['orderId', ...ORDER_LINE_FIELDS] as const;

/** A placed order as the statement takes it (`satisfies` it: no field missing, none the statement would drop). */
export type PlacedOrderFields = Record<(typeof PLACED_ORDER_FIELDS)[number], unknown>;
export type PlacedLineFields = Record<(typeof PLACED_LINE_FIELDS)[number], unknown>;
/** An order line as every sale's statement takes it (web order and counter sale). */
export type SoldLineFields = Record<(typeof ORDER_LINE_FIELDS)[number], unknown>;

const orderColumns = PLACED_ORDER_FIELDS.map(toSnake).join(', ');
const lineColumns = PLACED_LINE_FIELDS.map(toSnake).join(', ');

type JobParams = NonNullable<typeof insertJob.types>['params'];

/**
 * The order, its lines, its first status row, its confirmation mail's job and the emptied cart in ONE
 * statement: the rows go in as JSON with snake_case keys, unpacked by json_populate_record(set) into the
 * tables' own column types. Foreign keys are checked at the end of the statement, when the order row is
 * there.
 */
export const writeOrderSql = defineStatement<
  [...mailJob: JobParams, order: string, lines: string, cartId: string | null, orderId: number, status: string, actor: string, adminName: string]
>(
  'order.writeOrder',
  `
with mail_job as (${insertJob.text}), new_order as (
  insert into shop_order (created_at, updated_at, ${orderColumns}) select now(), now(), ${orderColumns} from json_populate_record(null::shop_order, ?::json)
), new_lines as (
  insert into order_line (created_at, updated_at, ${lineColumns}) select now(), now(), ${lineColumns} from json_populate_recordset(null::order_line, ?::json)
), emptied_cart as (
  delete from cart_item where cart_id = ?::uuid
)
insert into order_status_change (created_at, updated_at, order_id, from_status, to_status, actor, admin_name, note)
values (now(), now(), ?, null, ?, ?, ?, '')`,
);
