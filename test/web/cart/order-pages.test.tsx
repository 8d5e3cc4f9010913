import { render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route } from 'react-router-dom';
import { COOKIE, setCookie } from '../../../web/src/app/cookies';
import { OrderByNumberDocument, type OrderSummaryFieldsFragment } from '../../../web/src/graphql/shop/graphql';
import { OrderCancelPage } from '../../../web/src/shop/order/OrderCancelPage';
import { OrderSuccessPage } from '../../../web/src/shop/order/OrderSuccessPage';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

function renderAt(path: string, mocks: MockedResponse[] = []) {
  render(
    <ShopTestProviders
      path={path}
      mocks={[publicConfigMock(null), ...mocks]}
      routes={
        <>
          <Route path="/order/success" element={<OrderSuccessPage />} />
          <Route path="/order/cancel" element={<OrderCancelPage />} />
        </>
      }
    >
      <div data-testid="elsewhere" />
    </ShopTestProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const address = { __typename: 'OrderAddress', firstName: 'Mei', lastName: 'Chan', country: 'HKG', contactNumber: '2345 6789', address: '1 Nathan Road' };

/** An order placed in USD at 0.128: lines and fees in HKD, shown converted. */
const order = {
  __typename: 'Order',
  id: 5,
  orderNumber: 'SO-1001',
  status: 'pending',
  createdAt: '2026-11-22T03:00:00.000Z',
  email: 'mei@example.com',
  currency: 'USD',
  currencyRate: '0.128',
  currencyMark: 'US$',
  subtotal: '200.00',
  shippingFee: '30.00',
  discountTotal: '0.00',
  discounts: [],
  grandTotal: '230.00',
  chargedTotal: '29.44',
  shippingMethodName: 'Courier',
  paymentMethodName: 'Cash on delivery',
  paymentKind: 'cash_on_delivery',
  paymentInstructions: '<p>Pay the courier</p>',
  remark: '',
  counterSale: null,
  stripeKey: null,
  shippingAddress: address,
  billingAddress: address,
  lines: [
    {
      __typename: 'OrderLine',
      id: 1,
      productName: 'Clay teapot',
      productUrl: 'teapot',
      image: null,
      sku: 'TEA-stock1',
      options: 'Blue',
      quantity: 2,
      unitPrice: '100.00',
      lineTotal: '200.00',
    },
  ],
} as unknown as OrderSummaryFieldsFragment;

beforeEach(clearCookies);

describe('/order/success and /order/cancel (spec section 2)', () => {
  it('sends /order/success without an order number home', async () => {
    renderAt('/order/success');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends /order/cancel without an order number home', async () => {
    renderAt('/order/cancel?order_number=');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends a number nobody can open (no key, no session) home (issue 20)', async () => {
    renderAt('/order/success?order_number=SO-1001');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends a made-up number or key home (issue 20)', async () => {
    const refused: MockedResponse = {
      request: { query: OrderByNumberDocument, variables: { orderNumber: 'SO-9999', accessKey: 'made-up' } },
      result: { errors: [new GraphQLError('ID not exists', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderAt('/order/success?order_number=SO-9999&access_key=made-up', [refused]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows a guest's order from the mail's link (number and access key), cash on delivery never as 'pay again' (issue 20)", async () => {
    const found: MockedResponse = {
      request: { query: OrderByNumberDocument, variables: { orderNumber: 'SO-1001', accessKey: 'key-1' } },
      result: { data: { orderByNumber: order } },
      maxUsageCount: 2,
    };
    renderAt('/order/success?order_number=SO-1001&access_key=key-1', [found]);
    expect((await screen.findByTestId('order-number')).textContent).toBe('Order number: SO-1001');
    expect(screen.getByTestId('order-summary')).toBeTruthy();
    expect(screen.getByTestId('order-payment-cod').textContent).toBe(messages['shop.order.payment.cashOnDelivery']);
    expect(screen.queryByText(messages['shop.order.payAgain'])).toBeNull();
  });

  it('shows the bank details and the reference of a bank transfer (issue 20)', async () => {
    setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
    const bank = { ...order, paymentKind: 'bank_transfer', paymentMethodName: 'Bank transfer', paymentInstructions: '<p>HSBC 123-456789-001</p>' };
    const found: MockedResponse = {
      request: { query: OrderByNumberDocument, variables: { orderNumber: 'SO-1001', accessKey: null } },
      result: { data: { orderByNumber: bank } },
    };
    renderAt('/order/success?order_number=SO-1001', [found]);
    expect((await screen.findByTestId('order-payment-instructions')).textContent).toBe('HSBC 123-456789-001');
    expect(screen.getByTestId('order-payment-reference').textContent).toContain('SO-1001');
  });

  it("shows a member's order on /order/success in the order's currency", async () => {
    setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
    const found: MockedResponse = {
      request: { query: OrderByNumberDocument, variables: { orderNumber: 'SO-1001', accessKey: null } },
      result: { data: { orderByNumber: order } },
    };
    renderAt('/order/success?order_number=SO-1001', [found]);
    await screen.findByTestId('order-summary');
    expect(screen.getByTestId('order-total').textContent).toBe('US$29.44');
    expect(screen.getByTestId('order-status').textContent).toBe(messages['shop.order.status.pending']);
    expect(screen.getByText('2 × US$12.80')).toBeTruthy();
  });

  it('shows the order on /order/cancel; only a pending card order offers to pay again', async () => {
    setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
    const card = { ...order, orderNumber: 'SO-1002', paymentKind: 'stripe', paymentMethodName: 'Card', paymentInstructions: '', stripeKey: 'pay-2' };
    const found: MockedResponse = {
      request: { query: OrderByNumberDocument, variables: { orderNumber: 'SO-1002', accessKey: null } },
      result: { data: { orderByNumber: card } },
    };
    renderAt('/order/cancel?order_number=SO-1002', [found]);
    expect((await screen.findByTestId('order-number')).textContent).toBe('Order number: SO-1002');
    expect(screen.getByRole('heading', { name: messages['shop.order.cancelTitle'] })).toBeTruthy();
    expect(screen.getByTestId('order-summary')).toBeTruthy();
    // The card page again, by the payment's stripe_key only (spec 2).
    expect(screen.getByRole('link', { name: messages['shop.order.payAgain'] }).getAttribute('href')).toBe('/stripe?stripe_key=pay-2');
  });
});
