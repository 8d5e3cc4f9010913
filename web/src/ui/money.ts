/**
 * Price display (spec sections 3 and 9): currency mark, a space, the amount times the currency's rate
 * with 2 decimals. An unknown currency uses rate 1 and an empty mark; no currency chosen means the base
 * currency. The arithmetic is server/common/decimal.ts (BigInt, never binary floating point), shared
 * with the server so that a price shown is the price charged.
 */
import { addMoney, convertAmount, fromCents, multiplyMoney, subtractMoney, toCents } from '../../../server/common/decimal';

export { addMoney, convertAmount, fromCents, multiplyMoney, subtractMoney, toCents };

export interface CurrencyRate {
  identifier: string;
  rate: number | string;
  mark: string;
}

/** Finds a currency by identifier; the base currency when none is chosen. */
export function findCurrency(
  currencies: readonly CurrencyRate[] | null | undefined,
  identifier: string | null | undefined,
  baseCurrency?: string | null,
): CurrencyRate | undefined {
  const wanted = identifier || baseCurrency;
  if (!wanted) return undefined;
  return (currencies ?? []).find((currency) => currency.identifier === wanted);
}

/**
 * Formats an amount in the chosen currency: `${mark} ${amount x rate}` with 2 decimals. Unknown currency:
 * rate 1, empty mark.
 */
export function formatMoney(
  amount: number | string,
  currency: string | null | undefined,
  currencies: readonly CurrencyRate[] | null | undefined,
  baseCurrency?: string | null,
): string {
  const found = findCurrency(currencies, currency, baseCurrency);
  const mark = found?.mark ?? '';
  const rate = found?.rate ?? 1;
  return `${mark} ${convertAmount(amount, rate)}`;
}
