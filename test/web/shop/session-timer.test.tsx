import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { LogoutDocument, RefreshTokenDocument } from '../../../web/src/graphql/shop/graphql';
import { ShopperSessionTimer } from '../../../web/src/shop/auth/ShopperSessionTimer';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from './shop-test-utils';

const MINUTE = 60 * 1000;

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** A signed-in shopper whose token expires `expiresInMs` from now (negative: already expired); the token itself is the server's HttpOnly cookie. */
function signIn(expiresInMs: number) {
  setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + expiresInMs).toISOString());
  setCookie(COOKIE.cartId, 'cart-1');
}

function renderTimer(mocks: MockedResponse[] = []) {
  render(
    <ShopTestProviders path="/product/green-tea" mocks={[publicConfigMock(null), ...mocks]}>
      <ShopperSessionTimer />
    </ShopTestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
});

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe('shopper session timer (spec section 4)', () => {
  it("clears an expired session, shows 'Login expired' and goes home after 1000 ms", async () => {
    signIn(-MINUTE);
    renderTimer();
    await advance(0);

    expect(screen.getByText(messages['common.session.expired']!)).toBeTruthy();
    expect(screen.getByText(messages['common.session.loginAgain']!)).toBeTruthy();
    expect(messages['common.session.expired']).toBe('Login expired');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBeUndefined();
    expect(getCookie(COOKIE.cartId)).toBeUndefined();

    await advance(999);
    expect(location()).toBe('/product/green-tea');
    await advance(1);
    expect(location()).toBe('/');
    await advance(500); // the dialog's closing transition
    expect(screen.queryByText(messages['common.session.expired']!)).toBeNull();
  });

  it('refreshes the token 10 minutes before expiry and keeps the shopper where they are', async () => {
    signIn(60 * MINUTE);
    const newExpiry = new Date(Date.now() + 120 * MINUTE).toISOString();
    const refreshed = jest.fn(() => ({ data: { refreshToken: { __typename: 'AuthToken' as const, token: 'new-token', expiredAt: newExpiry } } }));
    renderTimer([{ request: { query: RefreshTokenDocument }, result: refreshed, delay: 0 }]);

    await advance(50 * MINUTE - 1000);
    expect(refreshed).not.toHaveBeenCalled();
    await advance(1000);
    await advance(50);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('new-token');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBe(newExpiry);
    expect(getCookie(COOKIE.cartId)).toBe('cart-1');
    expect(location()).toBe('/product/green-tea');
  });

  it('logs out when the refresh fails', async () => {
    signIn(5 * MINUTE);
    renderTimer([
      { request: { query: RefreshTokenDocument }, result: { errors: [new GraphQLError('Unauthenticated', { extensions: { code: 'UNAUTHENTICATED' } })] } },
      { request: { query: LogoutDocument }, result: { data: { logout: true } } },
    ]);
    await advance(100);
    expect(getCookie(COOKIE.tokenExpiredAt)).toBeUndefined();
    expect(getCookie(COOKIE.cartId)).toBeUndefined();
    expect(location()).toBe('/');
  });
});
