import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COOKIE, setCookie } from '../../../web/src/app/cookies';
import { MeDocument, MyOrdersDocument } from '../../../web/src/graphql/shop/graphql';
import { ShopApp } from '../../../web/src/shop/ShopApp';
// The lazy chunks, loaded up front: jest's ES module loader can fail two dynamic imports racing for a
// shared dependency ("request for 'react/jsx-runtime' is not in cache").
import '../../../web/src/shop/account/AccountPage';
import '../../../web/src/shop/auth/LoginPage';
import '../../../web/src/shop/layout/SearchBox';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from './shop-test-utils';

function renderShop(path: string, mocks: MockedResponse[] = []) {
  render(
    <ShopTestProviders path={path} shopProviders={false} mocks={[publicConfigMock(null), ...mocks]}>
      <ShopApp />
    </ShopTestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(clearCookies);

describe('storefront routes and guards (spec section 2)', () => {
  it('sends a visitor from /account to /login', async () => {
    renderShop('/account');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: messages['shop.login.title'] })).toBeTruthy();
    // Issue 20: spec 8's 'Please login first' says why.
    expect(screen.getByTestId('login-first').textContent).toBe(messages['common.server.pleaseLoginFirst']);
  });

  it('shows the signed-in shopper on /account', async () => {
    setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
    const me: MockedResponse = {
      request: { query: MeDocument },
      result: { data: { me: { __typename: 'Customer', id: 7, firstName: 'Mei', lastName: 'Chan', email: 'mei@example.com' } } },
    };
    const orders: MockedResponse = { request: { query: MyOrdersDocument, variables: { language: 'en_us' } }, result: { data: { myOrders: [] } } };
    renderShop('/account', [me, orders]);
    expect(await screen.findByText('mei@example.com')).toBeTruthy();
    expect(screen.getByTestId('shop-account-name').textContent).toBe('Mei Chan');
    fireEvent.click(screen.getByRole('tab', { name: messages['shop.account.tab.orders'] }));
    expect(await screen.findByText(messages['shop.order.none']!)).toBeTruthy();
    expect(location()).toBe('/account');
  });

  it('keeps the title of a page opened from a link, and names the home page after the shop', async () => {
    renderShop('/login');
    await screen.findByRole('heading', { name: messages['shop.login.title'] });
    // The settings have come (the header shows the shop's name) and the page's title is still its own.
    await screen.findAllByText('Tea House');
    expect(document.title).toBe(messages['shop.login.title']);
    fireEvent.click(screen.getByTestId('shop-brand'));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(document.title).toBe('Tea House'));
  });

  it('sends unknown paths home', async () => {
    renderShop('/no/such/page');
    await waitFor(() => expect(location()).toBe('/'));
  });
});
