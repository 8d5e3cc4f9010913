/**
 * Decimal arithmetic for money, shared by the server and the web app (web/src/ui/money.ts re-exports
 * it): amounts are decimal strings ('199.50') and rates numbers or strings, computed with BigInt, never
 * in binary floating point, so 1.005 rounds to 1.01 and large amounts stay exact. No imports: the web
 * bundle includes this file as it is.
 */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** Parses a number or a decimal string (optionally with an exponent) into digits x 10^-scale. */
export function parseDecimal(value: number | string): Decimal | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let scale = fraction.length - Number(exponent);
  let digitText = `${whole}${fraction}` || '0';
  if (scale < 0) {
    digitText += '0'.repeat(-scale);
    scale = 0;
  }
  const digits = BigInt(digitText);
  return { digits: sign === '-' ? -digits : digits, scale };
}

/** Rounds digits x 10^-scale to an integer count of 10^-places, half away from zero. */
function roundTo({ digits, scale }: Decimal, places: number): bigint {
  if (scale <= places) return digits * 10n ** BigInt(places - scale);
  const divisor = 10n ** BigInt(scale - places);
  const negative = digits < 0n;
  const abs = negative ? -digits : digits;
  let quotient = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Writes an integer count of 10^-places as a decimal string. */
function formatScaled(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const abs = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = abs.slice(0, abs.length - places);
  const fraction = abs.slice(abs.length - places);
  const sign = negative && scaled !== 0n ? '-' : '';
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** amount x rate with 2 decimals, as text ('' when the amount is not a number). */
export function convertAmount(amount: number | string, rate: number | string = 1): string {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate) ?? { digits: 1n, scale: 0 };
  if (!a) return '';
  return formatScaled(roundTo({ digits: a.digits * r.digits, scale: a.scale + r.scale }, 2), 2);
}

/** Cents of a money string (rounded to 2 decimals); 0 for text that is not a number. */
export function toCents(amount: number | string): bigint {
  const parsed = parseDecimal(amount);
  return parsed ? roundTo(parsed, 2) : 0n;
}

/**
 * The most cents one stored figure holds (the numeric(12, 2) columns of orders, payments and sessions), as
 * much as one amount of the Money rule may be: a figure beyond it is refused, never a failed write.
 */
export const MAX_MONEY_CENTS = 999_999_999_999n;

/** A cent count as a money string: 1999n -> '19.99'. */
export function fromCents(cents: bigint): string {
  return formatScaled(cents, 2);
}

/** Sum of money strings. */
export function addMoney(...amounts: (number | string)[]): string {
  return fromCents(amounts.reduce<bigint>((sum, amount) => sum + toCents(amount), 0n));
}

/** amount x an integer quantity. */
export function multiplyMoney(amount: number | string, quantity: number): string {
  return fromCents(toCents(amount) * BigInt(quantity));
}

/** a - b, never below zero when `floorAtZero`. */
export function subtractMoney(a: number | string, b: number | string, floorAtZero = false): string {
  const difference = toCents(a) - toCents(b);
  return fromCents(floorAtZero && difference < 0n ? 0n : difference);
}

/**
 * An amount in a currency's smallest unit, as payment providers want it: cents for most currencies,
 * whole units for zero-decimal currencies (JPY, KRW...).
 */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
export function toMinorUnits(amount: string, currency: string): number {
  const places = ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
  const parsed = parseDecimal(amount);
  return parsed ? Number(roundTo(parsed, places)) : 0;
}
