import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { fieldId, requiredSlotProps } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface DateFieldProps extends FormFieldProps {
  /** Earliest / latest date that can be picked, YYYY-MM-DD. */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
}

/** A date held as 'YYYY-MM-DD' (the date part of a longer ISO value is read), or null when empty. */
export function DateField({ name, label, required, disabled, helperText, min, max, size }: DateFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  // The browser's date picker follows the input's language where it can (issue 20: pickers in the UI language).
  const { locale } = useIntl();
  const value = typeof field.value === 'string' ? field.value.slice(0, 10) : '';
  return (
    <TextInput
      type="date"
      id={fieldId(name)}
      name={name}
      value={value}
      onChange={(event) => void helpers.setValue(event.target.value || null)}
      onBlur={() => void helpers.setTouched(true)}
      label={label}
      disabled={disabled}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...requiredSlotProps(required, { min, max, lang: locale }, label), inputLabel: { required: Boolean(required), shrink: true } }}
    />
  );
}
