import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { COOKIE, setCookie } from '../../../web/src/app/cookies';
import { CommentMyOrderDocument, MyOrderDocument, MyOrdersDocument } from '../../../web/src/graphql/shop/graphql';
import { AccountOrderPage } from '../../../web/src/shop/account/orders/AccountOrderPage';
import { OrdersTab } from '../../../web/src/shop/account/orders/OrdersTab';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

const address = { __typename: 'OrderAddress', firstName: 'Mei', lastName: 'Chan', country: 'HKG', contactNumber: '2345 6789', address: '1 Nathan Road' };
const comment = (id: number, author: string, text: string) => ({
  __typename: 'OrderComment',
  id,
  author,
  authorName: author === 'admin' ? 'Ann' : 'Mei Chan',
  comment: text,
  createdAt: '2026-11-22T04:00:00.000Z',
});

const order = {
  __typename: 'Order',
  id: 5,
  orderNumber: 'SO-1001',
  status: 'shipped',
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
  paymentMethodName: 'Card',
  paymentKind: 'stripe',
  remark: '',
  counterSale: null,
  shippingAddress: address,
  billingAddress: { ...address, address: '9 Queen Road' },
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
  statusChanges: [
    { __typename: 'OrderStatusChange', id: 1, fromStatus: null, toStatus: 'pending', note: '', createdAt: '2026-11-22T03:00:00.000Z' },
    { __typename: 'OrderStatusChange', id: 2, fromStatus: 'pending', toStatus: 'paid', note: '', createdAt: '2026-11-22T03:01:00.000Z' },
    { __typename: 'OrderStatusChange', id: 3, fromStatus: 'paid', toStatus: 'shipped', note: '', createdAt: '2026-11-22T03:30:00.000Z' },
  ],
  comments: [comment(1, 'admin', 'Your parcel is on its way.')],
};

function renderAt(path: string, mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path={path} mocks={[publicConfigMock(null), ...mocks]} routes={<Route path="/account/orders/:id" element={<AccountOrderPage />} />}>
      <OrdersTab />
    </ShopTestProviders>,
  );
}

beforeEach(() => {
  clearCookies();
  setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
});

describe('account orders', () => {
  it('lists my orders with number, status and total in the order currency', async () => {
    const list: MockedResponse = {
      request: { query: MyOrdersDocument, variables: { language: 'en_us' } },
      result: {
        data: {
          myOrders: [
            {
              __typename: 'Order',
              id: 5,
              orderNumber: 'SO-1001',
              status: 'payment_review',
              createdAt: order.createdAt,
              currency: 'USD',
              currencyMark: 'US$',
              chargedTotal: '29.44',
              counterSale: null,
            },
            {
              __typename: 'Order',
              id: 6,
              orderNumber: 'SO-1002',
              status: 'completed',
              createdAt: order.createdAt,
              currency: 'HKD',
              currencyMark: 'HK$',
              chargedTotal: '120.00',
              counterSale: { __typename: 'OrderCounterSale', storeName: 'Harbour Lane Central' },
            },
          ],
        },
      },
    };
    renderAt('/account', [list]);
    const row = await screen.findByTestId('order-row-5');
    expect(within(row).getByRole('link', { name: 'SO-1001' }).getAttribute('href')).toBe('/account/orders/5');
    expect(within(row).getByTestId('order-status').textContent).toBe(messages['shop.order.status.payment_review']);
    expect(within(row).getByText('US$29.44')).toBeTruthy();
    // A purchase at a counter names its store; a web order nothing more.
    expect(screen.getByTestId('order-store-6').textContent).toBe('Bought at Harbour Lane Central');
    expect(screen.queryByTestId('order-store-5')).toBeNull();
  });

  it('shows an order with its history and comments, and adds a comment', async () => {
    const detail: MockedResponse = { request: { query: MyOrderDocument, variables: { id: 5, language: 'en_us' } }, result: { data: { myOrder: order } } };
    const commented: MockedResponse = {
      request: { query: CommentMyOrderDocument, variables: { id: 5, input: { comment: 'Thank you!' } } },
      result: { data: { commentMyOrder: [comment(1, 'admin', 'Your parcel is on its way.'), comment(2, 'customer', 'Thank you!')] } },
    };
    renderAt('/account/orders/5', [detail, commented]);
    await screen.findByTestId('order-summary');
    expect(screen.getByTestId('order-total').textContent).toBe('US$29.44');
    expect(screen.getByText('9 Queen Road')).toBeTruthy();
    expect(screen.getByTestId('order-shipping-method').textContent).toBe('Courier');
    expect(
      within(screen.getByTestId('order-history'))
        .getAllByTestId('order-status')
        .map((chip) => chip.textContent),
    ).toEqual([messages['shop.order.status.pending'], messages['shop.order.status.paid'], messages['shop.order.status.shipped']]);
    expect(screen.getByText('Your parcel is on its way.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(new RegExp(messages['shop.order.comment']!)), { target: { value: '  Thank you!  ' } });
    fireEvent.click(screen.getByRole('button', { name: messages['shop.order.addComment'] }));
    expect(await screen.findByTestId('order-comment-2')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(new RegExp(messages['shop.order.comment']!)) as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows a counter sale as bought in its store, with the receipt number and no shipping', async () => {
    const store = { __typename: 'OrderAddress', firstName: 'Central', lastName: '', country: '', contactNumber: '2811 0000', address: '12 Queen Road Central' };
    const sale = {
      ...order,
      status: 'completed',
      shippingFee: '0.00',
      shippingMethodName: '',
      paymentMethodName: 'Cash + Card',
      paymentKind: 'split',
      counterSale: { __typename: 'OrderCounterSale', storeName: 'Central', registerName: 'Till 1', receiptNumber: 'C1-000042' },
      shippingAddress: store,
      billingAddress: store,
    };
    const detail: MockedResponse = { request: { query: MyOrderDocument, variables: { id: 5, language: 'en_us' } }, result: { data: { myOrder: sale } } };
    renderAt('/account/orders/5', [detail]);
    const block = await screen.findByTestId('order-counter-sale');
    expect(within(block).getByText(messages['shop.order.counterSale.store']!)).toBeTruthy();
    expect(within(block).getByText('12 Queen Road Central')).toBeTruthy();
    expect(within(block).getByTestId('order-receipt-number').textContent).toBe('Receipt C1-000042 · Till 1');
    expect(within(block).getByTestId('order-payment-method').textContent).toBe('Cash + Card');
    expect(screen.queryByTestId('order-shipping-method')).toBeNull();
    expect(screen.queryByText(messages['shop.checkout.shippingFee']!)).toBeNull();
    expect(screen.queryByText(messages['shop.checkout.shippingAddress']!)).toBeNull();
  });

  it('refuses an empty comment on its field', async () => {
    const detail: MockedResponse = { request: { query: MyOrderDocument, variables: { id: 5, language: 'en_us' } }, result: { data: { myOrder: order } } };
    renderAt('/account/orders/5', [detail]);
    fireEvent.click(await screen.findByRole('button', { name: messages['shop.order.addComment'] }));
    expect(await within(screen.getByTestId('order-comments')).findByText(messages['shop.validation.required']!)).toBeTruthy();
  });
});
