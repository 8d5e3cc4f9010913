/**
 * Money as text, the one way (issue 46): the web app's screens (web/src/ui/money.ts) and the shop's
 * e-mails (server/modules/order/order-mail.ts) write every amount through formatMoney.
 *
 * - The reader's locale writes the number: digit grouping, decimal mark, where the minus sign and the
 *   currency's mark stand (Intl.NumberFormat, style currency): `HK$27,654.00`, `-HK$120.50`.
 * - The currency (ISO 4217, through Intl) decides the decimals: 2 for HKD, USD, CNY; none for JPY.
 * - The mark is the shop's (settings -> currency -> mark, e.g. `HK$`, `US$`, `¥`), the same in every
 *   language, as the currency switcher names it; a currency without a mark shows the locale's symbol.
 *
 * Plain code only (Intl is in every runtime): the web app imports this file directly.
 */

/** The currency an amount is written in: its code and the shop's mark for it (empty: the locale's symbol). */
export interface MoneyCurrency {
  identifier: string | null | undefined;
  mark?: string | null;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's currency format of a currency code; for a code Intl cannot take (not 3 letters), the
 * shape of "no currency" (XXX) with 2 decimals, whose symbol the shop's mark then replaces.
 */
function numberFormat(locale: string, identifier: string | null | undefined): Intl.NumberFormat {
  const code = identifier && /^[A-Za-z]{3}$/.test(identifier) ? identifier.toUpperCase() : 'XXX';
  const key = `${locale}|${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formats.set(key, format);
  }
  return format;
}

/** The decimals the currency is written with (ISO 4217 through Intl): 2 for HKD, 0 for JPY. */
export function currencyDigits(identifier: string): number {
  return numberFormat('en-US', identifier).resolvedOptions().maximumFractionDigits ?? 2;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The parts of the locale's text with the shop's mark in place of the locale's symbol. A mark that ends
 * (or starts) with a letter gets a no-break space beside the digits, as the locale does for a code
 * ("RM 12.00", not "RM12.00"); an empty mark of an unknown currency takes the symbol and its space away.
 */
function withMark(parts: Intl.NumberFormatPart[], mark: string | null): string {
  return parts
    .map((part, index) => {
      if (part.type !== 'currency') return part.value;
      if (mark === null) return part.value;
      if (mark === '') return '';
      const next = parts[index + 1];
      const previous = parts[index - 1];
      if (next?.type === 'integer' && LETTER_OR_DIGIT.test(mark.slice(-1))) return `${mark}\u00a0`;
      if (previous && ['integer', 'fraction'].includes(previous.type) && LETTER_OR_DIGIT.test(mark[0]!)) return `\u00a0${mark}`;
      return mark;
    })
    .join('')
    .replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '')
    .replace(/([-\u2212])[\s\u00a0]+/, '$1');
}

/**
 * An amount as the reader's locale writes it in `currency`: `formatMoney('en-US', '27654', {identifier:
 * 'HKD', mark: 'HK$'})` is `HK$27,654.00`; negative amounts (refunds) with the locale's minus sign. No
 * currency (or an unknown one, spec: an empty mark) gives the number alone, with 2 decimals.
 */
export function formatMoney(locale: string, amount: number | string, currency: MoneyCurrency | null | undefined): string {
  const value = typeof amount === 'number' ? amount : amount.trim();
  // No amount (a field left empty, a figure not there): nothing, rather than a made-up zero.
  if (value === '' || (typeof value === 'number' && !Number.isFinite(value))) return '';
  const known = Boolean(currency?.identifier);
  const format = numberFormat(locale, currency?.identifier);
  // A string goes to Intl as a decimal string (Intl.NumberFormat v3): exact, however many digits.
  const parts = format.formatToParts(value as unknown as number);
  const mark = known ? currency?.mark || (/^[A-Za-z]{3}$/.test(currency?.identifier ?? '') ? null : (currency?.identifier ?? '')) : '';
  return withMark(parts, mark);
}
