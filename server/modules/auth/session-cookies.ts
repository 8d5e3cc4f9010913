import type { Request, Response } from 'express';
import { COOKIE } from '../../../core/cookie-names.js';
import type { Audience } from './token.js';

/**
 * Tokens out of reach of page scripts (issue 12, section 3). The server keeps the web app's tokens in
 * HttpOnly, SameSite=Strict cookies that it sets on sign-in and refresh and clears on sign-out: the
 * merchant's scripts injected into the storefront (same origin as /admin) can not read them. API clients
 * keep sending `Authorization: Bearer`, which wins over a cookie.
 *
 * Which cookie a request uses: the shopper's (`token`) and the admin's (`admin_token`) are separate, and a
 * browser sends both on every request, so the web app names its area in the `X-Session-Area` header
 * (`admin` or `shop`); without it, `/api/admin/...` means the admin's and anything else the shopper's.
 *
 * CSRF: a write authenticated by cookie must come from this shop's own pages: its Origin (or, without
 * one, its Referer) must be the request's own origin or PUBLIC_URL's, else 403. Bearer requests are
 * exempt (a cross-site page can not set that header).
 */
export const SESSION_COOKIES: Record<Audience, string> = { shopper: COOKIE.token, admin: COOKIE.adminToken };
export const SESSION_AREA_HEADER = 'x-session-area';
/** Spec section 9: the token cookies are kept 7 days (an expired token answers 'Login expired'). */
const COOKIE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused';

export interface RequestToken {
  /** The header's value as it came ("Bearer ..."), or one made of the cookie's token. */
  authorization?: string;
  fromCookie: boolean;
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}

function areaOf(req: Request): Audience {
  const area = String(req.headers[SESSION_AREA_HEADER] ?? '').toLowerCase();
  if (area === 'admin') return 'admin';
  if (area === 'shop') return 'shopper';
  return /^\/api\/admin(\/|$)/.test(req.originalUrl) ? 'admin' : 'shopper';
}

/** The request's credential: the Authorization header, else the cookie of its area. */
export function requestToken(req: Request): RequestToken {
  if (req.headers.authorization) return { authorization: req.headers.authorization, fromCookie: false };
  const token = readCookie(req, SESSION_COOKIES[areaOf(req)]);
  return token ? { authorization: `Bearer ${token}`, fromCookie: true } : { fromCookie: false };
}

/** Whether a cookie-authenticated request may go on: reads always, writes only from our own origin. */
export function crossSiteAllowed(req: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  let origin = req.headers.origin;
  if (!origin && req.headers.referer) {
    try {
      origin = new URL(req.headers.referer).origin;
    } catch {
      return false;
    }
  }
  if (!origin) return false;
  const own = [`${req.protocol}://${req.get('host')}`, new URL(publicUrl).origin];
  return own.includes(origin);
}

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: req.secure, path: '/' };
}

/** What AuthService calls to hand a token to the browser, or take it back (a no-op outside HTTP). */
export interface SessionCookieWriter {
  issued(audience: Audience, token: string): void;
  ended(audience: Audience): void;
}

export function sessionCookieWriter(req: Request, res: Response): SessionCookieWriter {
  return {
    issued: (audience, token) => res.cookie(SESSION_COOKIES[audience], token, { ...cookieOptions(req), maxAge: COOKIE_MAX_AGE_MS }),
    ended: (audience) => res.clearCookie(SESSION_COOKIES[audience], cookieOptions(req)),
  };
}
