import countryNames from '../../../i18n/countries.json' with { type: 'json' };
import type { SelectOption } from './form/types';

type Names = Record<string, Record<string, string>>;
const NAMES = countryNames as Names;

/** The ISO 3166-1 alpha-3 codes an address may name (the server's fixed list, server/common/countries.ts). */
export const COUNTRY_CODES = Object.keys(NAMES);

/** A country's name in the UI locale (en-US when the locale has none); the code when unknown. */
export function countryName(code: string, locale: string): string {
  const names = NAMES[code];
  return names?.[locale] ?? names?.['en-US'] ?? code;
}

const cache = new Map<string, SelectOption[]>();

/** The country select's options, sorted by name in the UI locale. */
export function countryOptions(locale: string): SelectOption[] {
  let options = cache.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, options);
  }
  return options;
}
