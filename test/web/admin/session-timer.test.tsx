import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AdminLogoutDocument, RefreshAdminTokenDocument } from '../../../web/src/graphql/admin/graphql';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { useAdminSessionTimer } from '../../../web/src/admin/auth/useAdminSessionTimer';
import { EXPIRED_REDIRECT_DELAY_MS, REFRESH_BEFORE_EXPIRY_MS, planSession, startSessionTimer } from '../../../web/src/ui/session-timer';
import { SessionExpiredDialog } from '../../../web/src/ui/SessionExpiredDialog';
import { AdminTestProviders, clearCookies, makeAdmin } from './admin-test-utils';

const MINUTE = 60 * 1000;

/** What the admin layout does with the timer: run it and show the expiry message. */
function TimerHarness() {
  const { expired, onMessageShown } = useAdminSessionTimer();
  return <SessionExpiredDialog open={expired} onShown={onMessageShown} />;
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The token itself is the server's HttpOnly cookie: the page holds only its expiry. */
function signIn(expiresInMs: number) {
  setCookie(COOKIE.adminTokenExpiredAt, new Date(Date.now() + expiresInMs).toISOString());
}

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
});

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe('session timer scheduling (pure)', () => {
  it('plans the refresh 10 minutes before expiry', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(planSession(new Date(now + 60 * MINUTE).toISOString(), now)).toEqual({ kind: 'refresh', inMs: 50 * MINUTE });
    expect(planSession(now + 5 * MINUTE, now)).toEqual({ kind: 'refresh', inMs: 0 });
    expect(planSession(now - 1, now)).toEqual({ kind: 'expired' });
    expect(planSession(undefined, now)).toEqual({ kind: 'none' });
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(10 * MINUTE);
  });

  it('does not refresh in a loop when tokens live less than 10 minutes', () => {
    const now = 1_000_000;
    // Just refreshed, new 5-minute token: wait half its life rather than refreshing at once.
    expect(planSession(now + 5 * MINUTE, now, now)).toEqual({ kind: 'refresh', inMs: 2.5 * MINUTE });
  });

  it('counts the redirect second from when the expiry message is on screen', async () => {
    let showMessage: () => void = () => undefined;
    const redirect = jest.fn();
    startSessionTimer({
      getExpiredAt: () => Date.now() - 1,
      refresh: () => Promise.resolve(),
      onExpired: () => new Promise<void>((resolve) => (showMessage = resolve)),
      onExpiredRedirect: redirect,
      onRefreshFailed: jest.fn(),
    });
    // A slow device takes 700 ms to render the message: the redirect still waits a full second after it.
    await jest.advanceTimersByTimeAsync(700);
    showMessage();
    await jest.advanceTimersByTimeAsync(EXPIRED_REDIRECT_DELAY_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('chains waits longer than setTimeout allows (30-day tokens)', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const expiry = Date.now() + 30 * 24 * 60 * MINUTE;
    const timer = startSessionTimer({
      getExpiredAt: () => expiry,
      refresh,
      onExpired: jest.fn<() => void>(),
      onExpiredRedirect: jest.fn(),
      onRefreshFailed: jest.fn(),
    });
    await jest.advanceTimersByTimeAsync(30 * 24 * 60 * MINUTE - 10 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });
});

describe('admin session timer (spec section 4)', () => {
  it('refreshes the admin token 10 minutes before expiry and stores the new token and expiry', async () => {
    signIn(60 * MINUTE);
    const newExpiry = new Date(Date.now() + 120 * MINUTE).toISOString();
    const refreshed = jest.fn(() => ({
      data: { refreshAdminToken: { __typename: 'AuthToken' as const, token: 'new-token', expiredAt: newExpiry } },
    }));
    render(
      <AdminTestProviders path="/admin/setting" mocks={[{ request: { query: RefreshAdminTokenDocument }, result: refreshed, delay: 0 }]}>
        <TimerHarness />
      </AdminTestProviders>,
    );

    await advance(50 * MINUTE - 1000);
    expect(refreshed).not.toHaveBeenCalled();

    await advance(1000);
    await advance(50); // the mocked answer
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('new-token');
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBe(newExpiry);
    expect(screen.getByTestId('location').textContent).toBe('/admin/setting');
  });

  it('when already expired: clears the session, says "Login expired", goes to /admin after 1 second', async () => {
    signIn(-1000);
    render(
      <AdminTestProviders path="/admin/setting" admin={makeAdmin(undefined, { expiredAt: new Date(Date.now() - 1000).toISOString() })}>
        <TimerHarness />
      </AdminTestProviders>,
    );
    await advance(0);

    expect(screen.getByText('Login expired')).toBeTruthy();
    expect(screen.getByText('Please log in again')).toBeTruthy();
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBeUndefined();

    await advance(EXPIRED_REDIRECT_DELAY_MS - 1);
    expect(screen.getByTestId('location').textContent).toBe('/admin/setting');
    await advance(1);
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it('logs out when the refresh fails (session cleared, storefront home)', async () => {
    signIn(5 * MINUTE);
    const loggedOut = jest.fn(() => ({ data: { adminLogout: true } }));
    render(
      <AdminTestProviders
        path="/admin/setting"
        mocks={[
          { request: { query: RefreshAdminTokenDocument }, error: new Error('network down'), delay: 0 },
          { request: { query: AdminLogoutDocument }, result: loggedOut, delay: 0 },
        ]}
      >
        <TimerHarness />
      </AdminTestProviders>,
    );
    await advance(100);

    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBeUndefined();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
