import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { accountResource } from '../../../web/src/admin/resources/account';
import { AccountsDocument, DeleteAccountDocument, DeleteAccountsDocument, UpdateAccountsDocument } from '../../../web/src/graphql/admin/graphql';
import { advance, renderResource, text, useFakeTimers, useRealTimers } from './framework-test-utils';

const ACCOUNTS = [
  { id: 1, name: 'Ada', email: 'ada@example.com', enabled: true, updatedAt: '2024-03-05T12:00:00.000Z' },
  { id: 2, name: 'Bob', email: 'bob@example.com', enabled: false, updatedAt: '2024-04-01T12:00:00.000Z' },
];

function listMock(options: Record<string, unknown>, items = ACCOUNTS, totalItems = items.length, totalExact = true) {
  return {
    request: { query: AccountsDocument, variables: { options } },
    result: {
      data: {
        accounts: {
          __typename: 'AdminAccountList',
          items: items.map((item) => ({ __typename: 'AdminAccount', ...item })),
          totalItems,
          totalExact,
          page: Number(options.page ?? 1),
          perPage: Number(options.perPage ?? 10),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const firstPage = listMock({ page: 1, perPage: 10 });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => useRealTimers());

describe('resource list', () => {
  it('shows the declared columns, dates as their date part, and 10 rows per page by default of 10/20/50/100', async () => {
    renderResource({ resource: accountResource, path: '/admin/account', mocks: [firstPage, listMock({ page: 1, perPage: 20 })] });
    const row = await screen.findByTestId('row-1');
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('Mar 5, 2024')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'ID', 'Name', 'Email', 'Enabled', 'Updated at', 'Actions']);

    const perPage = screen.getByRole('combobox', { name: /Rows per page/ });
    expect(perPage.textContent).toBe('10');
    await userEvent.click(perPage);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['10', '20', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(location()).toBe('/admin/account?per_page=20'));
  });

  it("shows an estimated total of a very long list as 'about N'", async () => {
    renderResource({ resource: accountResource, path: '/admin/account', mocks: [listMock({ page: 1, perPage: 10 }, ACCOUNTS, 125_000, false)] });
    await screen.findByTestId('row-1');
    expect(await screen.findByText('1–10 of about 125000')).toBeTruthy();
  });

  it('keeps page, per_page, sort and keyword in the URL, 500 ms after the last change', async () => {
    useFakeTimers();
    renderResource({
      resource: accountResource,
      path: '/admin/account?sort=-updated_at',
      mocks: [listMock({ page: 1, perPage: 10, sort: '-updated_at' }), listMock({ page: 1, perPage: 10, sort: '-updated_at', keyword: 'ad' }, [ACCOUNTS[0]!])],
    });
    await screen.findByTestId('row-2');
    const keyword = screen.getByTestId('list-keyword');
    fireEvent.change(keyword, { target: { value: 'a' } });
    await advance(300);
    fireEvent.change(keyword, { target: { value: 'ad' } });
    await advance(499);
    expect(location()).toBe('/admin/account?sort=-updated_at');
    expect(screen.getByTestId('row-2')).toBeTruthy();
    await advance(1);
    expect(location()).toBe('/admin/account?sort=-updated_at&keyword=ad');
    await waitFor(() => expect(screen.queryByTestId('row-2')).toBeNull());
    expect(screen.getByTestId('row-1')).toBeTruthy();
  });

  it('asks before a batch update and a batch delete, with the spec texts', async () => {
    const updated = jest.fn(() => ({ data: { updateAccounts: { __typename: 'BatchResult', affected: 1 } } }));
    renderResource({
      resource: accountResource,
      path: '/admin/account',
      mocks: [firstPage, { request: { query: UpdateAccountsDocument, variables: { ids: [2], data: { enabled: true } } }, result: updated }],
    });
    await screen.findByTestId('row-2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await userEvent.click(screen.getByTestId('batch-enable'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Are you sure you want to batch update 1 selected item ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(updated).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.queryByTestId('batch-toolbar')).toBeNull();
    // Issue 20: spec 8's 'Submit Success', with the number the server changed.
    const done = await screen.findByTestId('message-dialog');
    expect(within(done).getByText('Submit Success')).toBeTruthy();
    expect(within(done).getByText('1 record changed.')).toBeTruthy();
    await userEvent.click(within(done).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByTestId('batch-delete'));
    expect(await screen.findByText('Are you sure you want to batch delete 2 selected items?')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-cancel'));
  });

  it("says 'Batch update fail' when the server refuses a batch", async () => {
    renderResource({
      resource: accountResource,
      path: '/admin/account',
      mocks: [
        firstPage,
        {
          request: { query: DeleteAccountsDocument, variables: { ids: [1] } },
          result: { errors: [new GraphQLError('You can not delete your own account.', { extensions: { code: 'CONFLICT' } })] },
        },
        {
          request: { query: UpdateAccountsDocument, variables: { ids: [1], data: { enabled: false } } },
          result: { errors: [new GraphQLError('You can not disable your own account.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await screen.findByTestId('row-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(screen.getByTestId('batch-disable'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText(text('admin.resource.dialog.batchUpdateFail'))).toBeTruthy();
    expect(within(dialog).getByText('You can not disable your own account.')).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete the item?' and on failure says 'Delete Fail' and keeps the row", async () => {
    renderResource({
      resource: accountResource,
      path: '/admin/account',
      mocks: [
        firstPage,
        {
          request: { query: DeleteAccountDocument, variables: { id: 1 } },
          result: { errors: [new GraphQLError('You can not delete your own account.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await screen.findByTestId('row-1');
    await userEvent.click(screen.getByTestId('delete-1'));
    expect(await screen.findByText('Are you sure you want to delete the item?')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Delete Fail')).toBeTruthy();
    expect(within(dialog).getByText('You can not delete your own account.')).toBeTruthy();
    expect(screen.getByTestId('row-1')).toBeTruthy();
  });
});
