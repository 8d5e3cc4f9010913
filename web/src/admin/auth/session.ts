import { createContext, useContext } from 'react';
import { COOKIE, SESSION_COOKIE_DAYS, getCookie, removeCookie, setCookie } from '../../app/cookies';
import type { CurrentAdminQuery } from '../../graphql/admin/graphql';

export type CurrentAdmin = NonNullable<CurrentAdminQuery['currentAdmin']>;

export interface AdminSession {
  admin: CurrentAdmin;
  /** Reloads the current admin (role, permissions, hidden menus), e.g. after editing one's own role. */
  refresh: () => Promise<unknown>;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only inside the guarded area (<RequireAdmin>). */
export function useAdminSession(): AdminSession {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside <RequireAdmin>');
  return value;
}

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';

/**
 * Set while the 'Login expired' message shows before the session timer's redirect: requests refused
 * meanwhile must not cut the message short by sending the admin to the login page at once.
 */
let sessionEnding = false;

export function markAdminSessionEnding(): void {
  sessionEnding = true;
}

export function isAdminSessionEnding(): boolean {
  return sessionEnding;
}

/**
 * After a sign-in or refresh. The token is in the HttpOnly `admin_token` cookie the server set (no page
 * script can read it); the page keeps only its expiry, for the session timer and as the sign of a session.
 */
export function storeAdminSession(expiredAt: string): void {
  sessionEnding = false;
  setCookie(COOKIE.adminTokenExpiredAt, expiredAt, SESSION_COOKIE_DAYS);
}

/** Whether this browser holds an admin session (its expiry cookie). */
export function hasAdminSession(): boolean {
  return !!getCookie(COOKIE.adminTokenExpiredAt);
}

export function clearAdminToken(): void {
  // (The HttpOnly token cookie is the server's to clear, on logout; this drops a legacy readable one.)
  removeCookie(COOKIE.adminToken);
  removeCookie(COOKIE.adminTokenExpiredAt);
}
