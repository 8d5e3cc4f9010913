import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShownError } from '../../ui/form';
import type { FieldOption } from '../framework/resource';
import { useCustomerSearch } from './useOrderChoices';

/**
 * The order's customer (form value `customerId`), found by typing a name or an email. Another customer's
 * saved address is never kept: the address choice starts again (the form then offers the new one's).
 */
export function CustomerPicker() {
  const intl = useIntl();
  const { setFieldValue } = useFormikContext();
  const [field, , helpers] = useField<number | null>('customerId');
  const error = useShownError('customerId');
  const [input, setInput] = useState('');
  const found = useCustomerSearch(input);
  const [chosen, setChosen] = useState<FieldOption | null>(null);
  const value = field.value === null ? null : (chosen ?? { value: field.value, label: `#${field.value}` });
  return (
    <Autocomplete
      options={found}
      value={value}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      onChange={(_event, option) => {
        setChosen(option);
        const id = option ? Number(option.value) : null;
        void helpers.setValue(id);
        void setFieldValue('shippingAddressId', null);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'admin.order.field.customer' })}
          helperText={error ?? intl.formatMessage({ id: 'admin.order.customerHelp' })}
          error={Boolean(error)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'order-customer' } }}
        />
      )}
    />
  );
}
