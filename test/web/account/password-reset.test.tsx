import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ResetPasswordDocument, SendPasswordResetLinkDocument } from '../../../web/src/graphql/shop/graphql';
import PasswordResetRequestPage from '../../../web/src/shop/auth/PasswordResetRequestPage';
import ResetPasswordPage from '../../../web/src/shop/auth/ResetPasswordPage';
import { FacebookButton } from '../../../web/src/shop/auth/FacebookButton';
import { FACEBOOK_SDK_ID } from '../../../web/src/shop/auth/facebook-sdk';
import { ShopTestProviders, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

const EMAIL = 'mei@example.com';

function requestLink(mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path="/password/reset" mocks={[publicConfigMock(null), ...mocks]}>
      <PasswordResetRequestPage />
    </ShopTestProviders>,
  );
  fireEvent.change(screen.getByLabelText(messages['shop.field.email']!), { target: { value: EMAIL } });
  fireEvent.click(screen.getByTestId('password-reset-submit'));
}

const sendMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: SendPasswordResetLinkDocument, variables: { input: { email: EMAIL, language: 'en-US' } } },
  result,
});

describe('password reset request (/password/reset)', () => {
  it("shows 'passwords.sent' in the shopper's language", async () => {
    requestLink([sendMock({ data: { sendPasswordResetLink: { __typename: 'PasswordResetStatus', status: 'passwords.sent' } } })]);
    expect((await screen.findByTestId('password-reset-sent')).textContent).toBe(messages['shop.passwords.sent']);
  });

  it("shows 'passwords.throttled' when the server answers 429", async () => {
    requestLink([sendMock({ errors: [new GraphQLError('Operation too frequent, please try again later', { extensions: { code: 'TOO_MANY_REQUESTS' } })] })]);
    expect((await screen.findByTestId('form-error')).textContent).toBe(messages['shop.passwords.throttled']);
  });
});

describe('reset with the mailed link (/reset-password)', () => {
  const input = { email: EMAIL, password: 'new-password-1', passwordConfirmation: 'new-password-1', token: 'tok123' };

  function resetWith(mocks: MockedResponse[]) {
    render(
      <ShopTestProviders path={`/reset-password?token=tok123&email=${encodeURIComponent(EMAIL)}`} mocks={[publicConfigMock(null), ...mocks]}>
        <ResetPasswordPage />
      </ShopTestProviders>,
    );
    // The e-mail comes from the link.
    expect((screen.getByLabelText(messages['shop.field.email']!) as HTMLInputElement).value).toBe(EMAIL);
    fireEvent.change(screen.getByLabelText(messages['shop.field.password']!), { target: { value: input.password } });
    fireEvent.change(screen.getByLabelText(messages['shop.field.passwordConfirmation']!), { target: { value: input.passwordConfirmation } });
    fireEvent.click(screen.getByTestId('reset-password-submit'));
  }

  it("goes to /login on 'passwords.reset'", async () => {
    resetWith([
      {
        request: { query: ResetPasswordDocument, variables: { input } },
        result: { data: { resetPassword: { __typename: 'PasswordResetStatus', status: 'passwords.reset' } } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it("shows 'passwords.token' for a used or expired link, with a way to ask for a new one", async () => {
    const error = new GraphQLError('Please make sure all fields are filled in correctly', {
      extensions: { code: 'BAD_USER_INPUT', errors: { token: 'This password reset token is invalid.' } },
    });
    resetWith([{ request: { query: ResetPasswordDocument, variables: { input } }, result: { errors: [error] } }]);
    expect((await screen.findByTestId('form-error')).textContent).toBe(messages['shop.passwords.token']);
    expect(screen.getByRole('link', { name: messages['shop.resetPassword.requestLink'] })).toBeTruthy();
  });
});

describe('Facebook button', () => {
  afterEach(() => document.getElementById(FACEBOOK_SDK_ID)?.remove());

  function renderButton(enabled: boolean) {
    render(
      <ShopTestProviders mocks={[publicConfigMock(null, { facebookEnabled: enabled, fbClientId: enabled ? '1234' : null })]}>
        <FacebookButton mode="login" onSignedIn={() => undefined} />
        <span data-testid="rendered" />
      </ShopTestProviders>,
    );
  }

  it('is absent, and the SDK not loaded, when Facebook login is off', async () => {
    renderButton(false);
    await screen.findByTestId('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('facebook-button')).toBeNull();
    expect(document.getElementById(FACEBOOK_SDK_ID)).toBeNull();
  });

  it('shows and loads the SDK when Facebook login is on', async () => {
    renderButton(true);
    expect(await screen.findByTestId('facebook-button')).toBeTruthy();
    expect(screen.getByText(messages['shop.facebook.login']!)).toBeTruthy();
    expect((document.getElementById(FACEBOOK_SDK_ID) as HTMLScriptElement).src).toBe('https://connect.facebook.net/en_US/sdk.js');
  });
});
