import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { instantOfLocalDateTime, localDateTimeOf } from '../../../../core/shop-time';
import { fieldId, requiredSlotProps } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface DateTimeFieldProps extends FormFieldProps {
  /** The shop's time zone (setting `timezone`): the time is shown and entered on its clock. Undefined while loading. */
  timeZone: string | undefined;
  size?: 'small' | 'medium';
}

/**
 * A date and time entered on the shop's clock, whatever the admin's computer says (issue 15: slides,
 * pages, articles; issue 14: broadcasts), held in the form as an ISO instant, or null when empty. The
 * conversion is the server's own (core/shop-time.ts), so both read a wall-clock time alike. The
 * box waits, disabled, until the zone is known: a time typed before would be read on the wrong clock.
 */
export function DateTimeField({ name, label, required, disabled, helperText, timeZone, size }: DateTimeFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const intl = useIntl();
  const instant = field.value ? new Date(field.value) : null;
  const value = timeZone && instant && !Number.isNaN(instant.getTime()) ? localDateTimeOf(instant, timeZone) : '';
  const zoneNote = timeZone ? intl.formatMessage({ id: 'common.form.shopTime' }, { timeZone }) : '';
  return (
    <TextInput
      type="datetime-local"
      id={fieldId(name)}
      name={name}
      value={value}
      onChange={(event) => void helpers.setValue(timeZone ? (instantOfLocalDateTime(event.target.value, timeZone)?.toISOString() ?? null) : null)}
      onBlur={() => void helpers.setTouched(true)}
      label={label}
      disabled={disabled || !timeZone}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? (`${helperText ?? ''} ${zoneNote}`.trim() || undefined)}
      slotProps={{ ...requiredSlotProps(required, { lang: intl.locale }, label), inputLabel: { required: Boolean(required), shrink: true } }}
    />
  );
}
