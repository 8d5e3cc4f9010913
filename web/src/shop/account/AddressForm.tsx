import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import type { AddressFieldsFragment, AddressInput } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { SelectField } from '../../ui/form/SelectField';
import { SwitchField } from '../../ui/form/SwitchField';
import { required, requiredText, trimDeep } from '../../ui/validation/rules';
import { FormStatus } from '../auth/FormStatus';
import { shopFormErrors, validationMessages } from '../auth/form-messages';
import { COUNTRY_CODES, countryOptions } from './countries';

export interface AddressValues {
  firstName: string;
  lastName: string;
  country: string | null;
  contactNumber: string;
  address: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

const FIELDS = ['firstName', 'lastName', 'country', 'contactNumber', 'address', 'defaultBilling', 'defaultShipping'] as const;

export function addressValues(address?: AddressFieldsFragment | null): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    country: address?.country ?? null,
    contactNumber: address?.contactNumber ?? '',
    address: address?.address ?? '',
    defaultBilling: address?.defaultBilling ?? false,
    defaultShipping: address?.defaultShipping ?? false,
  };
}

interface Props {
  initial?: AddressFieldsFragment | null;
  /** Saves the address; a thrown operation error is shown on the form. */
  onSubmit: (input: AddressInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * The address form (spec 3): names, country from the fixed ISO list (names in the UI locale), contact
 * number and address, all required; the two default flags, where ticking one takes it from the other
 * addresses (the server does that and answers the new list).
 */
export function AddressForm({ initial, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  // Mirrors AddressInput on the server.
  const schema = useMemo(() => {
    const t = validationMessages(intl);
    return yup.object({
      firstName: requiredText(t.required).max(100, t.invalid),
      lastName: requiredText(t.required).max(100, t.invalid),
      country: required(yup.string(), t.required).test('country', t.invalid, (value) => !value || COUNTRY_CODES.includes(value)),
      contactNumber: requiredText(t.required).max(50, t.invalid),
      address: requiredText(t.required).max(500, t.invalid),
    });
  }, [intl]);

  const submit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit({ ...trimDeep(values), country: values.country ?? '' });
    } catch (error) {
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus(form ? `${intl.formatMessage({ id: 'shop.form.submitFail' })}\n${form}` : undefined);
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <Formik initialValues={addressValues(initial)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={label(initial ? 'shop.address.edit' : 'shop.address.add')} data-testid="address-form">
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormStatus status={status} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="firstName" autoComplete="given-name" label={label('shop.field.firstName')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="lastName" autoComplete="family-name" label={label('shop.field.lastName')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectField name="country" label={label('shop.address.country')} options={options} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="contactNumber" type="tel" autoComplete="tel" label={label('shop.address.contactNumber')} required fullWidth />
              </Grid>
              <Grid size={12}>
                <FormikTextField name="address" autoComplete="street-address" label={label('shop.address.address')} required fullWidth multiline minRows={2} />
              </Grid>
            </Grid>
            <SwitchField name="defaultBilling" label={label('shop.address.defaultBilling')} helperText={label('shop.address.defaultBillingHint')} />
            <SwitchField name="defaultShipping" label={label('shop.address.defaultShipping')} helperText={label('shop.address.defaultShippingHint')} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onCancel} disabled={isSubmitting}>
                <FormattedMessage id="common.action.cancel" />
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="address-submit">
                <FormattedMessage id="shop.address.save" />
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
