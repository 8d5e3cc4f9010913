import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, collectFieldErrors, type FieldErrors } from '../../common/errors.js';
import { toCents } from '../../../core/decimal.js';
import { run } from '../../common/sql.js';
import { BUSY_MESSAGE } from '../../common/transaction.js';
import { MESSAGES } from '../../common/validation/rules.js';
import type { PricedOrder } from '../pricing/index.js';
import type { Counter } from './pos-counter.js';
import { exchangePartsFor, takeBack, type TakenBack } from './pos-refund.js';
import { lockSaleForReturn, writeReturn, type ReturnPlace } from './pos-return.service.js';
import type { PosExchangeInput } from './pos.inputs.js';
import { saleView, type PosSaleView, type SaleLanguage } from './pos.views.js';
import { POS_MESSAGES } from './store-messages.js';
import { saleSql } from './store.sql.js';

/**
 * Exchanges at the counter (issue 18): a sale that takes lines of an earlier receipt of the same store
 * back. What they were paid (as a return would refund them) pays for the new ticket, by the payment
 * method `exchange`; what the ticket does not use goes back the way the earlier sale was paid (or by the
 * method chosen). The return and the sale are one transaction (PosSaleService.sell), so a lost network
 * or a retry never leaves one without the other.
 */

/** The lines of an earlier sale an exchange takes back, and what they are worth. */
export interface Exchange {
  input: PosExchangeInput;
  sale: PosSaleView;
  taken: TakenBack;
}

/** What the exchanged lines are worth (base cents) and how much of it the ticket uses (the rest is paid back). */
export function creditOf(exchange: Exchange | null, totals: PricedOrder): { worthCents: bigint; appliedCents: bigint } {
  const worthCents = exchange?.taken.refundCents ?? 0n;
  const grandCents = toCents(totals.grandTotal);
  return { worthCents, appliedCents: worthCents < grandCents ? worthCents : grandCents };
}

/**
 * The lines an exchange takes back, as the earlier sale stands now (a sale of this store); refusals go
 * into `errors` beside the ticket's own. The sale checks them again under the earlier sale's lock.
 */
export async function exchangeOf(
  em: EntityManager,
  input: PosExchangeInput,
  counter: Counter,
  content: SaleLanguage,
  errors: FieldErrors,
): Promise<Exchange | null> {
  const [row] = await run(em, saleSql('orderId'), [input.orderId]);
  const sale = row ? saleView(row, content) : null;
  if (!sale || sale.storeId !== counter.storeId) {
    errors['exchange.orderId'] = sale ? POS_MESSAGES.exchangeOtherStore : MESSAGES.noSpecific;
    return null;
  }
  const taken = collectFieldErrors(errors, () => takeBack(sale, input.lines, 'exchange.lines'));
  return taken && { input, sale, taken };
}

/**
 * Inside the sale's transaction (its session held by the receipt number): the exchanged lines come back
 * under the earlier sale's row lock, `appliedCents` of their worth paying for this sale and the rest paid
 * back. Should another return of that receipt have changed what they are worth since the ticket was
 * priced, the sale is refused (409) rather than paid with another amount than the cashier was shown.
 */
export async function takeBackExchanged(
  em: EntityManager,
  exchange: Exchange,
  appliedCents: bigint,
  at: Omit<ReturnPlace, 'remark'> & { receiptNumber: string },
) {
  const current = await lockSaleForReturn(em, exchange.sale.id, at.content);
  const taken = takeBack(current, exchange.input.lines, 'exchange.lines');
  if (taken.refundCents !== exchange.taken.refundCents) throw new ConflictError(BUSY_MESSAGE);
  const parts = exchangePartsFor(current, taken, appliedCents, exchange.input.refundMethod, at.receiptNumber);
  await writeReturn(em, current, taken, parts, { ...at, remark: `Exchange ${current.receiptNumber} > ${at.receiptNumber}` });
}
