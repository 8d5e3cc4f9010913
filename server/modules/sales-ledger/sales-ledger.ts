import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../core/decimal.js';
import { localDateOf } from '../../../core/shop-time.js';
import { intArray, run } from '../../common/sql.js';
import type { LedgerDiscount, LedgerKind, SalesChannel } from './sales-ledger.entity.js';
import { lineFiguresSql, orderFiguresSql, writeLedgerSql, type LineFigures, type OrderFigures } from './sales-ledger.sql.js';
import { shopTimeZone } from '../settings/index.js';

/**
 * A money event of an order, as its causes report it (one line in each): placement (`kind: 'placed'`),
 * a status move (`status` = the new status: paid, canceled, refunded; the others carry no money), and the
 * point of sale's sale and return (`kind: 'pos_sale' | 'pos_return'` with `channel`/`storeId`), or a refund
 * of some lines (`kind: 'line_refunded'` with `lines`).
 */
export interface MoneyEvent {
  orderId: number;
  status?: string;
  kind?: LedgerKind;
  /** Refunded or returned lines: quantity, and the amount when the caller decided it (else prorated). */
  lines?: readonly { orderLineId: number; quantity: number; amount?: string }[];
  channel?: SalesChannel;
  storeId?: number | null;
  /** The counter's register (a sale or return at the point of sale): its own roll-up row. */
  registerId?: number | null;
  /** Promotion shares of the order's discount; by default the order's own, as the pricing pipeline stored them (order_discount). */
  discounts?: readonly LedgerDiscount[];
  /** When it happened (default now): the backfill and tests give the order's own instants. */
  at?: Date;
}

/**
 * An order's figures as orderFiguresSql would read them, from the rows its writer is writing (a counter
 * sale, whose ledger row goes in with its order: unwrittenOrderLedger): its discount shares grouped by
 * promotion and source, as that statement groups the order_discount rows the pricing pipeline writes
 * from them (test/integration/pos.test.ts compares the two).
 */
export function writtenOrderFigures(
  order: {
    customerId: number | null;
    currency: string;
    currencyRate: string;
    subtotal: string;
    shippingFee: string;
    discountTotal: string;
    paymentKind: string;
    source: string;
    paidAt: Date | null;
  },
  lines: readonly { quantity: number }[],
  discounts: readonly { promotionId: number | null; source: string; label: string; amount: string }[],
): OrderFigures {
  const groups = new Map<string, { promotion_id: number | null; name: string; cents: bigint }>();
  for (const d of discounts) {
    const key = `${d.promotionId}:${d.source}`;
    const group = groups.get(key) ?? { promotion_id: d.promotionId, name: d.label, cents: 0n };
    if (d.label < group.name) group.name = d.label;
    group.cents += toCents(d.amount);
    groups.set(key, group);
  }
  const byPromotion = (a: { promotion_id: number | null }, b: { promotion_id: number | null }) => (a.promotion_id ?? Infinity) - (b.promotion_id ?? Infinity);
  return {
    customer_id: order.customerId,
    currency: order.currency,
    currency_rate: order.currencyRate,
    subtotal: order.subtotal,
    shipping_fee: order.shippingFee,
    discount_total: order.discountTotal,
    payment_kind: order.paymentKind,
    source: order.source,
    paid: order.paidAt !== null,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    discounts: [...groups.values()].sort(byPromotion).map((g) => ({ promotion_id: g.promotion_id, name: g.name, amount: fromCents(g.cents) })),
  };
}

const KIND_OF_STATUS: Readonly<Record<string, LedgerKind>> = { paid: 'paid', canceled: 'canceled', refunded: 'refunded' };

/** Amounts in cents, signed as they move the figures. */
interface Amounts {
  orders: number;
  units: number;
  unitsRefunded: number;
  gross: bigint;
  discount: bigint;
  shipping: bigint;
  tax: bigint;
  refund: bigint;
}

const NONE: Amounts = { orders: 0, units: 0, unitsRefunded: 0, gross: 0n, discount: 0n, shipping: 0n, tax: 0n, refund: 0n };

/** Cents x numerator / denominator, rounded half away from zero. */
function share(cents: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  const scaled = cents * numerator * 2n;
  const rounded = (scaled >= 0n ? scaled + denominator : scaled - denominator) / (2n * denominator);
  return rounded;
}

function saleOf(o: OrderFigures, sign: 1n | -1n): Amounts {
  return {
    ...NONE,
    orders: Number(sign),
    units: o.units * Number(sign),
    gross: toCents(o.subtotal) * sign,
    discount: toCents(o.discount_total) * sign,
    shipping: toCents(o.shipping_fee) * sign,
  };
}

/** The refund of the whole order: the goods net of discount, and the shipping given back. */
function wholeRefundOf(o: OrderFigures): Amounts {
  return { ...NONE, unitsRefunded: o.units, refund: toCents(o.subtotal) - toCents(o.discount_total), shipping: -toCents(o.shipping_fee) };
}

