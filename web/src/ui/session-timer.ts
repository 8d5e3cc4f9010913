/**
 * The session timer of spec section 4, shared by the storefront and the back office (no area imports):
 * the token is refreshed 10 minutes before it expires; a session found already expired is cleared, the
 * user told 'Login expired / Please log in again' and sent to the area's home 1 second later; a failed
 * refresh logs out. The area supplies the effects (how to refresh, clear, navigate); this module only
 * decides when. Timers are plain setTimeout, so jest's fake timers drive it.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 10 * 60 * 1000;
export const EXPIRED_REDIRECT_DELAY_MS = 1000;
/** setTimeout's longest delay (about 24.8 days; token lifetimes may be 30 days): longer waits are chained. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export type ExpiryValue = string | number | Date | null | undefined;

/** An expiry (ISO date text, epoch milliseconds or a Date) as epoch milliseconds; undefined if unreadable. */
export function parseExpiry(value: ExpiryValue): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

export type SessionPlan =
  /** No expiry known: nothing to do. */
  | { kind: 'none' }
  | { kind: 'expired' }
  /** Refresh after `inMs` (0: now). */
  | { kind: 'refresh'; inMs: number };

/**
 * When to act on a token expiring at `expiredAt`. Normally 10 minutes before expiry. Right after a
 * refresh (`refreshedAt`), never before half the new token's life: with a lifetime under 10 minutes
 * (the server allows 5) every new token would otherwise be refreshed at once, in a loop.
 */
export function planSession(expiredAt: ExpiryValue, now: number, refreshedAt?: number): SessionPlan {
  const expiry = parseExpiry(expiredAt);
  if (expiry === undefined) return { kind: 'none' };
  if (expiry <= now) return { kind: 'expired' };
  let refreshAt = expiry - REFRESH_BEFORE_EXPIRY_MS;
  if (refreshedAt !== undefined) refreshAt = Math.max(refreshAt, refreshedAt + (expiry - refreshedAt) / 2);
  return { kind: 'refresh', inMs: Math.max(0, Math.ceil(refreshAt - now)) };
}

export interface SessionTimerOptions {
  /** The current token's expiry (e.g. read from the expiry cookie); read again at every decision. */
  getExpiredAt: () => ExpiryValue;
  /** Gets a new token and stores it with its expiry (7-day cookies); rejects when the refresh fails. */
  refresh: () => Promise<unknown>;
  /**
   * The session has expired: clear it and show 'Login expired / Please log in again'. May answer a
   * promise that settles once the message is on screen: the user then reads it for the whole delay,
   * however long a busy device takes to render it.
   */
  onExpired: () => void | PromiseLike<void>;
  /** EXPIRED_REDIRECT_DELAY_MS after onExpired (or after its promise settled): go to the area's home. */
  onExpiredRedirect: () => void;
  /** A refresh failed: log out. */
  onRefreshFailed: (error: unknown) => void;
  now?: () => number;
}

export interface SessionTimer {
  /** Decides again now, e.g. when the page becomes visible after the computer slept (timers lag then). */
  check: () => void;
  stop: () => void;
}

export function startSessionTimer(options: SessionTimerOptions): SessionTimer {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Expired or failed: the session is over, nothing more to schedule. */
  let ended = false;
  let refreshing = false;
  let refreshedAt: number | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const refresh = () => {
    refreshing = true;
    options.refresh().then(
      () => {
        refreshing = false;
        refreshedAt = now();
        check();
      },
      (error: unknown) => {
        refreshing = false;
        if (stopped || ended) return;
        ended = true;
        options.onRefreshFailed(error);
      },
    );
  };

  function check(): void {
    if (stopped || ended || refreshing) return;
    clear();
    const plan = planSession(options.getExpiredAt(), now(), refreshedAt);
    if (plan.kind === 'expired') {
      ended = true;
      const scheduleRedirect = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (!stopped) options.onExpiredRedirect();
        }, EXPIRED_REDIRECT_DELAY_MS);
      };
      const shown = options.onExpired();
      if (shown) void Promise.resolve(shown).then(scheduleRedirect, scheduleRedirect);
      else scheduleRedirect();
    } else if (plan.kind === 'refresh') {
      if (plan.inMs === 0) refresh();
      else timer = setTimeout(check, Math.min(plan.inMs, MAX_TIMER_DELAY_MS));
    }
  }

  check();
  return {
    check,
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
