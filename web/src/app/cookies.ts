/**
 * The shop's cookies (spec section 9, named in core/cookie-names.ts, which the server reads too) and the
 * few helpers that read and write them. Every cookie is set on path `/` so the storefront and the back
 * office see the same values.
 */
import { COOKIE, type CookieName } from '../../../core/cookie-names';

export { COOKIE, type CookieName };

/**
 * The header naming the area (`shop` or `admin`) whose HttpOnly session cookie the server should use
 * (server/modules/auth/session-cookies.ts); the page itself never sees a token.
 */
export const SESSION_AREA_HEADER = 'X-Session-Area';

/** Lifetime of the token and expiry cookies (spec: 7 days). */
export const SESSION_COOKIE_DAYS = 7;
/** Lifetime of preference cookies (language, currency). */
export const PREFERENCE_COOKIE_DAYS = 365;

export function getCookie(name: CookieName): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return undefined;
}

export function setCookie(name: CookieName, value: string, days: number = SESSION_COOKIE_DAYS): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: CookieName): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
