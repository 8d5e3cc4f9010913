import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { orderResource } from '../../../web/src/admin/resources/order';
import { AdminOrderDocument, ChangeOrderStatusDocument, CommentOrderDocument } from '../../../web/src/graphql/admin/graphql';
import { renderResource, text } from '../framework/framework-test-utils';
import { orderRecord } from './order-fixtures';

const orderMock = (record = orderRecord()) => ({
  request: { query: AdminOrderDocument, variables: { id: 7 } },
  result: { data: { order: record } },
  maxUsageCount: 5,
});
const statusButtons = () =>
  within(screen.getByTestId('status-actions'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('data-testid'));

describe('order detail', () => {
  it('shows the order: header with the customer link, lines and totals in the order currency, addresses, payment, history', async () => {
    renderResource({ resource: orderResource, path: '/admin/order/7', mocks: [orderMock()] });
    expect(await screen.findByTestId('order-number')).toHaveProperty('textContent', 'SO20261122001');
    expect(within(screen.getByTestId('order-header')).getByText(text('admin.order.status.paid'))).toBeTruthy();
    expect(screen.getByTestId('order-customer-link').getAttribute('href')).toBe('/admin/customer/edit/11');
    const line = screen.getByTestId('order-line-70');
    expect(within(line).getByText('CUP-RED')).toBeTruthy();
    expect(within(line).getByText('US$12.80')).toBeTruthy();
    expect(within(line).getByText('US$25.60')).toBeTruthy();
    expect(screen.getByTestId('order-grand-total').textContent).toBe('US$29.44');
    expect(screen.getByTestId('order-shipping-address').textContent).toContain('Hong Kong SAR China');
    expect(within(screen.getByTestId('status-history')).getAllByRole('row')).toHaveLength(3);
  });

  it('lives at /admin/order/{id} (spec 2); the old /admin/order/edit/{id} redirects there (issue 20)', async () => {
    renderResource({ resource: orderResource, path: '/admin/order/edit/7', mocks: [orderMock()] });
    expect(await screen.findByTestId('order-number')).toHaveProperty('textContent', 'SO20261122001');
    expect(screen.getByTestId('location').textContent).toBe('/admin/order/7');
  });

  it('offers only the moves the state machine allows, and sends restock on a refund', async () => {
    const refunded = orderRecord({
      status: 'refunded',
      nextStatuses: [],
      statusChanges: [
        ...orderRecord().statusChanges,
        {
          __typename: 'OrderStatusChange',
          id: 3,
          fromStatus: 'paid',
          toStatus: 'refunded',
          actor: 'admin',
          adminName: 'Ada Admin',
          note: 'Broken in transit',
          createdAt: '2026-11-22T03:00:00.000Z',
        },
      ],
    });
    const change = jest.fn(() => ({ data: { changeOrderStatus: refunded } }));
    renderResource({
      resource: orderResource,
      path: '/admin/order/7',
      mocks: [
        orderMock(),
        {
          request: { query: ChangeOrderStatusDocument, variables: { id: 7, input: { status: 'refunded', note: 'Broken in transit', restock: true } } },
          result: change,
        },
      ],
    });
    await screen.findByTestId('status-actions');
    expect(statusButtons()).toEqual(['status-to-shipped', 'status-to-refunded', 'status-to-canceled']);

    // Only a refund asks about the stock.
    await userEvent.click(screen.getByTestId('status-to-shipped'));
    expect(within(await screen.findByTestId('status-dialog')).queryByTestId('status-restock')).toBeNull();
    await userEvent.click(screen.getByTestId('status-cancel'));
    await waitFor(() => expect(screen.queryByTestId('status-dialog')).toBeNull());

    await userEvent.click(screen.getByTestId('status-to-refunded'));
    const dialog = await screen.findByTestId('status-dialog');
    expect(within(dialog).getByText(`Change the order to ${text('admin.order.status.refunded')}?`)).toBeTruthy();
    expect(within(dialog).getByLabelText(text('admin.order.restock'))).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('status-restock'));
    await userEvent.type(within(dialog).getByTestId('status-note'), 'Broken in transit');
    await userEvent.click(within(dialog).getByTestId('status-confirm'));

    await waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(text('admin.order.final'))).toBeTruthy();
    expect(screen.queryByTestId('status-actions')).toBeNull();
    expect(within(screen.getByTestId('order-header')).getByText(text('admin.order.status.refunded'))).toBeTruthy();
    expect(within(screen.getByTestId('status-history')).getByText('Ada Admin')).toBeTruthy();
  });

  it('says where a counter sale is returned instead of offering moves, and names its store, register and receipt', async () => {
    const counterSale = { __typename: 'OrderCounterSale', storeId: 2, storeName: 'Harbour Lane Mong Kok', registerName: 'Till 1', receiptNumber: 'MK1-000009' };
    const record = orderRecord({ source: 'pos', status: 'completed', nextStatuses: [], counterSale });
    renderResource({ resource: orderResource, path: '/admin/order/7', mocks: [orderMock(record)] });
    expect((await screen.findByTestId('status-final')).textContent).toBe(text('admin.order.counterSale'));
    expect(screen.getByTestId('order-counter-sale').textContent).toBe('Harbour Lane Mong Kok, Till 1, receipt MK1-000009');
    expect(screen.queryByTestId('status-actions')).toBeNull();
    expect(within(screen.getByTestId('order-header')).getByText(text('admin.order.source.pos'))).toBeTruthy();
    // Its address is the store's: nothing shipped or billed, no shipping fee; its payment kind by name.
    expect(screen.getByText(text('admin.order.section.store'))).toBeTruthy();
    expect(screen.getByTestId('order-store-address')).toBeTruthy();
    expect(screen.queryByTestId('order-shipping-address')).toBeNull();
    expect(screen.queryByTestId('order-billing-address')).toBeNull();
    expect(screen.queryByTestId('order-shipping-fee')).toBeNull();
  });

  it('names the payment kinds of a counter sale (cash, card, split), not their keys', async () => {
    const counterSale = { __typename: 'OrderCounterSale', storeId: 2, storeName: 'Harbour Lane Mong Kok', registerName: 'Till 1', receiptNumber: 'MK1-000010' };
    renderResource({
      resource: orderResource,
      path: '/admin/order/7',
      mocks: [
        orderMock(orderRecord({ source: 'pos', status: 'completed', nextStatuses: [], counterSale, paymentKind: 'split', paymentMethodName: 'Cash + Card' })),
      ],
    });
    expect(await screen.findByText(text('admin.payment.kind.split'))).toBeTruthy();
    expect(screen.getByText('Cash + Card')).toBeTruthy();
  });

  it('shows the message of a refused move (409) and keeps the order as it was', async () => {
    renderResource({
      resource: orderResource,
      path: '/admin/order/7',
      mocks: [
        orderMock(orderRecord({ status: 'pending', nextStatuses: ['paid', 'payment_review', 'canceled'], paidAt: null })),
        {
          request: { query: ChangeOrderStatusDocument, variables: { id: 7, input: { status: 'paid' } } },
          result: { errors: [new GraphQLError('An order that is canceled can not become paid.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await screen.findByTestId('status-actions');
    expect(statusButtons()).toEqual(['status-to-paid', 'status-to-payment_review', 'status-to-canceled']);
    await userEvent.click(screen.getByTestId('status-to-paid'));
    await userEvent.click(within(await screen.findByTestId('status-dialog')).getByTestId('status-confirm'));
    const message = await screen.findByTestId('message-dialog');
    expect(within(message).getByText('An order that is canceled can not become paid.')).toBeTruthy();
    expect(within(screen.getByTestId('order-header')).getByText(text('admin.order.status.pending'))).toBeTruthy();
  });

  it('adds a comment or an internal note; the comment is required', async () => {
    const comment = jest.fn(() => ({
      data: {
        commentOrder: [
          {
            __typename: 'OrderComment',
            id: 1,
            author: 'admin',
            authorName: 'Ada Admin',
            comment: 'Call before delivery',
            internal: true,
            createdAt: '2026-11-22T04:00:00.000Z',
          },
        ],
      },
    }));
    renderResource({
      resource: orderResource,
      path: '/admin/order/7',
      mocks: [
        orderMock(),
        { request: { query: CommentOrderDocument, variables: { id: 7, input: { comment: 'Call before delivery', internal: true } } }, result: comment },
      ],
    });
    await screen.findByTestId('comment-submit');
    expect(screen.getByText(text('admin.order.noComments'))).toBeTruthy();
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(comment).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(new RegExp(text('admin.order.comment'))), 'Call before delivery');
    await userEvent.click(screen.getByLabelText(text('admin.order.internalNote')));
    await userEvent.click(screen.getByTestId('comment-submit'));
    const list = await screen.findByTestId('order-comments');
    expect(within(list).getByText('Call before delivery')).toBeTruthy();
    expect(within(list).getByText(text('admin.order.internal'))).toBeTruthy();
    expect(comment).toHaveBeenCalledTimes(1);
  });
});
