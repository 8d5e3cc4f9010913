import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COOKIE, getCookie } from '../../../web/src/app/cookies';
import { LoginDocument } from '../../../web/src/graphql/shop/graphql';
import LoginPage from '../../../web/src/shop/auth/LoginPage';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from './shop-test-utils';

const input = { email: 'demo@example.com', password: 'demo1234' };

function renderLogin(mocks: MockedResponse[] = []) {
  render(
    <ShopTestProviders path="/login" mocks={[publicConfigMock(null), ...mocks]}>
      <LoginPage />
    </ShopTestProviders>,
  );
  fireEvent.change(screen.getByLabelText(messages['shop.field.email']!), { target: { value: input.email } });
  fireEvent.change(screen.getByLabelText(messages['shop.field.password']!), { target: { value: input.password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

const failing = (error: GraphQLError): MockedResponse => ({ request: { query: LoginDocument, variables: { input } }, result: { errors: [error] } });

beforeEach(clearCookies);

describe('shopper login', () => {
  it("keeps only the expiry (7-day cookie; the token is the server's HttpOnly cookie) and goes to the account", async () => {
    const expiredAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    renderLogin([
      { request: { query: LoginDocument, variables: { input } }, result: { data: { login: { __typename: 'AuthToken', token: 'tok', expiredAt } } } },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    // The page never writes the token where its scripts could read it.
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(document.cookie).not.toContain('tok;');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBe(expiredAt);
  });

  it('shows wrong credentials on the email field', async () => {
    renderLogin([
      failing(new GraphQLError('Bad input', { extensions: { code: 'BAD_USER_INPUT', errors: { email: 'These credentials do not match our records.' } } })),
    ]);
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText(messages['shop.field.email']!).getAttribute('aria-invalid')).toBe('true');
  });

  it('says when sign-in is throttled', async () => {
    renderLogin([failing(new GraphQLError('Operation too frequent, please try again later', { extensions: { code: 'TOO_MANY_REQUESTS' } }))]);
    expect((await screen.findByTestId('form-error')).textContent).toBe('Operation too frequent, please try again later');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBeUndefined();
  });
});
