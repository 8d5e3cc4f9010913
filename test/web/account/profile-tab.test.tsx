import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { readFileSync } from 'node:fs';
import { ProfileDocument, UpdateProfileDocument } from '../../../web/src/graphql/shop/graphql';
import { ProfileTab } from '../../../web/src/shop/account/ProfileTab';
import { localizeServerMessage } from '../../../web/src/ui/errors';
import { ShopTestProviders, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

const me = { __typename: 'Customer' as const, id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: null, gender: null };
const profileMock: MockedResponse = { request: { query: ProfileDocument }, result: { data: { me } } };
const input = (extra: Record<string, unknown>) => ({ email: 'new@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: null, gender: null, ...extra });

function renderTab(mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path="/account" mocks={[publicConfigMock(null), profileMock, ...mocks]}>
      <ProfileTab />
    </ShopTestProviders>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('profile tab: the current password', () => {
  it('sends the current password with a new e-mail and shows the refusal on that field', async () => {
    const refused: MockedResponse = {
      request: { query: UpdateProfileDocument, variables: { input: input({ currentPassword: 'wrong-one-1' }) } },
      result: {
        errors: [new GraphQLError('Invalid', { extensions: { code: 'BAD_USER_INPUT', errors: { currentPassword: 'The current password is incorrect' } } })],
      },
    };
    renderTab([refused]);
    await waitFor(() => expect(field('email')).toBeTruthy());
    expect(screen.getByText(messages['shop.profile.currentPasswordHint']!)).toBeTruthy();
    fireEvent.change(field('email'), { target: { value: 'new@example.com' } });
    fireEvent.change(field('currentPassword'), { target: { value: 'wrong-one-1' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText(messages['common.server.currentPasswordIncorrect']!)).toBeTruthy();
    expect(field('currentPassword').getAttribute('autocomplete')).toBe('current-password');
  });

  it('sends no current password when none was typed', async () => {
    const saved: MockedResponse = {
      request: { query: UpdateProfileDocument, variables: { input: input({}) } },
      result: { data: { updateProfile: { ...me, email: 'new@example.com' } } },
    };
    renderTab([saved]);
    await waitFor(() => expect(field('email')).toBeTruthy());
    fireEvent.change(field('email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
  });

  it("shows the server's privilege and password texts in the user's language", () => {
    const zhHK = JSON.parse(readFileSync(new URL('../../../i18n/zh-HK.json', import.meta.url), 'utf8')) as Record<string, string>;
    const intl = { formatMessage: ({ id }: { id: string }) => zhHK[id] ?? id } as Parameters<typeof localizeServerMessage>[0];
    expect(localizeServerMessage(intl, 'The current password is incorrect')).toBe(zhHK['common.server.currentPasswordIncorrect']);
    expect(localizeServerMessage(intl, 'You can not grant permissions you do not hold.')).toBe(zhHK['common.server.grantBeyondOwn']);
    expect(localizeServerMessage(intl, 'Something else')).toBe('Something else');
  });
});
