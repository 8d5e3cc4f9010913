import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AddressesDocument, DeleteAddressDocument, UpdateAddressDocument } from '../../../web/src/graphql/shop/graphql';
import { AddressesTab } from '../../../web/src/shop/account/AddressesTab';
import { ShopTestProviders, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

const address = (id: number, firstName: string, flags: { defaultBilling?: boolean; defaultShipping?: boolean } = {}) => ({
  __typename: 'Address' as const,
  id,
  firstName,
  lastName: 'Chan',
  country: 'HKG',
  contactNumber: '2345 6789',
  address: `${id} Nathan Road`,
  defaultBilling: flags.defaultBilling ?? false,
  defaultShipping: flags.defaultShipping ?? false,
});

const home = address(1, 'Home', { defaultBilling: true, defaultShipping: true });
const office = address(2, 'Office');

const listMock = (list: unknown[]): MockedResponse => ({ request: { query: AddressesDocument }, result: { data: { addresses: list } } });

function renderTab(mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path="/account" mocks={[publicConfigMock(null), ...mocks]}>
      <AddressesTab />
    </ShopTestProviders>,
  );
}

const card = (id: number) => screen.getByTestId(`address-${id}`);

describe('addresses tab', () => {
  it('lists the addresses with country names and default flags', async () => {
    renderTab([listMock([home, office])]);
    await screen.findByTestId('address-1');
    expect(within(card(1)).getByText('Home Chan')).toBeTruthy();
    expect(within(card(1)).getByText('Hong Kong SAR China')).toBeTruthy();
    expect(within(card(1)).getByTestId('default-billing')).toBeTruthy();
    expect(within(card(2)).queryByTestId('default-billing')).toBeNull();
  });

  it('moves the default billing flag: the list the server answers replaces the shown one', async () => {
    const input = { firstName: 'Office', lastName: 'Chan', country: 'HKG', contactNumber: '2345 6789', address: '2 Nathan Road', defaultBilling: true };
    const moved: MockedResponse = {
      request: { query: UpdateAddressDocument, variables: { id: 2, input } },
      result: { data: { updateAddress: [address(1, 'Home', { defaultShipping: true }), address(2, 'Office', { defaultBilling: true })] } },
    };
    renderTab([listMock([home, office]), moved]);
    await screen.findByTestId('address-2');
    fireEvent.click(within(card(2)).getByTestId('make-default-billing'));
    await waitFor(() => expect(within(card(2)).queryByTestId('default-billing')).toBeTruthy());
    // One default billing address only: Home lost it, and keeps its shipping flag.
    expect(within(card(1)).queryByTestId('default-billing')).toBeNull();
    expect(within(card(1)).getByTestId('default-shipping')).toBeTruthy();
    expect(screen.getAllByTestId('default-billing')).toHaveLength(1);
    expect(within(card(1)).getByTestId('make-default-billing')).toBeTruthy();
  });

  it('deletes an address after the confirmation', async () => {
    const deleted: MockedResponse = { request: { query: DeleteAddressDocument, variables: { id: 1 } }, result: { data: { deleteAddress: [office] } } };
    renderTab([listMock([home, office]), deleted]);
    await screen.findByTestId('address-1');
    fireEvent.click(within(card(1)).getByTestId('address-delete'));
    expect(await screen.findByText(messages['shop.address.deleteConfirm']!)).toBeTruthy();
    fireEvent.click(screen.getByTestId('address-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('address-1')).toBeNull());
    expect(screen.getByTestId('address-2')).toBeTruthy();
  });

  it('says when there are no addresses yet', async () => {
    renderTab([listMock([])]);
    expect(await screen.findByTestId('addresses-empty')).toBeTruthy();
  });
});
