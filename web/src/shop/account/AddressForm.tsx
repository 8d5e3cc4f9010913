import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import type { AddressFieldsFragment, AddressInput } from '../../graphql/shop/graphql';
import { SwitchField } from '../../ui/form/SwitchField';
import { trimDeep } from '../../ui/validation/rules';
import { FormStatus } from '../auth/FormStatus';
import { shopFormErrors } from '../auth/form-messages';
import { AddressFields, addressFieldRules } from '../../ui/address/AddressFields';
import { formTool } from '../agents/form-tool';

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
  // AddressInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => yup.object(addressFieldRules(intl)), [intl]);

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
        <Form noValidate aria-label={label(initial ? 'shop.address.edit' : 'shop.address.add')} data-testid="address-form" {...formTool(intl, 'save_address')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormStatus status={status} />
            <AddressFields />
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
