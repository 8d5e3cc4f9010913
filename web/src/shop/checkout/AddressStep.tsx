import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AddressFieldsFragment } from '../../graphql/shop/graphql';
import { countryName } from '../../ui/countries';
import { SelectField } from '../../ui/form/SelectField';
import { SwitchField } from '../../ui/form/SwitchField';
import { AddressFields } from '../../ui/address/AddressFields';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-form';

/** A saved address or a new one (members), or the address fields alone (guests). */
function AddressChoice({ kind, saved }: { kind: 'shipping' | 'billing'; saved: readonly AddressFieldsFragment[] | undefined }) {
  const intl = useIntl();
  const { values } = useFormikContext<CheckoutValues>();
  const options = useMemo(
    () => [
      ...(saved ?? []).map((address) => ({
        value: address.id,
        label: `${address.firstName} ${address.lastName}, ${address.address}, ${countryName(address.country, intl.locale)}`,
      })),
      { value: NEW_ADDRESS, label: intl.formatMessage({ id: 'shop.checkout.newAddress' }) },
    ],
    [saved, intl],
  );
  const idField = kind === 'shipping' ? 'shippingAddressId' : 'billingAddressId';
  const choice = values[idField];
  const label = intl.formatMessage({ id: kind === 'shipping' ? 'shop.checkout.shippingAddress' : 'shop.checkout.billingAddress' });
  return (
    <Stack spacing={2}>
      {saved?.length ? (
        <SelectField name={idField} label={label} options={options} required />
      ) : (
        <Typography variant="subtitle1" component="h3">
          {label}
        </Typography>
      )}
      {choice === NEW_ADDRESS ? <AddressFields prefix={`${kind}Address.`} autoCompleteSection={kind} /> : null}
    </Stack>
  );
}

/** Shipping address, then billing: the same as shipping unless the shopper says otherwise. */
export function AddressStep({ saved }: { saved: readonly AddressFieldsFragment[] | undefined }) {
  const intl = useIntl();
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <Stack spacing={2}>
      <AddressChoice kind="shipping" saved={saved} />
      <SwitchField name="billingSameAsShipping" label={intl.formatMessage({ id: 'shop.checkout.billingSame' })} />
      {values.billingSameAsShipping ? null : <AddressChoice kind="billing" saved={saved} />}
    </Stack>
  );
}
