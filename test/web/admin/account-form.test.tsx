import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { accountResource } from '../../../web/src/admin/resources/account';
import { AccountDocument, CreateAccountDocument, RoleOptionsDocument, UpdateAccountDocument } from '../../../web/src/graphql/admin/graphql';
import { makeAdmin, renderResource, text } from '../framework/framework-test-utils';

/** Issue 12: the account form under the privilege rules, and the current password on one's own account. */
const rolesMock = {
  request: { query: RoleOptionsDocument },
  result: {
    data: {
      roleOptions: [
        { __typename: 'Role', id: 1, name: 'Super admin' },
        { __typename: 'Role', id: 2, name: 'Staff' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const record = (id: number) => ({
  __typename: 'AdminAccount',
  id,
  name: 'Me',
  email: 'me@example.com',
  enabled: true,
  roleId: 2,
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const accountMock = (id: number) => ({
  request: { query: AccountDocument, variables: { id } },
  result: { data: { account: record(id) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('admin account form', () => {
  it("asks for the current password on one's own account and sends it", async () => {
    const update = {
      request: {
        query: UpdateAccountDocument,
        variables: { id: 7, input: { name: 'Me', email: 'new@example.com', enabled: true, roleId: 2, currentPassword: 'wrong-one-1' } },
      },
      result: {
        errors: [new GraphQLError('Invalid', { extensions: { code: 'BAD_USER_INPUT', errors: { currentPassword: 'The current password is incorrect' } } })],
      },
    };
    renderResource({ resource: accountResource, path: '/admin/account/edit/7', mocks: [rolesMock, accountMock(7), update], admin: makeAdmin({ id: 7 }) });
    await waitFor(() => expect(input('email')?.value).toBe('me@example.com'));
    expect(input('currentPassword')).toBeTruthy();
    expect(screen.getByText(text('admin.account.currentPasswordHelp'))).toBeTruthy();
    fireEvent.change(input('email')!, { target: { value: 'new@example.com' } });
    fireEvent.change(input('currentPassword')!, { target: { value: 'wrong-one-1' } });
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    await userEvent.click(within(dialog).getByTestId('message-ok'));
    expect(await screen.findByText(text('common.server.currentPasswordIncorrect'))).toBeTruthy();
  });

  it("has no current password field on another admin's account", async () => {
    renderResource({ resource: accountResource, path: '/admin/account/edit/8', mocks: [rolesMock, accountMock(8)], admin: makeAdmin({ id: 7 }) });
    await waitFor(() => expect(input('email')?.value).toBe('me@example.com'));
    expect(input('currentPassword')).toBeNull();
  });

  it('preselects role 1 and shows the refusal when the admin may not grant it', async () => {
    const values = {
      name: 'New',
      email: 'new@example.com',
      enabled: true,
      roleId: 1,
      password: 'a-good-password-1',
      passwordConfirmation: 'a-good-password-1',
    };
    const create = {
      request: { query: CreateAccountDocument, variables: { input: values } },
      result: { errors: [new GraphQLError('You can not grant permissions you do not hold.', { extensions: { code: 'FORBIDDEN' } })] },
    };
    renderResource({ resource: accountResource, path: '/admin/account/create', mocks: [rolesMock, create], admin: makeAdmin({ id: 7 }) });
    await waitFor(() => expect(input('roleId')?.value).toBe('1'));
    expect(input('currentPassword')).toBeNull();
    fireEvent.change(input('name')!, { target: { value: 'New' } });
    fireEvent.change(input('email')!, { target: { value: 'new@example.com' } });
    fireEvent.change(input('password')!, { target: { value: 'a-good-password-1' } });
    fireEvent.change(input('passwordConfirmation')!, { target: { value: 'a-good-password-1' } });
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText(text('common.server.grantBeyondOwn'))).toBeTruthy();
  });
});
