import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COOKIE, getCookie } from '../../../web/src/app/cookies';
import { RegisterDocument } from '../../../web/src/graphql/shop/graphql';
import RegisterPage from '../../../web/src/shop/auth/RegisterPage';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from './shop-test-utils';

function renderRegister(mocks: MockedResponse[] = []) {
  render(
    <ShopTestProviders path="/register" mocks={[publicConfigMock(null), ...mocks]}>
      <RegisterPage />
    </ShopTestProviders>,
  );
}

function field(labelId: string): HTMLElement {
  return screen.getByLabelText(messages[labelId]!);
}

function fill(values: Record<string, string>) {
  for (const [labelId, value] of Object.entries(values)) fireEvent.change(field(labelId), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

const valid = {
  'shop.field.firstName': 'Mei',
  'shop.field.lastName': 'Chan',
  'shop.field.email': 'mei@example.com',
  'shop.field.password': 'secret-123',
  'shop.field.passwordConfirmation': 'secret-123',
};

const input = {
  firstName: 'Mei',
  lastName: 'Chan',
  email: 'mei@example.com',
  password: 'secret-123',
  passwordConfirmation: 'secret-123',
  newsletter: false,
  language: null,
};

beforeEach(clearCookies);

describe('registration form (spec sections 3 and 5)', () => {
  it('requires every field', async () => {
    renderRegister();
    submit();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
  });

  it('checks the e-mail, the password length and the confirmation', async () => {
    renderRegister();
    fill({ ...valid, 'shop.field.email': 'mei@', 'shop.field.password': 'short', 'shop.field.passwordConfirmation': 'shorter' });
    submit();
    expect(await screen.findByText('Please check your input.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
  });

  it('signs the new shopper in and goes to /account', async () => {
    const expiredAt = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    renderRegister([
      {
        request: { query: RegisterDocument, variables: { input } },
        result: { data: { register: { __typename: 'AuthToken', token: 'new-shopper-token', expiredAt } } },
      },
    ]);
    fill({ ...valid, 'shop.field.firstName': '  Mei ' });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    expect(document.cookie).not.toContain('new-shopper-token');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBe(expiredAt);
  });

  it('shows server validation on the field it names', async () => {
    renderRegister([
      {
        request: { query: RegisterDocument, variables: { input } },
        result: {
          errors: [new GraphQLError('Bad input', { extensions: { code: 'BAD_USER_INPUT', errors: { email: 'The email has already been taken.' } } })],
        },
      },
    ]);
    fill(valid);
    submit();
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(field('shop.field.email').getAttribute('aria-invalid')).toBe('true');
    expect(getCookie(COOKIE.tokenExpiredAt)).toBeUndefined();
  });
});
