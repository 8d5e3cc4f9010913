import { ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { convertAmount, fromCents, toCents } from '../../common/decimal.js';
import { run } from '../../common/sql.js';
import { Service } from '../../common/service.js';
import { unitOfWork } from '../../common/transaction.js';
import { useLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { StockLedger } from '../inventory/stock-ledger.js';
import type { StockAllocation } from '../order/order.entity.js';
import { ProductService } from '../product/product.service.js';
import { returnPointsForRefund } from '../points/order-points.js';
import { recordMoneyEvent } from '../report/sales-ledger.js';
import { findCounter, lockOpenSession, openSessionOf } from './pos-counter.js';
import type { PosReturnInput } from './pos.inputs.js';
import { loadSale, type PosSaleView } from './pos.views.js';
import { PosPayment, PosReturnLine } from './pos-sale.entity.js';
import { announceReturn } from './pos-events.js';
import { POS_MESSAGES } from './store-messages.js';
import { lockSaleOrderSql, saleAllocationsSql } from './store.sql.js';

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

/**
 * Returns against a receipt (issue 18): chosen lines back to the store's warehouse (restock or not), the
 * refund in cash or by a method of the sale, paid out of the register's open session, the money event
 * `pos_return` — one transaction, under the order's row lock so that two returns of one receipt never
 * give back more than was sold. Each line is refunded what it was paid, in proportion to the units.
 */
export class PosReturnService extends Service {
  async refund(input: PosReturnInput): Promise<PosSaleView> {
    const content = await useLanguage(this.ctx);
    const sale = await loadSale(this.em, { orderId: input.orderId }, content);
    const counter = await findCounter(this.em, sale.storeId, input.registerId ?? sale.registerId);
    const sessionId = openSessionOf(counter);
    const methods = new Set(sale.payments.filter((p) => toCents(p.amount) > 0n).map((p) => p.method));
    if (input.refundMethod && input.refundMethod !== 'cash' && !methods.has(input.refundMethod))
      throw fieldError('refundMethod', POS_MESSAGES.methodUnavailable);
    const adminName = await ProductService.of(this.ctx).adminName();
    await unitOfWork(this.em, async (em) => {
      await lockOpenSession(em, sessionId);
      await run(em, lockSaleOrderSql, [sale.id]);
      // Read again under the lock: what other returns took meanwhile counts.
      const current = await loadSale(em, { orderId: sale.id }, content);
      const [stored] = await run(em, saleAllocationsSql, [sale.id]);
      const errors: FieldErrors = {};
      const wanted = new Map<number, number>();
      input.lines.forEach((line, i) => {
        const sold = current.lines.find((l) => l.id === line.orderItemId);
        const asked = (wanted.get(line.orderItemId) ?? 0) + line.quantity;
        if (!sold) errors[`lines.${i}.orderItemId`] = MESSAGES.noSpecific;
        else if (sold.returned + asked > sold.quantity) errors[`lines.${i}.quantity`] = POS_MESSAGES.overReturn;
        wanted.set(line.orderItemId, asked);
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      // What each line brings back: the paid amount of its units before..before+quantity (the last unit takes the rounding).
      const back = input.lines.map((line) => {
        const sold = current.lines.find((l) => l.id === line.orderItemId)!;
        const before = sold.returned;
        const amount = paidFor(sold, before + line.quantity) - paidFor(sold, before);
        sold.returned += line.quantity;
        return { sold, before, quantity: line.quantity, restock: line.restock ?? true, amount };
      });
      const refundCents = back.reduce((sum, b) => sum + b.amount, 0n);
      const parts = refundPartsFor(current, input.refundMethod, refundCents, currencyRefund(current, refundCents));
      const refundMethod = parts.length > 1 ? SPLIT_REFUND : (parts[0]?.method ?? 'cash');
      const events = back.map((b) => ({ orderLineId: b.sold.id, quantity: b.quantity, amount: fromCents(b.amount) }));
      for (const { sold, before, quantity, restock, amount } of back) {
        em.create(PosReturnLine, { order: sale.id, orderLineId: sold.id, quantity, restock, amount: fromCents(amount), refundMethod, adminName });
        if (restock && sold.stockId && sold.productId) {
          const allocations = stored.allocations[sold.id] ?? [];
          const units = subtractUnits(firstUnits(allocations, before + quantity), firstUnits(allocations, before));
          const demand = { stockId: sold.stockId, productId: sold.productId, quantity, sku: sold.sku, options: sold.options };
          await StockLedger.returnAtCounter(em, [demand], new Map([[sold.stockId, units]]), `Return ${sale.receiptNumber}`, adminName);
        }
      }
      // Paid back in the sale's currency at the sale's rate; the drawer and the ledger count the base amounts.
      for (const part of parts) {
        em.create(PosPayment, {
          session: sessionId,
          order: sale.id,
          method: part.method,
          amount: fromCents(-part.cents),
          currency: sale.currency,
          currencyAmount: fromCents(-part.currencyCents),
          reference: '',
        });
      }
      await em.flush();
      await recordMoneyEvent(em, {
        orderId: sale.id,
        kind: 'pos_return',
        lines: events,
        channel: 'pos',
        storeId: sale.storeId,
        registerId: counter.registerId,
      });
      // The points the sale earned and used go back in proportion to what its returns refunded so far,
      // this one included (issue 14), so that rounding never adds up over several returns; the return
      // that brings the last unit back settles the rest.
      const paidCents = current.lines.reduce((sum, line) => sum + toCents(line.netTotal), 0n);
      const refundedCents = current.lines.reduce((sum, line) => sum + paidFor(line, line.returned), 0n);
      const last = current.lines.every((line) => line.returned >= line.quantity);
      if (refundCents > 0n && paidCents > 0n) await returnPointsForRefund(em, sale.id, last ? 1 : Number(refundedCents) / Number(paidCents));
      const refunds = parts.map((part) => ({ method: part.method, amount: fromCents(part.cents) }));
      await announceReturn(em, sale.id, content, { lines: events, refundAmount: fromCents(refundCents), refundMethod, refunds });
    });
    this.em.clear();
    return loadSale(this.em, { orderId: sale.id }, content);
  }
}

/**
 * What the first `units` units of a sold line were paid, in cents: the line's paid amount shared per unit,
 * rounded down, so that the units of every return add up to the line's amount (the last takes the rounding).
 */
function paidFor(line: { netTotal: string; quantity: number }, units: number): bigint {
  return (toCents(line.netTotal) * BigInt(units)) / BigInt(line.quantity);
}

/** What a return line records as its refund method when the refund went back by several methods. */
const SPLIT_REFUND = 'split';

interface RefundPart {
  method: string;
  /** In the base currency. */
  cents: bigint;
  /** In the sale's currency. */
  currencyCents: bigint;
}

/**
 * How a refund (`refundCents`, `currencyCents` in the sale's currency) is paid back. A chosen method pays
 * it all: cash (the drawer), or a method of the sale that took at least as much less what it gave back
 * already (a card terminal refunds no more than it charged). Without a choice it goes back the way the
 * sale was paid: by the sale's other methods in the order they were paid, each at most what it has left,
 * and in cash what they cannot take. So a sale paid 60.00 by card and 40.00 in cash and returned whole
 * puts 60.00 back on the card, not 100.00 out of the drawer. A method that gives back all it has left
 * gives back all it took in the sale's currency; cash (else the last part) takes the rounding.
 */
function refundPartsFor(sale: PosSaleView, asked: string | null | undefined, refundCents: bigint, currencyCents: bigint): RefundPart[] {
  if (refundCents <= 0n) return [];
  const left = new Map<string, { cents: bigint; currencyCents: bigint }>();
  for (const p of sale.payments) {
    const has = left.get(p.method) ?? { cents: 0n, currencyCents: 0n };
    left.set(p.method, { cents: has.cents + toCents(p.amount), currencyCents: has.currencyCents + toCents(p.currencyAmount) });
  }
  if (asked) {
    if (asked !== 'cash' && (left.get(asked)?.cents ?? 0n) < refundCents) throw fieldError('refundMethod', POS_MESSAGES.methodUnavailable);
    return [{ method: asked, cents: refundCents, currencyCents }];
  }
  const parts: RefundPart[] = [];
  let rest = refundCents;
  let restCurrency = currencyCents;
  for (const [method, has] of left) {
    if (method === 'cash' || has.cents <= 0n || rest === 0n) continue;
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

/** Units of `all` not in `first` (both walk the same allocations in order). */
function subtractUnits(all: StockAllocation[], first: StockAllocation[]): StockAllocation[] {
  return all
    .map((a) => {
      const done = first.find((f) => f.inventoryId === a.inventoryId)?.quantity ?? 0;
      return { ...a, quantity: a.quantity - done };
    })
    .filter((a) => a.quantity > 0);
}
