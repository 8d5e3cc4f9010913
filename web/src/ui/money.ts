/**
 * Price display (spec sections 3 and 9): currency mark, a space, the amount times the currency's rate
 * with 2 decimals. An unknown currency uses rate 1 and an empty mark; no currency chosen means the base
 * currency. The arithmetic is done in decimal (BigInt), never in binary floating point, so 1.005 rounds
 * to 1.01 and large amounts stay exact.
 */
export interface CurrencyRate {
  identifier: string;
  rate: number | string;
  mark: string;
}

interface Decimal {
  digits: bigint;
  scale: number;
}

/** Parses a number or a decimal string (optionally with an exponent) into digits x 10^-scale. */
function parseDecimal(value: number | string): Decimal | null {
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

/** Rounds digits x 10^-scale to `places` decimals, half away from zero. */
function toFixedDecimal({ digits, scale }: Decimal, places: number): string {
  let scaled: bigint;
  if (scale <= places) {
    scaled = digits * 10n ** BigInt(places - scale);
  } else {
    const divisor = 10n ** BigInt(scale - places);
    const negative = digits < 0n;
    const abs = negative ? -digits : digits;
    let quotient = abs / divisor;
    if ((abs % divisor) * 2n >= divisor) quotient += 1n;
    scaled = negative ? -quotient : quotient;
  }
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
  return toFixedDecimal({ digits: a.digits * r.digits, scale: a.scale + r.scale }, 2);
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
