import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { Price } from '../../../web/src/shop/currency/Price';
import { CurrencySwitcher } from '../../../web/src/shop/layout/CurrencySwitcher';
import { ShopTestProviders, clearCookies, messages } from './shop-test-utils';

function renderPrice(amount: number | string) {
  render(
    <ShopTestProviders>
      <CurrencySwitcher />
      <Price amount={amount} />
    </ShopTestProviders>,
  );
}

/** The price once the settings (currencies) have arrived. */
async function shownPrice(expected: string) {
  await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(expected));
}

beforeEach(clearCookies);

describe('price display (spec section 9)', () => {
  it('shows the base currency when none is chosen', async () => {
    renderPrice(10);
    await shownPrice('HK$10.00');
  });

  it('shows the chosen currency (cookie currency): mark, a space, amount x rate with 2 decimals', async () => {
    setCookie(COOKIE.currency, 'USD');
    renderPrice('100');
    await shownPrice('US$12.80');
  });

  it('uses rate 1 and an empty mark for an unknown currency', async () => {
    setCookie(COOKIE.currency, 'EUR');
    renderPrice(10);
    await shownPrice('10.00');
  });

  it('switches currency from the header and remembers it in cookie currency', async () => {
    renderPrice(100);
    await shownPrice('HK$100.00');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${messages['shop.header.currency']}`) }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('USD (US$)'));
    await shownPrice('US$12.80');
    expect(getCookie(COOKIE.currency)).toBe('USD');
  });
});
