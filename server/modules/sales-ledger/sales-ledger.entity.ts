import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** What a ledger row records. `placed` is a commitment, not a sale: sales count from `paid` (or a counter sale). */
export type LedgerKind = 'placed' | 'paid' | 'canceled' | 'refunded' | 'line_refunded' | 'pos_sale' | 'pos_return';

/** Where a sale was made: the web shop (storefront and phone orders), a store's point of sale, or an AI agent's platform (ACP, issue 45). */
export type SalesChannel = 'web' | 'pos' | 'agent';

/** One promotion's share of a row's discount (filled by the promotions engine; [] until it lands). */
export interface LedgerDiscount {
  promotionId: number | null;
  name: string;
  amount: string;
}

/**
 * The figures a ledger row carries and a day's roll-up sums, column for column (sales-ledger.ts adds a
 * row's figures to its day). One list declares them for both tables, so that a new figure cannot be
 * added to one and forgotten in the other.
 */
export interface SalesAmountColumns {
  /** +1 for a sale, -1 for the reversal of one, 0 otherwise. */
  orders: number & Opt;
  units: number & Opt;
  unitsRefunded: number & Opt;
  gross: string & Opt;
  discount: string & Opt;
  shipping: string & Opt;
  tax: string & Opt;
  refund: string & Opt;
  /** gross - discount - refund. */
  net: string & Opt;
}

const COUNT_COLUMNS = ['orders', 'units', 'unitsRefunded'] as const satisfies readonly (keyof SalesAmountColumns)[];
const MONEY_COLUMNS = ['gross', 'discount', 'shipping', 'tax', 'refund', 'net'] as const satisfies readonly (keyof SalesAmountColumns)[];
/** The shared figures' properties, for the writer that adds a row's figures to its day. */
export const SALES_AMOUNT_PROPERTIES: readonly (keyof SalesAmountColumns)[] = [...COUNT_COLUMNS, ...MONEY_COLUMNS];

/**
 * Declares the SalesAmountColumns on an entity (its type comes from the interface of the same name as
 * the class). Money is a decimal of `precision` digits: a day's sums need more room than one row.
 * Every column defaults to 0 in the database, as the writers' inserts rely on.
 */
function salesAmountColumns(precision: number) {
  return (entity: abstract new (...args: never[]) => unknown): void => {
    for (const name of COUNT_COLUMNS) Property({ type: 'integer', default: 0 })(entity.prototype as object, name);
    for (const name of MONEY_COLUMNS) Property({ type: 'decimal', precision, scale: 2, default: '0' })(entity.prototype as object, name);
  };
}

/**
 * The sales ledger (issue 19): one row per money event of an order, written in the transaction of the
 * event itself (sales-ledger.ts), never changed afterwards. Amounts are in the base currency as
 * the order stored them at its own rate, signed as they move the shop's figures (a cancellation of a paid
 * order is a row of negative amounts; a refund row carries the refund). `local_date` is the event's day
 * in the shop's time zone at the time of writing, so a report groups by a plain date column.
 * Reports read this table and its daily roll-up (SalesDaily), never the orders' current state.
 */
@Entity({ tableName: 'sales_ledger' })
@Index({ name: 'sales_ledger_local_date_index', properties: ['localDate', 'kind'] })
@Index({ name: 'sales_ledger_order_id_index', properties: ['orderId'] })
@Index({ name: 'sales_ledger_customer_id_local_date_index', properties: ['customerId', 'localDate'] })
// Promotion cost reads only the rows that carry discount shares: a partial index keeps a year of
// undiscounted sales out of that query.
@Index({
  name: 'sales_ledger_discounted_index',
  expression: `create index "sales_ledger_discounted_index" on "sales_ledger" ("local_date") where "discounts" <> '[]'::jsonb`,
})
@salesAmountColumns(14)
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the figures' types come from the interface below
export class SalesLedgerEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 20 })
  kind!: LedgerKind;

  /** No foreign key: the ledger outlives whatever happens to the order row. */
  @Property({ type: 'integer' })
  orderId!: number;

  /** For a refund or return of one line; null for a whole-order event. */
  @Property({ type: 'integer', nullable: true })
  orderLineId?: number | null;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'string', length: 10, default: 'web' })
  channel: SalesChannel & Opt = 'web';

  @Property({ type: 'integer', nullable: true })
  storeId?: number | null;

  /** The register of a counter sale or return (its roll-up row is the register's own, see SalesDaily). */
  @Property({ type: 'integer', nullable: true })
  registerId?: number | null;

  /** The payment kind of the order (stripe, cash_on_delivery, bank_transfer, cash...). */
  @Property({ type: 'string', length: 30, default: '' })
  paymentMethod: string & Opt = '';

  @Property({ type: 'string', length: 10 })
  currency!: string;

  @Property({ type: 'decimal', precision: 18, scale: 8 })
  currencyRate!: string;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ type: 'date' })
  localDate!: string;

  @Property({ type: 'jsonb', default: '[]' })
  discounts: LedgerDiscount[] & Opt = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

// The figures' types (declaration merging with the class; the columns come from salesAmountColumns).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface SalesLedgerEntry extends SalesAmountColumns {}

/**
 * The ledger summed per shop day, channel, store, register and payment method, kept in the same statement
 * as each ledger row: a 12-month report reads about 365 x (channels x methods x registers) rows instead of
 * a million ledger rows. `store_id` and `register_id` 0 stand for "no store" / "no register" (web) so that
 * the key has no null. The register is in the key so that counter sales do not queue on one row: each
 * sale's roll-up row stays locked until its transaction commits, and with one row per day, store and
 * method ten registers' sales waited for each other; a register rings up one sale at a time (its receipt
 * sequence is taken under its row lock already), so its own row is never contended. Reports sum the rows.
 */
@Entity({ tableName: 'sales_daily' })
@salesAmountColumns(16)
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the figures' types come from the interface below
export class SalesDaily {
  @PrimaryKey({ type: 'date' })
  localDate!: string;

  @PrimaryKey({ type: 'string', length: 10 })
  channel!: string;

  @PrimaryKey({ type: 'integer' })
  storeId!: number;

  @PrimaryKey({ type: 'string', length: 30 })
  paymentMethod!: string;

  @PrimaryKey({ type: 'integer', default: 0 })
  registerId!: number;

  @Property({ type: 'integer', default: 0 })
  placedOrders: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  canceledOrders: number & Opt = 0;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface SalesDaily extends SalesAmountColumns {}
