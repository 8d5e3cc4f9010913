import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CurrencySettingsForm } from '../../../web/src/admin/settings/groups/CurrencySettingsForm';
import { UpdateCurrencySettingsDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders } from './admin-test-utils';

const settings = {
  baseCurrency: 'HKD',
  supportedCurrencies: [
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
  ],
};

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('settings screen: currencies', () => {
  it('refuses repeated identifiers before sending anything', async () => {
    render(
      <AdminTestProviders path="/admin/setting">
        <CurrencySettingsForm settings={settings} />
      </AdminTestProviders>,
    );
    fireEvent.change(input('field-supportedCurrencies-1-identifier'), { target: { value: 'HKD' } });
    fireEvent.click(screen.getByTestId('settings-submit-currency'));
    await waitFor(() => expect(screen.getByText('Please make sure all fields are filled in correctly')).toBeTruthy());
    expect(screen.getAllByText('This input can not be repeated').length).toBeGreaterThan(0);
    expect(screen.queryByText('Submit Success')).toBeNull();
  });

  it('saves and says "Submit Success"', async () => {
    const saved = {
      __typename: 'CurrencySettings' as const,
      baseCurrency: 'HKD',
      supportedCurrencies: [
        { __typename: 'Currency' as const, identifier: 'HKD', rate: 1, mark: 'HK$' },
        { __typename: 'Currency' as const, identifier: 'EUR', rate: 0.12, mark: '€' },
      ],
    };
    const mocks = [
      {
        request: {
          query: UpdateCurrencySettingsDocument,
          variables: {
            input: {
              baseCurrency: 'HKD',
              supportedCurrencies: [
                { identifier: 'HKD', rate: 1, mark: 'HK$' },
                { identifier: 'EUR', rate: 0.12, mark: '€' },
              ],
            },
          },
        },
        result: { data: { updateCurrencySettings: saved } },
        delay: 0,
      },
    ];
    render(
      <AdminTestProviders path="/admin/setting" mocks={mocks}>
        <CurrencySettingsForm settings={settings} />
      </AdminTestProviders>,
    );
    fireEvent.change(input('field-supportedCurrencies-1-identifier'), { target: { value: ' EUR ' } });
    fireEvent.change(input('field-supportedCurrencies-1-rate'), { target: { value: '0.12' } });
    fireEvent.change(input('field-supportedCurrencies-1-mark'), { target: { value: '€' } });
    fireEvent.click(screen.getByTestId('settings-submit-currency'));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeTruthy());
  });

  it('shows the server\'s field errors and "Submit Fail"', async () => {
    const mocks = [
      {
        request: { query: UpdateCurrencySettingsDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Bad input', {
              extensions: { code: 'BAD_USER_INPUT', errors: { 'supportedCurrencies.1.mark': 'Please check your input.' } },
            }),
          ],
        },
        delay: 0,
      },
    ];
    render(
      <AdminTestProviders path="/admin/setting" mocks={mocks}>
        <CurrencySettingsForm settings={settings} />
      </AdminTestProviders>,
    );
    fireEvent.click(screen.getByTestId('settings-submit-currency'));
    await waitFor(() => expect(screen.getByText('Submit Fail')).toBeTruthy());
    expect(screen.getByText('Please check your input.')).toBeTruthy();
  });
});
