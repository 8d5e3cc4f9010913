import { useContext, useSyncExternalStore } from 'react';
import { COOKIE, SESSION_COOKIE_DAYS, getCookie, removeCookie, setCookie } from '../../app/cookies';
import { FirstRenderContext } from '../../app/server-render';

/**
 * The shopper's session lives in cookies (spec section 9): the token in `token`, which the server sets
 * HttpOnly so that no page script (the merchant's injected ones included) can read it, and its expiry in
 * `token_expired_time`, which the page keeps for the session timer and as the sign of being signed in.
 * Components subscribe here so that signing in or out anywhere (login page, session timer, logout
 * button) re-renders the header and the guards at once, without a context to thread through.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeShopperSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session's marker (undefined for a visitor): its expiry, which changes with every sign-in and
 * refresh. The token itself is out of the page's reach.
 */
export function shopperToken(): string | undefined {
  return getCookie(COOKIE.tokenExpiredAt) || undefined;
}

/** When the shopper token expires (ISO date text), as stored at sign-in or refresh. */
export function shopperTokenExpiry(): string | undefined {
  return getCookie(COOKIE.tokenExpiredAt) || undefined;
}

/** After a sign-in or refresh: the server has set the token cookie; the page keeps the expiry. */
export function storeShopperSession(expiredAt: string): void {
  setCookie(COOKIE.tokenExpiredAt, expiredAt, SESSION_COOKIE_DAYS);
  notify();
}

/**
 * Ends the session in the browser (spec section 4): the token, its expiry, the cart (a cart belongs to
 * the session) and the social-login flag.
 */
export function clearShopperSession(): void {
  // (The HttpOnly token cookie is the server's to clear, on logout; this drops a legacy readable one.)
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.tokenExpiredAt);
  removeCookie(COOKIE.cartId);
  removeCookie(COOKIE.facebookLogin);
  notify();
}

/** The current session's marker (undefined for a visitor); re-renders on sign-in and sign-out. */
export function useShopperToken(): string | undefined {
  // On the server, and while the browser hydrates its HTML, the session the server checked (none on a visitor's page).
  const first = useContext(FirstRenderContext);
  return useSyncExternalStore(subscribeShopperSession, shopperToken, () => first?.session);
}

export const SHOP_LOGIN_PATH = '/login';
export const SHOP_ACCOUNT_PATH = '/account';
