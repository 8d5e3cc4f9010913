import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CreateOrderDocument, OrderCustomerDocument } from '../../graphql/admin/graphql';
import { AddressFields } from '../../ui/address/AddressFields';
import { countryName } from '../../ui/countries';
import { toFormErrors } from '../../ui/errors';
import { FormikTextField, SelectField, SwitchField } from '../../ui/form';
import { GENERIC_FORM_FAILURE, trimDeep } from '../../ui/validation/rules';
import { MessageDialog, type DialogMessage } from '../framework/dialogs';
import { EditPageFrame } from '../framework/edit/EditPageFrame';
import { InvalidNotice } from '../framework/edit/ResourceEditPage';
import { editPath, type AnyResource } from '../framework/resource';
import { Section } from '../products/Section';
import { CustomerPicker } from './CustomerPicker';
import { OrderLinesPicker } from './OrderLinesPicker';
import { PhoneOrderTotals } from './PhoneOrderTotals';
import { EMPTY_ORDER, orderCreateInput, orderCreateSchema, placeOrderErrors, type OrderCreateValues } from './order-create-form';
import { useOrderFormChoices } from './useOrderChoices';

/** The chosen customer's saved addresses, or a typed one; a newly chosen customer starts on their default. */
function ShippingAddressFields() {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<OrderCreateValues>();
  const { data } = useQuery(OrderCustomerDocument, { variables: { id: values.customerId ?? 0 }, skip: values.customerId === null });
  const customer = values.customerId !== null ? data?.customer : undefined;
  const addresses = useMemo(() => customer?.addresses ?? [], [customer]);
  const loadedFor = customer?.id;
  useEffect(() => {
    if (loadedFor === undefined) return;
    const preferred = addresses.find((address) => address.defaultShipping) ?? addresses[0];
    void setFieldValue('shippingAddressId', preferred?.id ?? null);
    // Only a newly loaded customer picks the default; the admin's own choice stays afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [loadedFor]);
  const options = addresses.map((address) => ({
    value: address.id,
    label: `${address.firstName} ${address.lastName}, ${address.address} (${countryName(address.country, intl.locale)})`,
  }));
  return (
    <Stack spacing={2}>
      {values.customerId !== null ? (
        <SelectField
          name="shippingAddressId"
          label={intl.formatMessage({ id: 'admin.order.field.savedAddress' })}
          options={options}
          emptyOption={intl.formatMessage({ id: 'admin.order.newAddress' })}
        />
      ) : null}
      {values.shippingAddressId === null ? <AddressFields prefix="shippingAddress." autoCompleteSection="shipping" /> : null}
    </Stack>
  );
}

function MethodFields() {
  const intl = useIntl();
  const choices = useOrderFormChoices();
  const { values, setFieldValue } = useFormikContext<OrderCreateValues>();
  const label = (id: string) => intl.formatMessage({ id });
  const shipping = (choices?.shippingMethods ?? []).map((method) => ({ value: method.id, label: method.name }));
  const payment = (choices?.paymentMethods ?? []).map((method) => ({ value: method.id, label: method.name }));
  const base = choices?.publicConfig.baseCurrency;
  const currencies = (choices?.publicConfig.supportedCurrencies ?? []).map((currency) => ({
    value: currency.identifier,
    label: `${currency.identifier} (${currency.mark})`,
  }));
  // The order is in the base currency unless the admin chooses another.
  useEffect(() => {
    if (base && values.currency === null) void setFieldValue('currency', base, false);
  }, [base, values.currency, setFieldValue]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField name="shippingMethodId" label={label('admin.order.field.shippingMethod')} options={shipping} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField name="paymentMethodId" label={label('admin.order.field.paymentMethod')} options={payment} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField name="currency" label={label('admin.order.field.currency')} options={currencies} required />
      </Grid>
    </Grid>
  );
}

/**
 * order/create (`/admin/order/create`): an order taken by phone. The server prices it, takes the stock
 * and records the admin; field errors land on their fields, a stock conflict (409) is shown as sent.
 */
export function OrderCreatePage({ resource }: { resource: AnyResource }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const schema = useMemo(() => orderCreateSchema(intl), [intl]);
  const title = intl.formatMessage({ id: resource.titleId });
  const label = (id: string) => intl.formatMessage({ id });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const submit = async (values: OrderCreateValues, helpers: FormikHelpers<OrderCreateValues>) => {
    const trimmed = trimDeep(values);
    try {
      const { data } = await client.mutate({ mutation: CreateOrderDocument, variables: { input: orderCreateInput(trimmed) } });
      if (!data) throw new Error(GENERIC_FORM_FAILURE);
      void navigate(editPath(resource, data.createOrder.id), { replace: true });
    } catch (error) {
      const { fields, form } = toFormErrors(error);
      const { errors, unplaced } = placeOrderErrors(fields, trimmed);
      helpers.setErrors(errors);
      const messages = [...(form ? form.split('\n') : []), ...unplaced];
      setMessage({ titleId: 'admin.resource.dialog.createFail', messages: messages.length ? messages : [GENERIC_FORM_FAILURE] });
    }
  };

  return (
    <EditPageFrame resource={resource} title={title} mode="create" notFound={false} loading={false}>
      <Formik<OrderCreateValues> initialValues={EMPTY_ORDER} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={title}>
            <Stack spacing={4}>
              <InvalidNotice />
              <Section titleId="admin.order.section.customer">
                <Stack spacing={2} sx={{ maxWidth: 720 }}>
                  <CustomerPicker />
                  {values.customerId === null ? (
                    <FormikTextField name="email" type="email" label={label('admin.order.field.email')} required fullWidth />
                  ) : null}
                </Stack>
              </Section>
              <Section titleId="admin.order.section.lines">
                <OrderLinesPicker />
              </Section>
              <Section titleId="admin.order.section.shippingAddress">
                <ShippingAddressFields />
              </Section>
              <Section titleId="admin.order.section.billingAddress">
                <Stack spacing={2}>
                  <SwitchField name="billingSameAsShipping" label={label('admin.order.field.billingSameAsShipping')} />
                  {values.billingSameAsShipping ? null : <AddressFields prefix="billingAddress." autoCompleteSection="billing" />}
                </Stack>
              </Section>
              <Section titleId="admin.order.section.methods">
                <MethodFields />
              </Section>
              <Section titleId="admin.order.section.totals">
                <PhoneOrderTotals />
              </Section>
              <FormikTextField
                name="remark"
                label={label('admin.order.field.remark')}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
              <div>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
                  <FormattedMessage id="admin.order.submit" />
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </EditPageFrame>
  );
}
