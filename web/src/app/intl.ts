import type { MessageFormatElement } from 'react-intl';
import { COOKIE, getCookie } from './cookies';

/** UI locales of the product (spec section 1). */
export const LOCALES = ['en-US', 'zh-HK', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A catalogue: compiled by the build (web/vite.config.ts, areaMessages), as text in component tests. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

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

/** Whose messages: the storefront's catalogue leaves out the back office's and the mails'. */
export type MessageArea = 'shop' | 'admin';

/**
 * The message catalogues of i18n/ (shared with the server), each loaded only when its locale and area
 * are used. `virtual:messages/<locale>/<area>` is made by web/vite.config.ts from i18n/<locale>.json: the
 * storefront's leaves out `admin.*` and `mail.*` (two thirds of the file, and a shopper's first visit
 * downloads it). The imports sit in a function so that importing this module outside Vite (jest
 * component tests) does not resolve them.
 */
const catalogues = (): Record<string, () => Promise<{ default: Messages }>> => ({
  'en-US/shop': () => import('virtual:messages/en-US/shop'),
  'zh-HK/shop': () => import('virtual:messages/zh-HK/shop'),
  'zh-CN/shop': () => import('virtual:messages/zh-CN/shop'),
  'en-US/admin': () => import('virtual:messages/en-US/admin'),
  'zh-HK/admin': () => import('virtual:messages/zh-HK/admin'),
  'zh-CN/admin': () => import('virtual:messages/zh-CN/admin'),
});
const loaded = new Map<string, Messages>();

export function cachedMessages(locale: Locale, area: MessageArea): Messages | undefined {
  return loaded.get(`${locale}/${area}`);
}

export async function loadMessages(locale: Locale, area: MessageArea): Promise<Messages> {
  const key = `${locale}/${area}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = catalogues()[key];
  const messages = load ? (await load()).default : {};
  loaded.set(key, messages);
  return messages;
}
