import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route } from 'react-router-dom';
import { COOKIE, setCookie } from '../../../web/src/app/cookies';
import {
  CheckoutPaymentMethodsDocument,
  CheckoutQuoteDocument,
  CheckoutShippingMethodsDocument,
  OpenCartDocument,
  PlaceOrderDocument,
} from '../../../web/src/graphql/shop/graphql';
import { CheckoutPage } from '../../../web/src/shop/checkout/CheckoutPage';
import { FullLocation, fullLocation } from '../catalog/catalog-test-utils';
import { pageLoad } from '../../../web/src/app/page-load';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse, type PublicConfig } from '../shop/shop-test-utils';
import { CART_ID, cartLine, cartView } from './cart-fixtures';

const ANY = () => true;
const always = <T,>(mock: T) => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY });

const opened = (items = [cartLine(1, 11, 2)]): MockedResponse =>
  always({ request: { query: OpenCartDocument, variables: { cartId: CART_ID, language: 'en_us' } }, result: { data: { openCart: cartView(CART_ID, items) } } });

const shipping: MockedResponse = always({
  request: { query: CheckoutShippingMethodsDocument, variables: ANY },
  result: {
    data: {
      shippingMethods: [
        { __typename: 'ShippingOption', id: 3, name: 'Courier', description: 'Two days', fee: '30.00', freeAbove: null },
        { __typename: 'ShippingOption', id: 4, name: 'Pick up', description: '', fee: '0.00', freeAbove: null },
      ],
    },
  },
});

const payment: MockedResponse = always({
  request: { query: CheckoutPaymentMethodsDocument, variables: ANY },
  result: {
    data: {
      paymentMethods: [
        { __typename: 'PaymentOption', id: 8, name: 'Cash on delivery', kind: 'cash_on_delivery', instructions: '' },
        { __typename: 'PaymentOption', id: 9, name: 'Bank transfer', kind: 'bank_transfer', instructions: '<p>Pay to account <strong>123-456</strong></p>' },
      ],
    },
  },
});

const quote: MockedResponse = always({
  request: { query: CheckoutQuoteDocument, variables: ANY },
  result: {
    data: {
      checkoutQuote: {
        __typename: 'OrderQuote',
        subtotal: '200.00',
        shippingFee: '30.00',
        discountTotal: '0.00',
        grandTotal: '230.00',
        currency: 'HKD',
        currencyRate: '1',
        currencyMark: 'HK$',
        chargedTotal: '230.00',
        adjustments: [],
        coupons: [],
        invalidCoupons: [],
        lines: [{ __typename: 'CartLine', id: 1, productName: 'Teapot 1', options: 'Blue / Large', quantity: 2, unitPrice: '100.00', lineTotal: '200.00' }],
      },
    },
  },
});

