import { convertAmount, findCurrency, type CurrencyRate } from '../../ui/money';
import { PRICE_PATTERN } from './catalog-params';

/**
 * The price filter speaks the shopper's currency (prices are shown in it), the server the base
 * currency. Amounts are converted in integer hundredths (BigInt), never in binary floating point; a
 * bound that falls between two cents is widened (minimum down, maximum up) so that a product shown at
 * exactly the typed price is never filtered out.
 */

export function currencyRate(currencies: readonly CurrencyRate[], currency: string | undefined, baseCurrency: string | undefined): number | string {
  return findCurrency(currencies, currency, baseCurrency)?.rate ?? 1;
}

/** The rate as an integer over a power of ten (10 decimals are far more than any currency rate needs). */
function rateFraction(rate: number | string): { digits: bigint; scale: bigint } | null {
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0) return null;
  const [whole = '0', fraction = ''] = value.toFixed(10).split('.');
  return { digits: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = cents % 100n;
  return fraction === 0n ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** An amount typed in the shopper's currency, in the base currency (null when it is not an amount). */
export function toBaseAmount(shown: string, rate: number | string, bound: 'min' | 'max'): string | null {
  const text = shown.trim();
  if (!PRICE_PATTERN.test(text)) return null;
  const fraction = rateFraction(rate);
  if (!fraction) return text;
  const numerator = toCents(text) * fraction.scale;
  let cents = numerator / fraction.digits;
  if (bound === 'max' && numerator % fraction.digits !== 0n) cents += 1n;
  return fromCents(cents);
}

/** A base currency amount as the shopper's currency shows it (2 decimals, no trailing .00). */
export function fromBaseAmount(base: string | null, rate: number | string): string {
  if (!base) return '';
  const shown = convertAmount(base, rate);
  return shown.endsWith('.00') ? shown.slice(0, -3) : shown;
}
