import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AddressForm } from '../../../web/src/shop/account/AddressForm';
import { countryOptions } from '../../../web/src/shop/account/countries';
import { ShopTestProviders, messages } from '../shop/shop-test-utils';

const REQUIRED = 'This field is required.';

function renderForm(onSubmit: (input: unknown) => Promise<void> = jest.fn(async () => undefined), initial = null) {
  const onCancel = jest.fn();
  render(
    <ShopTestProviders>
      <AddressForm initial={initial} onSubmit={onSubmit} onCancel={onCancel} />
    </ShopTestProviders>,
  );
  return { onSubmit, onCancel };
}

/** A text field by its formik name (FormikTextField uses it as the input id). */
const field = (name: string) => document.getElementById(name) as HTMLInputElement;

async function chooseCountry(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name }));
}

function fillIn() {
  fireEvent.change(field('firstName'), { target: { value: '  Grace ' } });
  fireEvent.change(field('lastName'), { target: { value: 'Hopper' } });
  fireEvent.change(field('contactNumber'), { target: { value: '+852 2345 6789' } });
  fireEvent.change(field('address'), { target: { value: '1 Queen’s Road' } });
}

describe('address form', () => {
  it('offers the 249 countries by name in the UI locale, sorted', () => {
    const english = countryOptions('en-US');
    expect(english).toHaveLength(249);
    expect(english.find((o) => o.value === 'HKG')?.label).toBe('Hong Kong SAR China');
    expect(countryOptions('zh-HK').find((o) => o.value === 'JPN')?.label).toBe('日本');
    const labels = english.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-US').compare));
  });

  it('names every missing required field and sends nothing', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(5));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with the country code and the default flags', async () => {
    const { onSubmit } = renderForm();
    fillIn();
    await chooseCountry('Hong Kong SAR China');
    fireEvent.click(screen.getByRole('switch', { name: messages['shop.address.defaultShipping'] }));
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'HKG',
      contactNumber: '+852 2345 6789',
      address: '1 Queen’s Road',
      defaultBilling: false,
      defaultShipping: true,
    });
  });

  it("shows the server's field errors on their fields", async () => {
    const onSubmit = jest.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [
          new GraphQLError('Please make sure all fields are filled in correctly', {
            extensions: { code: 'BAD_USER_INPUT', errors: { contactNumber: 'Please check your input.' } },
          }),
        ],
      });
    });
    renderForm(onSubmit);
    fillIn();
    await chooseCountry('Japan');
    fireEvent.click(screen.getByTestId('address-submit'));
    expect(await screen.findByText('Please check your input.')).toBeTruthy();
    expect(field('contactNumber').getAttribute('aria-invalid')).toBe('true');
  });
});
