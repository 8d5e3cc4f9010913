import { useSyncExternalStore } from 'react';
import { COOKIE, SESSION_COOKIE_DAYS, getCookie, removeCookie, setCookie } from '../../app/cookies';

/**
 * The shopper's session lives in cookies (spec section 9): `token` and its expiry, both kept 7 days.
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

export function shopperToken(): string | undefined {
  return getCookie(COOKIE.token) || undefined;
}

/** When the shopper token expires (ISO date text), as stored at sign-in or refresh. */
export function shopperTokenExpiry(): string | undefined {
  return getCookie(COOKIE.tokenExpiredAt) || undefined;
}

export function storeShopperToken(token: string, expiredAt: string): void {
  setCookie(COOKIE.token, token, SESSION_COOKIE_DAYS);
  setCookie(COOKIE.tokenExpiredAt, expiredAt, SESSION_COOKIE_DAYS);
  notify();
}

/**
 * Ends the session in the browser (spec section 4): the token, its expiry, the cart (a cart belongs to
 * the session) and the social-login flag.
 */
export function clearShopperSession(): void {
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.tokenExpiredAt);
  removeCookie(COOKIE.cartId);
  removeCookie(COOKIE.facebookLogin);
  notify();
}

/** The current shopper token (undefined for a visitor); re-renders on sign-in and sign-out. */
export function useShopperToken(): string | undefined {
  return useSyncExternalStore(subscribeShopperSession, shopperToken, () => undefined);
}

export const SHOP_LOGIN_PATH = '/login';
export const SHOP_ACCOUNT_PATH = '/account';
