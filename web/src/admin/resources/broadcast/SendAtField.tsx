import { useQuery } from '@apollo/client/react';
import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { BroadcastTimeZoneDocument } from '../../../graphql/admin/graphql';
import { fieldId, requiredSlotProps } from '../../../ui/form/labels';
import type { FormFieldProps } from '../../../ui/form/types';
import { useShownError } from '../../../ui/form/useFieldError';
import { isoToShopTime, shopTimeToIso } from './shop-time';

/** A date and time in the shop's time zone, held in the form as an ISO instant (null: send at once). */
export function SendAtField({ name, label, required, disabled, helperText }: FormFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const intl = useIntl();
  const timeZone = useQuery(BroadcastTimeZoneDocument, { fetchPolicy: 'cache-first' }).data?.broadcastTimeZone ?? 'UTC';
  return (
    <MuiTextField
      type="datetime-local"
      id={fieldId(name)}
      name={name}
      value={isoToShopTime(field.value, timeZone)}
      onChange={(event) => void helpers.setValue(shopTimeToIso(event.target.value, timeZone))}
      onBlur={() => void helpers.setTouched(true)}
      label={label}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? `${helperText ?? ''} ${intl.formatMessage({ id: 'admin.broadcast.timeZone' }, { timeZone })}`.trim()}
      slotProps={{ ...requiredSlotProps(required, { lang: intl.locale }), inputLabel: { required: Boolean(required), shrink: true } }}
    />
  );
}
