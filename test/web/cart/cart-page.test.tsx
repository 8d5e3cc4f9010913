import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COOKIE, setCookie } from '../../../web/src/app/cookies';
import { OpenCartDocument, RemoveCartItemDocument, UpdateCartItemDocument } from '../../../web/src/graphql/shop/graphql';
import { CartPage } from '../../../web/src/shop/cart/CartPage';
import { CHANGED_LINE_CLASS } from '../../../web/src/shop/cart/CartLineRow';
import { advance, useFakeTimers, useRealTimers } from '../catalog/catalog-test-utils';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse, type PublicConfig } from '../shop/shop-test-utils';
import { CART_ID, cartLine, cartView } from './cart-fixtures';

const opened = (items = [cartLine(1, 11, 2), cartLine(2, 12, 1)]): MockedResponse => ({
  request: { query: OpenCartDocument, variables: { cartId: CART_ID, language: 'en_us' } },
  result: { data: { openCart: cartView(CART_ID, items) } },
});

function renderCart(mocks: MockedResponse[], config: Partial<PublicConfig> = {}) {
  render(
    <ShopTestProviders path="/cart" mocks={[publicConfigMock(null, config), ...mocks]}>
      <CartPage />
    </ShopTestProviders>,
  );
}

const quantity = (id: number) => screen.getByTestId(`cart-quantity-${id}`) as HTMLInputElement;
const line = (id: number) => screen.getByTestId(`cart-line-${id}`);

beforeEach(() => {
  clearCookies();
  setCookie(COOKIE.cartId, CART_ID);
});

afterEach(useRealTimers);

describe('cart page (/cart)', () => {
  it('lists the lines with options, unit price and line total in the chosen currency', async () => {
    setCookie(COOKIE.currency, 'USD');
    renderCart([opened()]);
    await screen.findByTestId('cart-line-1');
    expect(within(line(1)).getByRole('link', { name: 'Teapot 1' }).getAttribute('href')).toBe('/product/teapot-1');
    expect(within(line(1)).getByTestId('cart-line-options').textContent).toBe('Blue / Large');
    // USD at 0.128: 100.00 -> 12.80, 200.00 -> 25.60, subtotal 300.00 -> 38.40.
    expect(within(line(1)).getByTestId('cart-line-unit-price').textContent).toBe('US$12.80');
    expect(within(line(1)).getByTestId('cart-line-total').textContent).toBe('US$25.60');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('US$38.40');
    expect(quantity(1).value).toBe('2');
  });

  it('asks before deleting a line set to 0, and cancelling puts the quantity back', async () => {
    renderCart([opened()]);
    await screen.findByTestId('cart-line-1');
    fireEvent.change(quantity(1), { target: { value: '0' } });
    fireEvent.blur(quantity(1));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages['shop.cart.deleteConfirm']!)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: messages['common.action.cancel'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(quantity(1).value).toBe('2');
    expect(screen.getByTestId('cart-line-1')).toBeTruthy();
  });

  it('asks the same for an emptied field, and deletes the line once confirmed', async () => {
    const removed: MockedResponse = {
      request: { query: RemoveCartItemDocument, variables: { input: { cartId: CART_ID, itemId: 1 }, language: 'en_us' } },
      result: { data: { removeCartItem: cartView(CART_ID, [cartLine(2, 12, 1)]) } },
    };
    renderCart([opened(), removed]);
    await screen.findByTestId('cart-line-1');
    fireEvent.change(quantity(1), { target: { value: '' } });
    fireEvent.keyDown(quantity(1), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: messages['shop.cart.remove'] }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-1')).toBeNull());
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('HK$100.00');
  });

  it('highlights a changed line for 1.8 seconds', async () => {
    const updated: MockedResponse = {
      request: { query: UpdateCartItemDocument, variables: { input: { cartId: CART_ID, itemId: 2, quantity: 3 }, language: 'en_us' } },
      result: { data: { updateCartItem: cartView(CART_ID, [cartLine(1, 11, 2), cartLine(2, 12, 3)]) } },
    };
    renderCart([opened(), updated]);
    await screen.findByTestId('cart-line-2');
    useFakeTimers();
    fireEvent.change(quantity(2), { target: { value: '3' } });
    fireEvent.blur(quantity(2));
    for (let i = 0; i < 20 && line(2).querySelector('[data-testid="cart-line-total"]')?.textContent !== 'HK$300.00'; i += 1) await advance(10);
    expect(screen.getByTestId('cart-line-2').querySelector('[data-testid="cart-line-total"]')?.textContent).toBe('HK$300.00');
    expect(line(2).classList.contains(CHANGED_LINE_CLASS)).toBe(true);
    expect(line(1).classList.contains(CHANGED_LINE_CLASS)).toBe(false);
    await advance(1700);
    expect(line(2).classList.contains(CHANGED_LINE_CLASS)).toBe(true);
    await advance(100);
    expect(line(2).classList.contains(CHANGED_LINE_CLASS)).toBe(false);
  });

  it("refuses more than can be bought in the 'Tip: Shopping Cart' dialog and keeps the quantity", async () => {
    renderCart([opened()]);
    await screen.findByTestId('cart-line-1');
    fireEvent.change(quantity(1), { target: { value: '9' } });
    fireEvent.blur(quantity(1));
    const dialog = await screen.findByRole('dialog', { name: 'Tip: Shopping Cart' });
    expect(within(dialog).getByText('The maximum quantity that can be purchased has been reached.')).toBeTruthy();
    expect(quantity(1).value).toBe('2');
    await act(async () => undefined);
  });

  it('goes home in catalog mode', async () => {
    renderCart([], { catalogMode: true });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
