import { ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { convertAmount, fromCents, toCents } from '../../../core/decimal.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { OrderStatus, type StockAllocation } from '../order/index.js';
import type { PosReturnLineInput } from './pos.inputs.js';
import type { PosSaleLineView, PosSaleView } from './pos.views.js';
import { POS_MESSAGES } from './store-messages.js';

/**
 * The arithmetic of giving back (issue 18): what returned units are worth, and how that money goes back,
 * for a return against a receipt (PosReturnService) and for the lines an exchange takes back
 * (PosSaleService). Nothing here reads or writes the database.
 */

/** A method the shop never pays out by: the credit of returned goods spent on the exchange's new ticket. */
export const EXCHANGE_METHOD = 'exchange';

/** What a return line records as its refund method when the refund went back by several methods. */
export const SPLIT_REFUND = 'split';

/** One returned line: `quantity` units after the `before` units returned earlier, worth `amount` (base cents). */
export interface LineBack {
  sold: PosSaleLineView;
  before: number;
  quantity: number;
  restock: boolean;
  amount: bigint;
}

/** What a return brings back, checked against what is left to return of the sale as it stands. */
export interface TakenBack {
  lines: LineBack[];
  /** The refund in the base currency. */
  refundCents: bigint;
  /** The refund in the sale's currency (see currencyRefund). */
  currencyCents: bigint;
  /** The sale's lines with this return's units counted as returned (the points' share). */
  after: PosSaleLineView[];
}

/**
 * The lines of a return against `sale` (read under its row lock: what other returns took counts). Each
 * brings back the paid amount of its units before..before+quantity (the last unit takes the rounding).
 * Refused per line (`field`.i.orderItemId or .quantity) when the line is not the sale's or more units come
 * back than are left; refused on the sale (`orderId` beside `field`) when its order is no longer completed
 * (refunded or canceled by status before counter sales were kept off the order screen's moves).
 */
export function takeBack(sale: PosSaleView, lines: readonly PosReturnLineInput[], field = 'lines'): TakenBack {
  const after = sale.lines.map((line) => ({ ...line }));
  const errors: FieldErrors = {};
  if (sale.status !== OrderStatus.completed) errors[field.replace(/lines$/, 'orderId')] = POS_MESSAGES.notReturnable;
  const wanted = new Map<number, number>();
  lines.forEach((line, i) => {
    const sold = after.find((l) => l.id === line.orderItemId);
    const asked = (wanted.get(line.orderItemId) ?? 0) + line.quantity;
    if (!sold) errors[`${field}.${i}.orderItemId`] = MESSAGES.noSpecific;
    else if (sold.returned + asked > sold.quantity) errors[`${field}.${i}.quantity`] = POS_MESSAGES.overReturn;
    wanted.set(line.orderItemId, asked);
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const back = lines.map((line) => {
    const sold = after.find((l) => l.id === line.orderItemId)!;
    const before = sold.returned;
    const amount = paidFor(sold, before + line.quantity) - paidFor(sold, before);
    sold.returned += line.quantity;
    return { sold, before, quantity: line.quantity, restock: line.restock ?? true, amount };
  });
  const refundCents = back.reduce((sum, b) => sum + b.amount, 0n);
  return { lines: back, refundCents, currencyCents: currencyRefund(sale, refundCents), after };
}

/**
 * What the first `units` units of a sold line were paid, in cents: the line's paid amount shared per unit,
 * rounded down, so that the units of every return add up to the line's amount (the last takes the rounding).
 */
export function paidFor(line: { netTotal: string; quantity: number }, units: number): bigint {
  return (toCents(line.netTotal) * BigInt(units)) / BigInt(line.quantity);
}

export interface RefundPart {
  method: string;
  /** In the base currency. */
  cents: bigint;
  /** In the sale's currency. */
  currencyCents: bigint;
  /** The other receipt of an exchange. */
  reference?: string;
}

/**
 * How a refund (`refundCents`, `currencyCents` in the sale's currency) is paid back. A chosen method pays
 * it all: cash (the drawer), or a method of the sale that took at least as much less what it gave back
 * already (a card terminal refunds no more than it charged). Without a choice it goes back the way the
 * sale was paid: by the sale's other methods in the order they were paid, each at most what it has left,
 * and in cash what they cannot take. So a sale paid 60.00 by card and 40.00 in cash and returned whole
 * puts 60.00 back on the card, not 100.00 out of the drawer. A method that gives back all it has left
 * gives back all it took in the sale's currency; cash (else the last part) takes the rounding. Exchange
 * credit is never paid out: what a sale took by it goes back as cash (or by the method chosen).
 */
export function refundPartsFor(
  sale: PosSaleView,
  asked: string | null | undefined,
  refundCents: bigint,
  currencyCents: bigint,
  field = 'refundMethod',
): RefundPart[] {
  if (asked === EXCHANGE_METHOD) throw fieldError(field, POS_MESSAGES.methodUnavailable);
  if (refundCents <= 0n) return [];
  const left = new Map<string, { cents: bigint; currencyCents: bigint }>();
  for (const p of sale.payments) {
    const has = left.get(p.method) ?? { cents: 0n, currencyCents: 0n };
    left.set(p.method, { cents: has.cents + toCents(p.amount), currencyCents: has.currencyCents + toCents(p.currencyAmount) });
  }
  if (asked) {
    if (asked !== 'cash' && (left.get(asked)?.cents ?? 0n) < refundCents) throw fieldError(field, POS_MESSAGES.methodUnavailable);
    return [{ method: asked, cents: refundCents, currencyCents }];
  }
  const parts: RefundPart[] = [];
  let rest = refundCents;
  let restCurrency = currencyCents;
  for (const [method, has] of left) {
    if (method === 'cash' || method === EXCHANGE_METHOD || has.cents <= 0n || rest === 0n) continue;
    const cents = has.cents < rest ? has.cents : rest;
    const share = cents === has.cents ? has.currencyCents : (has.currencyCents * cents) / has.cents;
    const part = { method, cents, currencyCents: share < restCurrency ? share : restCurrency };
    parts.push(part);
    rest -= part.cents;
    restCurrency -= part.currencyCents;
  }
  if (rest > 0n) parts.push({ method: 'cash', cents: rest, currencyCents: restCurrency });
  else parts[parts.length - 1].currencyCents += restCurrency;
  return parts;
}

/**
 * How the returned lines of an exchange are settled: `appliedCents` of their worth pays for the new
 * ticket (method `exchange`, referring to the new receipt), and what the new ticket does not use goes back
 * as a refund would (refundPartsFor, `refundMethod` chosen or as the earlier sale was paid).
 */
export function exchangePartsFor(
  sale: PosSaleView,
  taken: TakenBack,
  appliedCents: bigint,
  refundMethod: string | null | undefined,
  newReceipt: string,
): RefundPart[] {
  const { refundCents, currencyCents } = taken;
  const appliedCurrency = appliedCents === refundCents ? currencyCents : (currencyCents * appliedCents) / refundCents;
  const credit = appliedCents > 0n ? [{ method: EXCHANGE_METHOD, cents: appliedCents, currencyCents: appliedCurrency, reference: newReceipt }] : [];
  return [...credit, ...refundPartsFor(sale, refundMethod, refundCents - appliedCents, currencyCents - appliedCurrency, 'exchange.refundMethod')];
}

/** The method a return line records: the one that paid it back, or 'split'. */
export const refundMethodOf = (parts: readonly RefundPart[]): string => (parts.length > 1 ? SPLIT_REFUND : (parts[0]?.method ?? 'cash'));

/**
 * The refund in the sale's currency: what all its refunds come to so far, converted at the sale's rate,
 * less what the earlier ones paid out. Converting the total (not each refund) makes refunds of every unit
 * pay back exactly the charged total, never a cent more.
 */
function currencyRefund(sale: PosSaleView, refundCents: bigint): bigint {
  const refunded = sale.payments.filter((p) => toCents(p.amount) < 0n);
  const before = -refunded.reduce((sum, p) => sum + toCents(p.amount), 0n);
  const paidOut = -refunded.reduce((sum, p) => sum + toCents(p.currencyAmount), 0n);
  return toCents(convertAmount(fromCents(before + refundCents), sale.currencyRate)) - paidOut;
}

/** The first `quantity` units of a line's allocations (where they were taken from, to put them back). */
function firstUnits(allocations: StockAllocation[], quantity: number): StockAllocation[] {
  const taken: StockAllocation[] = [];
  let left = quantity;
  for (const a of allocations) {
    if (left <= 0) break;
    const q = Math.min(a.quantity, left);
    taken.push({ ...a, quantity: q });
    left -= q;
  }
  return taken;
}

/** The allocations of a returned line's units (those after the `before` returned earlier), to put them back where they came from. */
export function unitsBack(allocations: StockAllocation[], line: Pick<LineBack, 'before' | 'quantity'>): StockAllocation[] {
  const first = firstUnits(allocations, line.before);
  return firstUnits(allocations, line.before + line.quantity)
    .map((a) => {
      const done = first.find((f) => f.inventoryId === a.inventoryId)?.quantity ?? 0;
      return { ...a, quantity: a.quantity - done };
    })
    .filter((a) => a.quantity > 0);
}
