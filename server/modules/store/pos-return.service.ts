import type { EntityManager } from '@mikro-orm/postgresql';
import { staffName } from '../../common/context.js';
import { ValidationError, collectFieldErrors, type FieldErrors } from '../../common/errors.js';
import { fromCents, toCents } from '../../../core/decimal.js';
import { run } from '../../common/sql.js';
import { Service } from '../../common/service.js';
import { unitOfWork } from '../../common/transaction.js';
import { StockLedger } from '../inventory/index.js';
import { returnPointsForRefund } from '../points/index.js';
import { findCounter, lockOpenSession, openSessionOf } from './pos-counter.js';
import { announceReturn } from './pos-events.js';
import { EXCHANGE_METHOD, paidFor, refundMethodOf, refundPartsFor, takeBack, unitsBack, type RefundPart, type TakenBack } from './pos-refund.js';
import type { PosReturnInput } from './pos.inputs.js';
import { loadSale, type PosSaleView, type SaleLanguage } from './pos.views.js';
import { PosPayment, PosReturnLine } from './pos-sale.entity.js';
import { POS_MESSAGES } from './store-messages.js';
import { lockSaleOrderSql, saleAllocationsSql } from './store.sql.js';
import { recordMoneyEvent } from '../sales-ledger/index.js';
import { useLanguage } from '../settings/index.js';

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
    // Every refusal at once, as the sale stands now: the lines and a method it was never paid by. Both are
    // checked again under the sale's lock (another return may take units or a method's money meanwhile).
    const errors: FieldErrors = {};
    collectFieldErrors(errors, () => takeBack(sale, input.lines));
    const methods = new Set(sale.payments.filter((p) => toCents(p.amount) > 0n && p.method !== EXCHANGE_METHOD).map((p) => p.method));
    if (input.refundMethod && input.refundMethod !== 'cash' && !methods.has(input.refundMethod)) errors.refundMethod = POS_MESSAGES.methodUnavailable;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const adminName = staffName(this.ctx);
    await unitOfWork(this.em, async (em) => {
      await lockOpenSession(em, sessionId);
      const current = await lockSaleForReturn(em, sale.id, content);
      const taken = takeBack(current, input.lines);
      const parts = refundPartsFor(current, input.refundMethod, taken.refundCents, taken.currencyCents);
      await writeReturn(em, current, taken, parts, { sessionId, registerId: counter.registerId, adminName, content, remark: `Return ${sale.receiptNumber}` });
    });
    this.em.clear();
    return loadSale(this.em, { orderId: sale.id }, content);
  }
}

/** Inside a return's (or an exchange's) transaction: the sale under its order's row lock, read again (what other returns took meanwhile counts). */
export async function lockSaleForReturn(em: EntityManager, orderId: number, content: SaleLanguage): Promise<PosSaleView> {
  await run(em, lockSaleOrderSql, [orderId]);
  return loadSale(em, { orderId }, content);
}

/** Where and by whom a return is made (the register's open session pays it out). */
export interface ReturnPlace {
  sessionId: number;
  registerId: number;
  adminName: string;
  content: SaleLanguage;
  /** The stock history rows' remark. */
  remark: string;
}

/**
 * Writes a return inside the caller's transaction (the sale locked by lockSaleForReturn): its lines, the
 * restocked units back where they came from, the refund's parts out of the session (in the sale's
 * currency at the sale's rate; the drawer and the ledger count the base amounts), the money event, the
 * points in proportion, and the partners' event.
 */
export async function writeReturn(em: EntityManager, sale: PosSaleView, taken: TakenBack, parts: readonly RefundPart[], at: ReturnPlace): Promise<void> {
  const [stored] = await run(em, saleAllocationsSql, [sale.id]);
  const refundMethod = refundMethodOf(parts);
  const { adminName } = at;
  for (const line of taken.lines) {
    const { sold, quantity, restock, amount } = line;
    em.create(PosReturnLine, { order: sale.id, orderLineId: sold.id, quantity, restock, amount: fromCents(amount), refundMethod, adminName });
    if (restock && sold.stockId && sold.productId) {
      const demand = { stockId: sold.stockId, productId: sold.productId, quantity, sku: sold.sku, options: sold.options };
      const units = unitsBack(stored.allocations[sold.id] ?? [], line);
      await StockLedger.returnAtCounter(em, [demand], new Map([[sold.stockId, units]]), at.remark, adminName);
    }
  }
  for (const part of parts) {
    em.create(PosPayment, {
      session: at.sessionId,
      order: sale.id,
      method: part.method,
      amount: fromCents(-part.cents),
      currency: sale.currency,
      currencyAmount: fromCents(-part.currencyCents),
      reference: part.reference ?? '',
    });
  }
  await em.flush();
  const events = taken.lines.map((b) => ({ orderLineId: b.sold.id, quantity: b.quantity, amount: fromCents(b.amount) }));
  await recordMoneyEvent(em, { orderId: sale.id, kind: 'pos_return', lines: events, channel: 'pos', storeId: sale.storeId, registerId: at.registerId });
  // The points the sale earned and used go back in proportion to what its returns refunded so far,
  // this one included (issue 14), so that rounding never adds up over several returns; the return
  // that brings the last unit back settles the rest.
  const paidCents = taken.after.reduce((sum, line) => sum + toCents(line.netTotal), 0n);
  const refundedCents = taken.after.reduce((sum, line) => sum + paidFor(line, line.returned), 0n);
  const last = taken.after.every((line) => line.returned >= line.quantity);
  if (taken.refundCents > 0n && paidCents > 0n) await returnPointsForRefund(em, sale.id, last ? 1 : Number(refundedCents) / Number(paidCents));
  const refunds = parts.map((part) => ({ method: part.method, amount: fromCents(part.cents) }));
  await announceReturn(em, sale.id, at.content, { lines: events, refundAmount: fromCents(taken.refundCents), refundMethod, refunds });
}
