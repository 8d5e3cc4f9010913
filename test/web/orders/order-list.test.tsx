import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { orderResource } from '../../../web/src/admin/resources/order';
import { AdminOrdersDocument, ChangeOrdersStatusDocument } from '../../../web/src/graphql/admin/graphql';
import { renderResource, text, urlParts } from '../framework/framework-test-utils';
import { choicesMock, customerSearchMock } from './order-fixtures';

const ROWS = [
  {
    id: 1,
    orderNumber: 'SO001',
    createdAt: '2026-11-20T10:00:00.000Z',
    email: 'mary@example.com',
    status: 'pending',
    currency: 'USD',
    currencyMark: 'US$',
    chargedTotal: '29.44',
    grandTotal: '230.00',
    paymentMethodName: 'Cash on delivery',
    shippingMethodName: 'Courier',
  },
  {
    id: 2,
    orderNumber: 'SO002',
    createdAt: '2026-11-21T10:00:00.000Z',
    email: 'tom@example.com',
    status: 'paid',
    currency: 'HKD',
    currencyMark: 'HK$',
    chargedTotal: '120.00',
    grandTotal: '120.00',
    paymentMethodName: 'Card',
    shippingMethodName: 'Pick-up',
  },
];

/** Answers every list query with the rows, remembering the variables each was sent with. */
function listMock() {
  const calls: Array<Record<string, unknown>> = [];
  const mock = {
    request: { query: AdminOrdersDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls.push(variables);
      return {
        data: {
          orders: {
            __typename: 'OrderList',
            items: ROWS.map((row) => ({ __typename: 'Order', ...row })),
            totalItems: ROWS.length,
            totalExact: true,
            page: 1,
            perPage: 10,
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, calls, last: () => calls[calls.length - 1] };
}

const location = () => screen.getByTestId('location').textContent;
const filters = () => screen.getByTestId('list-filters');

describe('order list', () => {
  it('shows the orders with translated status, the charged total in the order currency and no delete', async () => {
    const list = listMock();
    renderResource({ resource: orderResource, path: '/admin/order', mocks: [list.mock, choicesMock, customerSearchMock] });
    const row = await screen.findByTestId('row-1');
    expect(within(row).getByText('SO001')).toBeTruthy();
    expect(within(row).getByText(text('admin.order.status.pending'))).toBeTruthy();
    expect(within(row).getByText('US$29.44')).toBeTruthy();
    expect(within(row).getByText('Cash on delivery')).toBeTruthy();
    expect(within(screen.getByTestId('row-2')).getByText('HK$120.00')).toBeTruthy();
    // Amounts line up at the right, each on one line; dates keep to one line too.
    const total = within(row).getByText('US$29.44').closest('td')!;
    expect([total.className.includes('MuiTableCell-alignRight'), getComputedStyle(total).whiteSpace]).toEqual([true, 'nowrap']);
    expect(getComputedStyle(within(row).getByText('SO001').closest('tr')!.querySelectorAll('td')[2]).whiteSpace).toBe('nowrap');
    expect(screen.queryByTestId('delete-1')).toBeNull();
    expect(list.last()).toEqual({ options: { page: 1, perPage: 10 } });
  });

  it('reads the filters from the URL and sends them as the filter variable', async () => {
    const list = listMock();
    renderResource({
      resource: orderResource,
      path: '/admin/order?status=paid,shipped&payment_method_id=2&customer_id=11',
      mocks: [list.mock, choicesMock, customerSearchMock],
    });
    await screen.findByTestId('row-1');
    expect(list.calls[0]).toEqual({ options: { page: 1, perPage: 10 }, filter: { status: ['paid', 'shipped'], paymentMethodId: 2, customerId: 11 } });
    // The controls show them: the statuses' labels, the method's name, the customer found by the search.
    expect(within(filters()).getByText(`${text('admin.order.status.paid')}, ${text('admin.order.status.shipped')}`)).toBeTruthy();
    expect(within(filters()).getByText('Cash on delivery')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('filter-customer_id') as HTMLInputElement).value).toBe('Mary Chan <mary@example.com>'));
  });

  it('puts chosen filters into the URL and the query variables, and starts again from page 1', async () => {
    const list = listMock();
    renderResource({ resource: orderResource, path: '/admin/order?page=2', mocks: [list.mock, choicesMock, customerSearchMock] });
    await screen.findByTestId('row-1');
    expect(list.last()).toEqual({ options: { page: 2, perPage: 10 } });

    await userEvent.click(within(filters()).getByRole('combobox', { name: text('admin.order.field.shippingMethod') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Courier' }));
    await waitFor(() => expect(list.last()).toEqual({ options: { page: 1, perPage: 10 }, filter: { shippingMethodId: 5 } }));

    await userEvent.click(within(filters()).getByRole('combobox', { name: text('admin.order.field.status') }));
    await userEvent.click(await screen.findByRole('option', { name: text('admin.order.status.refunded') }));
    await userEvent.click(await screen.findByRole('option', { name: text('admin.order.status.canceled') }));
    await userEvent.keyboard('{Escape}');
    // The statuses land in the URL before a date is chosen: a date set while the status change is still on
    // its way would be written over by it (the URL is the filters' one state).
    await waitFor(() => expect(list.last()).toMatchObject({ filter: { status: ['refunded', 'canceled'] } }), { timeout: 5000 });

    // Days on the shop's clock (Hong Kong, the days the list shows); `to` is exclusive on the server, so
    // the chosen last day is included.
    const from = '2026-10-31T16:00:00.000Z';
    const to = '2026-11-02T16:00:00.000Z';
    // One date at a time, each seen in the query before the next (on a loaded CI machine the status
    // menu may still be closing when the first date is typed).
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(list.last()).toMatchObject({ filter: { from } }), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-11-02' } });
    await waitFor(
      () => expect(list.last()).toEqual({ options: { page: 1, perPage: 10 }, filter: { status: ['refunded', 'canceled'], from, to, shippingMethodId: 5 } }),
      { timeout: 5000 },
    );
    await waitFor(
      () =>
        expect(urlParts(location())).toEqual({
          path: '/admin/order',
          params: { shipping_method_id: '5', status: 'refunded,canceled', from: '2026-11-01', to: '2026-11-02' },
        }),
      { timeout: 5000 },
    );

    await userEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(location()).toBe('/admin/order'));
    expect(list.last()).toEqual({ options: { page: 1, perPage: 10 } });
  });

  it('changes the status of the selected orders after asking, and shows the server refusal (409)', async () => {
    const list = listMock();
    const batch = jest.fn(() => ({ errors: [new GraphQLError('An order that is pending can not become shipped.', { extensions: { code: 'CONFLICT' } })] }));
    renderResource({
      resource: orderResource,
      path: '/admin/order',
      mocks: [
        list.mock,
        choicesMock,
        customerSearchMock,
        { request: { query: ChangeOrdersStatusDocument, variables: { ids: [1, 2], data: { status: 'shipped', note: 'Sent by courier' } } }, result: batch },
      ],
    });
    await screen.findByTestId('row-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const toolbar = screen.getByTestId('batch-toolbar');
    expect((screen.getByTestId('batch-status-apply') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(toolbar).getByRole('combobox', { name: text('admin.order.batchStatus') }));
    await userEvent.click(await screen.findByRole('option', { name: text('admin.order.status.shipped') }));
    await userEvent.click(screen.getByTestId('batch-status-apply'));

    const dialog = await screen.findByTestId('status-dialog');
    expect(within(dialog).getByText(`Change 2 orders to ${text('admin.order.status.shipped')}?`)).toBeTruthy();
    expect(within(dialog).queryByTestId('status-restock')).toBeNull();
    await userEvent.type(within(dialog).getByTestId('status-note'), 'Sent by courier');
    await userEvent.click(within(dialog).getByTestId('status-confirm'));

    const message = await screen.findByTestId('message-dialog');
    expect(within(message).getByText(text('admin.resource.dialog.batchUpdateFail'))).toBeTruthy();
    expect(within(message).getByText('An order that is pending can not become shipped.')).toBeTruthy();
    expect(batch).toHaveBeenCalledTimes(1);
  });
});
