import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { OpenCartDocument } from '../../../web/src/graphql/shop/graphql';
import { clearShopperSession, storeShopperSession } from '../../../web/src/shop/auth/shopper-session';
import { HeaderCart } from '../../../web/src/shop/layout/HeaderCart';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse, type PublicConfig } from '../shop/shop-test-utils';
import { CART_ID, cartLine, cartView } from './cart-fixtures';

const MEMBER_CART = 'c0ffee00-0000-4000-8000-00000000000b';

function renderHeader(mocks: MockedResponse[], config: Partial<PublicConfig> = {}) {
  render(
    <ShopTestProviders path="/" mocks={[publicConfigMock(null, config), ...mocks]}>
      <HeaderCart />
    </ShopTestProviders>,
  );
}

const opened = (cartId: string | null, answer: ReturnType<typeof cartView>): MockedResponse => ({
  request: { query: OpenCartDocument, variables: { cartId, language: 'en_us' } },
  result: { data: { openCart: answer } },
});

/** The count as the button's name says it, 'Shopping cart, 2 items' (the badge keeps showing its last number while it fades out). */
const count = () => /(\d+) items?/.exec(screen.getByTestId('shop-cart').getAttribute('aria-label') ?? '')?.[1];
const badge = () => screen.getByTestId('shop-cart-count').textContent;

beforeEach(clearCookies);

describe('mini-cart', () => {
  it('shows the unit count and opens the lines, the subtotal and the links', async () => {
    setCookie(COOKIE.cartId, CART_ID);
    renderHeader([opened(CART_ID, cartView(CART_ID, [cartLine(1, 11, 2), cartLine(2, 12, 1)]))]);
    await waitFor(() => expect(badge()).toBe('3'));
    fireEvent.click(screen.getByTestId('shop-cart'));
    const popover = await screen.findByRole('dialog', { name: messages['shop.header.cart'] });
    // The panel loads when the popover first opens.
    expect(await within(popover).findByTestId('cart-line-1')).toBeTruthy();
    expect(within(popover).getByTestId('mini-cart-subtotal').textContent).toBe('HK$300.00');
    expect(within(popover).getByRole('link', { name: messages['shop.cart.checkout'] }).getAttribute('href')).toBe('/checkout');
    expect(within(popover).getByRole('link', { name: messages['shop.cart.view'] }).getAttribute('href')).toBe('/cart');
  });

  it('asks nothing of the server for a visitor without a cart_id', async () => {
    // Were the cart asked for, this answer would show 2 units.
    renderHeader([opened(null, cartView(CART_ID, [cartLine(1, 11, 2)]))]);
    await waitFor(() => expect(count()).toBe('0'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(count()).toBe('0');
    expect(getCookie(COOKIE.cartId)).toBeUndefined();
  });

  it('is hidden in catalog mode', async () => {
    renderHeader([], { catalogMode: true });
    await act(async () => undefined);
    expect(screen.queryByTestId('shop-cart')).toBeNull();
  });

  it('is hidden from a visitor in member-only mode', async () => {
    renderHeader([], { memberOnly: true });
    await act(async () => undefined);
    expect(screen.queryByTestId('shop-cart')).toBeNull();
  });

  it('opens the cart again on login (the guest cart joins the member cart) and empties it on logout', async () => {
    setCookie(COOKIE.cartId, CART_ID);
    renderHeader([opened(CART_ID, cartView(CART_ID, [cartLine(1, 11, 1)])), opened(CART_ID, cartView(MEMBER_CART, [cartLine(1, 11, 1), cartLine(3, 13, 4)]))]);
    await waitFor(() => expect(badge()).toBe('1'));
    act(() => storeShopperSession(new Date(Date.now() + 3600_000).toISOString()));
    await waitFor(() => expect(badge()).toBe('5'));
    expect(count()).toBe('5');
    expect(getCookie(COOKIE.cartId)).toBe(MEMBER_CART);
    act(() => clearShopperSession());
    await waitFor(() => expect(count()).toBe('0'));
    expect(getCookie(COOKIE.cartId)).toBeUndefined();
  });
});
