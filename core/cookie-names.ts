/**
 * The shop's cookies (spec section 9), named once for the web app that writes most of them
 * (web/src/app/cookies.ts) and the server that reads them (the HttpOnly session cookies it writes itself,
 * the language, currency, cart and session marker a page is rendered with: server/ssr/).
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

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];
