import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentResource } from '../../../web/src/admin/resources/payment';
import { shippingResource } from '../../../web/src/admin/resources/shipping';
import {
  CreatePaymentMethodDocument,
  MerchantCertificatePresentDocument,
  PaymentMethodDocument,
  ShippingMethodDocument,
  ShopLanguagesDocument,
  UpdatePaymentMethodDocument,
  UpdateShippingMethodDocument,
} from '../../../web/src/graphql/admin/graphql';
import { renderResource, text } from '../framework/framework-test-utils';

const languagesMock = {
  request: { query: ShopLanguagesDocument },
  result: { data: { publicConfig: { __typename: 'PublicConfig', mainLanguage: 'en_us', supportedLanguages: ['en_us'] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const stripeRecord = {
  __typename: 'PaymentMethod',
  id: 3,
  kind: 'stripe',
  name: 'Card',
  instructions: '',
  order: 3,
  enabled: false,
  publishableKey: 'pk_test_1',
  secretKeySet: true,
  webhookSecretSet: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const box = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('payment method screen', () => {
  it('shows write-only secrets as empty boxes saying whether one is stored, and sends only a newly typed secret', async () => {
    const update = jest.fn(() => ({ data: { updatePaymentMethod: { ...stripeRecord, webhookSecretSet: true } } }));
    renderResource({
      resource: paymentResource,
      path: '/admin/payment/edit/3',
      mocks: [
        languagesMock,
        { request: { query: PaymentMethodDocument, variables: { id: 3 } }, result: { data: { paymentMethod: stripeRecord } }, maxUsageCount: 5 },
        {
          request: {
            query: UpdatePaymentMethodDocument,
            variables: {
              id: 3,
              language: 'en_us',
              input: { kind: 'stripe', name: 'Card', instructions: '', order: 3, enabled: false, publishableKey: 'pk_test_1', webhookSecret: 'whsec_new1' },
            },
          },
          result: update,
        },
      ],
    });
    await waitFor(() => expect(box(/Publishable key/).value).toBe('pk_test_1'));
    expect(box(/Secret key/).value).toBe('');
    expect(box(/Webhook signing secret/).value).toBe('');
    expect(screen.getByText(text('admin.field.secretSet'))).toBeTruthy();
    expect(screen.getByText(text('admin.field.secretNotSet'))).toBeTruthy();

    await userEvent.type(box(/Webhook signing secret/), 'whsec_new1');
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Submit Success')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('shows the Stripe keys only for a Stripe method and checks the key formats', async () => {
    const create = jest.fn(() => ({ data: { createPaymentMethod: { ...stripeRecord, id: 9 } } }));
    renderResource({
      resource: paymentResource,
      path: '/admin/payment/create',
      mocks: [languagesMock, { request: { query: CreatePaymentMethodDocument, variables: () => true }, result: create }],
    });
    await screen.findByTestId('form-submit');
    expect(screen.queryByLabelText(/Publishable key/)).toBeNull();
    expect(screen.queryByLabelText(/Secret key/)).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stripe (card)' }));
    await waitFor(() => expect(box(/Publishable key/)).toBeTruthy());
    await userEvent.type(box(/Name/), 'Card');
    await userEvent.type(box(/Publishable key/), 'sk_wrong');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Please check your input.')).toBeTruthy();
    // Enabled by default: a new Stripe method needs its secrets.
    expect(screen.getAllByText('This field is required.').length).toBe(2);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('shipping method screen', () => {
  it('edits the fees by country in rows and sends them with the fee rules', async () => {
    const record = {
      __typename: 'ShippingMethod',
      id: 4,
      name: 'Standard delivery',
      description: 'Two to four days',
      fee: '30.00',
      freeAbove: '500.00',
      countryFees: [{ __typename: 'CountryFee', country: 'USA', fee: '120.00' }],
      order: 1,
      enabled: true,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const update = jest.fn(() => ({ data: { updateShippingMethod: { ...record, freeAbove: null } } }));
    renderResource({
      resource: shippingResource,
      path: '/admin/shipping/edit/4',
      mocks: [
        languagesMock,
        { request: { query: ShippingMethodDocument, variables: { id: 4 } }, result: { data: { shippingMethod: record } }, maxUsageCount: 5 },
        {
          request: {
            query: UpdateShippingMethodDocument,
            variables: {
              id: 4,
              language: 'en_us',
              input: {
                name: 'Standard delivery',
                description: 'Two to four days',
                fee: '30.00',
                freeAbove: '',
                countryFees: [{ country: 'USA', fee: '120.00' }],
                order: 1,
                enabled: true,
              },
            },
          },
          result: update,
        },
      ],
    });
    const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
    await waitFor(() => expect(byId('field-fee').value).toBe('30.00'));
    const rows = screen.getByTestId('field-countryFees');
    expect(within(rows).getByText('United States')).toBeTruthy();
    expect(byId('field-countryFees-0-fee').value).toBe('120.00');

    await userEvent.clear(box(/Free from subtotal/));
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Submit Success')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('merchant certificate page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says whether a valid certificate is stored, shows the server refusal, and uploads the pem field', async () => {
    // jsdom has no Response: the page reads only ok and json().
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
    const answers = [
      answer(422, {
        message: 'Please make sure all fields are filled in correctly',
        errors: { pem: ['The file must be a valid PEM certificate or private key.'] },
      }),
      answer(200, { pem: true }),
    ];
    const sent: FormData[] = [];
    globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      expect(url).toBe('/api/admin/upload/pem');
      sent.push(init!.body as FormData);
      return answers.shift()!;
    }) as unknown as typeof fetch;
    renderResource({
      resource: paymentResource,
      path: '/admin/payment/certificate',
      mocks: [
        { request: { query: MerchantCertificatePresentDocument }, result: { data: { merchantCertificatePresent: false } } },
        { request: { query: MerchantCertificatePresentDocument }, result: { data: { merchantCertificatePresent: true } } },
      ],
    });
    expect((await screen.findByTestId('pem-status')).textContent).toBe(text('admin.payment.certificateAbsent'));

    const input = screen.getByTestId('pem-input') as HTMLInputElement;
    await userEvent.upload(input, new File(['not a pem'], 'merchant.pem', { type: 'application/x-pem-file' }));
    const refusal = await screen.findByTestId('message-dialog');
    expect(within(refusal).getByText('The file must be a valid PEM certificate or private key.')).toBeTruthy();
    await userEvent.click(within(refusal).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());

    await userEvent.upload(input, new File(['-----BEGIN PRIVATE KEY-----'], 'merchant.pem', { type: 'application/x-pem-file' }));
    expect(await screen.findByText('Submit Success')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pem-status').textContent).toBe(text('admin.payment.certificatePresent')));
    expect(sent).toHaveLength(2);
    expect((sent[1].get('pem') as File).name).toBe('merchant.pem');
  });

  it('refuses a file over 64 KB without sending it', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderResource({
      resource: paymentResource,
      path: '/admin/payment/certificate',
      mocks: [{ request: { query: MerchantCertificatePresentDocument }, result: { data: { merchantCertificatePresent: true } } }],
    });
    expect((await screen.findByTestId('pem-status')).textContent).toBe(text('admin.payment.certificatePresent'));
    await userEvent.upload(screen.getByTestId('pem-input') as HTMLInputElement, new File(['x'.repeat(64 * 1024 + 1)], 'big.pem'));
    expect(await screen.findByText('The file may not be greater than 64 KB.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
