import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { COUNTRY_CODES, countryOptions } from '../countries';
import { FormikTextField } from '../form/FormikTextField';
import { SelectField } from '../form/SelectField';
import { serverTextsIn } from '../errors';
import { inputShape } from '../validation/input-schema';
import { MESSAGES } from '../validation/rules';

/**
 * The address's own fields (spec 3), as the shopper's address book and checkout and the back office's
 * order taken by phone type them.
 */
export interface AddressFieldValues {
  firstName: string;
  lastName: string;
  country: string | null;
  contactNumber: string;
  address: string;
}

export const EMPTY_ADDRESS: AddressFieldValues = { firstName: '', lastName: '', country: null, contactNumber: '', address: '' };

/**
 * The rules of the address fields: AddressInput's, from the server, in the UI language; the country one
 * of the select's (the server checks its own list, the same codes).
 */
export function addressFieldRules(intl: IntlShape) {
  const translate = serverTextsIn(intl);
  return inputShape('AddressInput', {
    translate,
    adjust: {
      country: (country) => country.test('country', translate(MESSAGES.noSpecific), (value: unknown) => !value || COUNTRY_CODES.includes(String(value))),
    },
  });
}

/**
 * Names, country from the fixed ISO list (names in the UI locale), contact number and address, all
 * required. `prefix` places them in a bigger form (`shippingAddress.`).
 */
export function AddressFields({ prefix = '', autoCompleteSection }: { prefix?: string; autoCompleteSection?: string }) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const label = (id: string) => intl.formatMessage({ id });
  // Browsers fill a shipping and a billing address separately when their autocomplete tokens say so.
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name={`${prefix}firstName`} autoComplete={auto('given-name')} label={label('common.address.firstName')} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name={`${prefix}lastName`} autoComplete={auto('family-name')} label={label('common.address.lastName')} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField name={`${prefix}country`} label={label('common.address.country')} options={options} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name={`${prefix}contactNumber`}
          type="tel"
          autoComplete={auto('tel')}
          label={label('common.address.contactNumber')}
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormikTextField
          name={`${prefix}address`}
          autoComplete={auto('street-address')}
          label={label('common.address.address')}
          required
          fullWidth
          multiline
          minRows={2}
        />
      </Grid>
    </Grid>
  );
}
