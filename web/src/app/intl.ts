import { COOKIE, getCookie } from './cookies';

/** UI locales of the product (spec section 1). */
export const LOCALES = ['en-US', 'zh-HK', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export type Messages = Record<string, string>;

/** Content language codes (cookie `language`, settings) onto UI locales. */
const CONTENT_LANGUAGE_LOCALE: Record<string, Locale> = {
  en_us: 'en-US',
  zh_hk: 'zh-HK',
  zh_cn: 'zh-CN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The UI locale for a content language code; unknown codes fall back to the default locale. */
export function localeForContentLanguage(language: string | null | undefined): Locale {
  if (!language) return DEFAULT_LOCALE;
  return CONTENT_LANGUAGE_LOCALE[language.toLowerCase().replace('-', '_')] ?? DEFAULT_LOCALE;
}

/** Back-office locale from cookie `admin_language` (default en-US). */
export function adminLocaleFromCookie(): Locale {
  const value = getCookie(COOKIE.adminLanguage);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The message catalogues of i18n/ (shared with the server), each loaded only when its locale is used.
 * Vite expands `import.meta.glob` at build time; it sits in a function so that merely importing this
 * module outside Vite (jest component tests) does not call it.
 */
// Locale files only (xx-XX.json): i18n/countries.json is data that the address screens import themselves.
const catalogues = () => import.meta.glob<Messages>('../../../i18n/[a-z][a-z]-[A-Z][A-Z].json', { import: 'default' });
const loaded = new Map<Locale, Messages>();

export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const load = catalogues()[`../../../i18n/${locale}.json`];
  const messages = load ? await load() : {};
  loaded.set(locale, messages);
  return messages;
}
