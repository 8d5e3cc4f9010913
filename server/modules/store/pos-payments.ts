import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { MAX_MONEY_CENTS, toCents } from '../../../core/decimal.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { allocate } from '../pricing/index.js';
import { catalogue, mailLocale } from '../../mail/mail-templates.js';
import { counterMethods } from './pos-counter.js';
import type { PosPaymentInput } from './pos.inputs.js';
import { POS_MESSAGES } from './store-messages.js';

/** A payment as the drawer keeps it: in the sale's currency, and its share of the grand total in the base currency. */
export interface SettledPayment {
  method: string;
  /** What the drawer or the terminal kept, in the sale's currency (cash net of the change). */
  currencyCents: bigint;
  /** Its part of the grand total in the base currency (the shares sum exactly to the grand total). */
  baseCents: bigint;
  reference: string;
}

/**
 * A counter method as an order names how it was paid (a web order keeps its payment method's name): the
 * point of sale's own label in the sale's language (i18n `admin.pos.method.*`, as its screens and the
 * receipt show it), never the method's key.
 */
export function counterMethodName(method: string, language: string): string {
  const key = `admin.pos.method.${method}`;
  return catalogue(mailLocale(language))[key] ?? catalogue(mailLocale(null))[key] ?? method;
}

/**
 * The payments, in the sale's currency, cover what it charges; only cash gives change (tendered - change
 * is what the drawer keeps). A non-cash payment over what is left to pay is refused. Each payment's part
 * of the base-currency grand total is split in proportion in whole cents, so the drawer's figures and the
 * sales ledger (base currency) add up to the order's grand total whatever the rate.
 */
export async function settlePayments(
  em: EntityManager,
  input: readonly PosPaymentInput[],
  totals: { chargedCents: bigint; grandCents: bigint },
): Promise<{ payments: SettledPayment[]; changeCents: bigint }> {
  const methods = await counterMethods(em);
  const errors: FieldErrors = {};
  input.forEach((p, i) => {
    if (!methods.includes(p.method)) errors[`payments.${i}.method`] = POS_MESSAGES.methodUnavailable;
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const kept = input.map((p) => ({ method: p.method, cents: toCents(p.amount), reference: p.reference ?? '' })).filter((p) => p.cents > 0n);
  const paid = kept.reduce((sum, p) => sum + p.cents, 0n);
  const nonCash = kept.filter((p) => p.method !== 'cash').reduce((sum, p) => sum + p.cents, 0n);
  if (paid < totals.chargedCents) throw fieldError('payments', POS_MESSAGES.underpaid);
  // Several notes of the largest amount: the change would not fit.
  if (paid - totals.chargedCents > MAX_MONEY_CENTS) throw fieldError('payments', MESSAGES.noSpecific);
  if (nonCash > totals.chargedCents) throw fieldError('payments', MESSAGES.noSpecific);
  const change = paid - totals.chargedCents;
  let left = change;
  // The drawer keeps the cash net of the change.
  for (const p of kept) {
    if (p.method !== 'cash' || left === 0n) continue;
    const back = p.cents < left ? p.cents : left;
    p.cents -= back;
    left -= back;
  }
  const payments = kept.filter((p) => p.cents > 0n || totals.chargedCents === 0n);
  // allocate() never gives a share past its weight; with a rate below 1 the sale-currency cents are fewer
  // than the base ones, so the weights are scaled up first (the proportions stay the same).
  const weights = payments.map((p) => p.cents);
  const scale = totals.chargedCents > 0n ? totals.grandCents / totals.chargedCents + 1n : 1n;
  const base = allocate(
    Number(totals.grandCents),
    weights.map((w) => Number(w * scale)),
  );
  return {
    payments: payments.map((p, i) => ({ method: p.method, currencyCents: p.cents, baseCents: BigInt(base[i]), reference: p.reference })),
    changeCents: change,
  };
}
