/**
 * Money on every screen (storefront and back office) goes through this file: amounts are written by
 * core/money-format.ts (formatMoney, shared with the shop's e-mails), and a test,
 * test/web/money-by-hand.test.ts, holds that no other file of the web app writes money itself.
 *
 * Conversion to the shopper's currency (amount x rate, spec section 9) is core/decimal.ts
 * (BigInt, never binary floating point), shared with the server so that a price shown is the price
 * charged; the converted decimal string is handed to Intl as a string, so no digit is lost on the way.
 */
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { addMoney, convertAmount, fromCents, multiplyMoney, subtractMoney, toCents } from '../../../core/decimal';
import { currencyDigits, formatMoney, type MoneyCurrency } from '../../../core/money-format';

export { addMoney, convertAmount, fromCents, multiplyMoney, subtractMoney, toCents };
export { currencyDigits, formatMoney, type MoneyCurrency };

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

/** The shop's base currency with its mark, from its currency settings (null until they are known). */
export function baseCurrencyOf(config: { baseCurrency: string; supportedCurrencies: readonly CurrencyRate[] } | null | undefined): MoneyCurrency | null {
  if (!config?.baseCurrency) return null;
  return findCurrency(config.supportedCurrencies, config.baseCurrency) ?? { identifier: config.baseCurrency, mark: '' };
}

/**
 * A base-currency amount in a chosen currency (spec section 9): amount x the currency's rate, written by
 * formatMoney. No currency chosen means the base currency; an unknown one, rate 1 and no mark.
 */
export function formatConverted(
  locale: string,
  amount: number | string,
  currency: string | null | undefined,
  currencies: readonly CurrencyRate[] | null | undefined,
  baseCurrency?: string | null,
): string {
  const found = findCurrency(currencies, currency, baseCurrency);
  return formatMoney(locale, convertAmount(amount, found?.rate ?? 1), found ?? null);
}

/** formatMoney in the reader's locale (react-intl's), for components. */
export function useMoney(): (amount: number | string, currency: MoneyCurrency | null | undefined) => string {
  const { locale } = useIntl();
  return useCallback((amount, currency) => formatMoney(locale, amount, currency), [locale]);
}