function renderCheckout(mocks: MockedResponse[] = [], config: Partial<PublicConfig> = {}) {
  render(
    <ShopTestProviders
      path="/checkout"
      mocks={[publicConfigMock(null, config), opened(), shipping, payment, quote, ...mocks]}
      routes={<Route path="/checkout" element={<CheckoutPage />} />}
    >
      <FullLocation />
    </ShopTestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const placeOrder = () => screen.getByTestId('place-order');
const field = (name: string) => document.getElementById(name) as HTMLInputElement;

/** Fills in the guest's email and a shipping address in Hong Kong. */
async function fillGuest() {
  await screen.findByTestId('place-order');
  fireEvent.change(field('email'), { target: { value: 'guest@example.com' } });
  fireEvent.change(field('shippingAddress.firstName'), { target: { value: 'Mei' } });
  fireEvent.change(field('shippingAddress.lastName'), { target: { value: 'Chan' } });
  fireEvent.change(field('shippingAddress.contactNumber'), { target: { value: '2345 6789' } });
  fireEvent.change(field('shippingAddress.address'), { target: { value: '1 Nathan Road' } });
  // Role queries over the long country list are slow in jsdom: the list is found by role, the option by text.
  fireEvent.mouseDown(within(screen.getByTestId('checkout-addresses')).getByRole('combobox'));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('Hong Kong SAR China'));
}

async function chooseMethods() {
  fireEvent.click(within(await screen.findByTestId('shippingMethodId-3')).getByRole('radio'));
  fireEvent.click(within(await screen.findByTestId('paymentMethodId-8')).getByRole('radio'));
}

beforeEach(() => {
  clearCookies();
  setCookie(COOKIE.cartId, CART_ID);
});

describe('checkout guard (spec section 2)', () => {
  it('sends a visitor to /login when guest checkout is off', async () => {
    renderCheckout([], { guestCheckout: false });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('sends a visitor to /login in member-only mode', async () => {
    renderCheckout([], { memberOnly: true });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('goes home in catalog mode', async () => {
    renderCheckout([], { catalogMode: true });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('lets a guest check out when guest checkout is on', async () => {
    renderCheckout();
    expect(await screen.findByRole('button', { name: messages['shop.checkout.placeOrder'] })).toBeTruthy();
    expect(location()).toBe('/checkout');
  });
});

describe('checkout form', () => {
  it('shows the rules on their fields when submitted empty, and places nothing', async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: messages['shop.checkout.placeOrder'] }));
    expect(await screen.findByText(messages['shop.form.checkFields']!)).toBeTruthy();
    const required = messages['shop.validation.required']!;
    expect(within(screen.getByTestId('checkout-contact')).getByText(required)).toBeTruthy();
    const addresses = screen.getByTestId('checkout-addresses');
    expect(within(addresses).getAllByText(required).length).toBeGreaterThanOrEqual(5);
    expect(within(screen.getByTestId('checkout-shipping')).getByText(required)).toBeTruthy();
    expect(within(screen.getByTestId('checkout-payment')).getByText(required)).toBeTruthy();
    expect(location()).toBe('/checkout');
  });

  it('checks the email pattern', async () => {
    renderCheckout();
    await screen.findByRole('button', { name: messages['shop.checkout.placeOrder'] });
    fireEvent.change(field('email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(field('email'));
    expect(await within(screen.getByTestId('checkout-contact')).findByText(messages['shop.validation.invalid']!)).toBeTruthy();
  });

  it('shows the fee of each shipping method and the bank transfer instructions', async () => {
    renderCheckout();
    expect((await screen.findByTestId('shipping-fee-3')).textContent).toBe('HK$30.00');
    expect(screen.getByTestId('shipping-fee-4').textContent).toBe(messages['shop.checkout.freeShipping']);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    expect((await screen.findByTestId('payment-instructions')).innerHTML).toBe('<p>Pay to account <strong>123-456</strong></p>');
    expect((await screen.findByTestId('review-total')).textContent).toBe('HK$230.00');
  });

  it('places the order and shows the order number page', async () => {
    const placed: MockedResponse = {
      request: {
        query: PlaceOrderDocument,
        variables: {
          language: 'en_us',
          input: {
            cartId: CART_ID,
            currency: 'HKD',
            email: 'guest@example.com',
            shippingAddressId: null,
            shippingAddress: { firstName: 'Mei', lastName: 'Chan', country: 'HKG', contactNumber: '2345 6789', address: '1 Nathan Road' },
            billingSameAsShipping: true,
            billingAddressId: null,
            billingAddress: null,
            shippingMethodId: 3,
            paymentMethodId: 8,
            remark: null,
            newsletter: false,
            points: null,
          },
        },
      },
      result: {
        data: {
          placeOrder: {
            __typename: 'PlacedOrder',
            id: 1,
            orderNumber: 'SO-1001',
            status: 'pending',
            paymentKind: 'cash_on_delivery',
            accessKey: 'k1',
            stripeKey: null,
            chargedTotal: '230.00',
            currency: 'HKD',
          },
        },
      },
    };
    renderCheckout([placed]);
    await fillGuest();
    await chooseMethods();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(fullLocation()).toBe('/order/success?order_number=SO-1001'));
  });

  it("goes to the card page with the payment's stripe_key (not the order number) for Stripe", async () => {
    const placed: MockedResponse = {
      request: { query: PlaceOrderDocument, variables: ANY },
      result: {
        data: {
          placeOrder: {
            __typename: 'PlacedOrder',
            id: 2,
            orderNumber: 'SO-1002',
            status: 'pending',
            paymentKind: 'stripe',
            accessKey: 'secret-key',
            stripeKey: 'pay-key-1',
            chargedTotal: '230.00',
            currency: 'HKD',
          },
        },
      },
    };
    // A full page load (the card page's CSP admits Stripe.js), not a route change in place.
    const load = jest.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    try {
      renderCheckout([placed]);
      await fillGuest();
      await chooseMethods();
      fireEvent.click(placeOrder());
      await waitFor(() => expect(load).toHaveBeenCalledWith('/stripe?stripe_key=pay-key-1'));
    } finally {
      load.mockRestore();
    }
  });

  it('shows a server field error on its field', async () => {
    const refused: MockedResponse = {
      request: { query: PlaceOrderDocument, variables: ANY },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', errors: { 'shippingAddress.contactNumber': 'Number refused by the shop' } },
          }),
        ],
      },
    };
    renderCheckout([refused]);
    await fillGuest();
    await chooseMethods();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(document.getElementById('shippingAddress.contactNumber-helper-text')?.textContent).toBe('Number refused by the shop'));
  });

  it('sends the shopper back to the cart with the message when stock ran out (409)', async () => {
    const soldOut: MockedResponse = {
      request: { query: PlaceOrderDocument, variables: ANY },
      result: { errors: [new GraphQLError('Sorry, TEA-stock11 has just sold out.', { extensions: { code: 'CONFLICT' } })] },
    };
    renderCheckout([soldOut]);
    await fillGuest();
    await chooseMethods();
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Tip: Shopping Cart' });
    expect(within(dialog).getByText('Sorry, TEA-stock11 has just sold out.')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/cart'));
  });
});