/** A line's refund: its amount when given, else the refunded units' share of what the line was paid (net of its discounts). */
function lineRefundOf(line: LineFigures, quantity: number, amount?: string): Amounts {
  const q = BigInt(Math.min(quantity, line.quantity));
  const refund = amount !== undefined ? toCents(amount) : share(toCents(line.net_total), q, BigInt(line.quantity));
  return { ...NONE, unitsRefunded: Number(q), refund };
}

/** Rows that carry the order's discount shares: its sales, and its cancellation (whose `orders` of -1, or 0 when it was never paid, reverses them). */
const DISCOUNTED_KINDS: ReadonlySet<LedgerKind> = new Set(['placed', 'paid', 'pos_sale', 'canceled']);

/** The order's discount shares, as the ledger row keeps them. */
function discountsOf(order: OrderFigures): LedgerDiscount[] {
  return order.discounts.map((row) => ({ promotionId: row.promotion_id, name: row.name, amount: fromCents(toCents(row.amount)) }));
}

function amountsOf(kind: LedgerKind, o: OrderFigures): Amounts {
  if (kind === 'placed' || kind === 'paid' || kind === 'pos_sale') return saleOf(o, 1n);
  // A cancellation reverses a sale only if there was one (the order had been paid); else it is a count.
  if (kind === 'canceled') return o.paid ? saleOf(o, -1n) : NONE;
  if (kind === 'refunded') return wholeRefundOf(o);
  return NONE;
}

/** A row of the sales ledger as writeLedgerSql takes it (LEDGER_COLUMNS, snake_case). */
export type LedgerRow = Record<string, unknown>;

/**
 * Records a money event of an order in the sales ledger, inside the caller's transaction (`em` is its
 * `tx`): the order's amounts as it stored them in the base currency at its own rate, its channel and
 * customer, and the shop's local date of the event. Statuses that move no money write nothing.
 */
export async function recordMoneyEvent(em: EntityManager, event: MoneyEvent): Promise<void> {
  const kind = kindOf(event);
  if (!kind) return;
  const [order] = await run(em, orderFiguresSql, [event.orderId]);
  if (!order) return;
  const rows = await ledgerRows(em, kind, event, order);
  if (rows.length) await run(em, writeLedgerSql, [JSON.stringify(rows)]);
}

/**
 * The ledger rows of a money event whose order is written by the same statement (a counter sale), as
 * its JSON parameter: the order's figures are the ones its writer has in hand (writtenOrderFigures), and
 * `order_id` is left for that statement to give (ledgerEntryCte).
 */
export async function unwrittenOrderLedger(em: EntityManager, event: Omit<MoneyEvent, 'orderId'>, figures: OrderFigures): Promise<string> {
  const kind = kindOf(event);
  return JSON.stringify(kind ? await ledgerRows(em, kind, { ...event, orderId: null }, figures) : []);
}

function kindOf(event: Pick<MoneyEvent, 'kind' | 'status'>): LedgerKind | undefined {
  return event.kind ?? (event.status ? KIND_OF_STATUS[event.status] : undefined);
}

async function ledgerRows(
  em: EntityManager,
  kind: LedgerKind,
  event: Omit<MoneyEvent, 'orderId'> & { orderId: number | null },
  order: OrderFigures,
): Promise<LedgerRow[]> {
  const at = event.at ?? new Date();
  const timeZone = await shopTimeZone(em);
  const common = {
    kind,
    order_id: event.orderId,
    customer_id: order.customer_id,
    channel: event.channel ?? (order.source === 'pos' ? 'pos' : order.source === 'agent' ? 'agent' : 'web'),
    store_id: event.storeId ?? null,
    register_id: event.registerId ?? null,
    payment_method: order.payment_kind.slice(0, 30),
    currency: order.currency,
    currency_rate: order.currency_rate,
    occurred_at: at.toISOString(),
    local_date: localDateOf(at, timeZone),
    discounts: DISCOUNTED_KINDS.has(kind) ? (event.discounts ?? discountsOf(order)) : [],
  };
  const parts: { lineId: number | null; amounts: Amounts }[] = [];
  if (kind === 'line_refunded' || kind === 'pos_return') {
    const wanted = event.lines ?? [];
    const lines = wanted.length && event.orderId !== null ? await run(em, lineFiguresSql, [event.orderId, intArray(wanted.map((l) => l.orderLineId))]) : [];
    for (const want of wanted) {
      const line = lines.find((l) => l.id === want.orderLineId);
      if (line) parts.push({ lineId: line.id, amounts: lineRefundOf(line, want.quantity, want.amount) });
    }
  } else parts.push({ lineId: null, amounts: amountsOf(kind, order) });
  return parts.map(({ lineId, amounts: a }) => ({
    ...common,
    order_line_id: lineId,
    orders: a.orders,
    units: a.units,
    units_refunded: a.unitsRefunded,
    gross: fromCents(a.gross),
    discount: fromCents(a.discount),
    shipping: fromCents(a.shipping),
    tax: fromCents(a.tax),
    refund: fromCents(a.refund),
    net: fromCents(a.gross - a.discount - a.refund),
  }));
}
