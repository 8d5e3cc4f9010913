/**
 * The shop's cookies (spec section 9) and the few helpers that read and write them. Every cookie is set on
 * path `/` so the storefront and the back office see the same values.
 */
export const COOKIE = {
  cartId: 'cart_id',
  token: 'token',
  // Spec section 9 names this cookie token_expired_time (kept 7 days).
  tokenExpiredAt: 'token_expired_time',
  adminToken: 'admin_token',
  adminTokenExpiredAt: 'admin_token_expired_at',
  currency: 'currency',
  language: 'language',
  adminLanguage: 'admin_language',
  facebookLogin: 'facebook_login',
} as const;

/**
 * The header naming the area (`shop` or `admin`) whose HttpOnly session cookie the server should use
 * (server/modules/auth/session-cookies.ts); the page itself never sees a token.
 */
export const SESSION_AREA_HEADER = 'X-Session-Area';

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

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
