import { useField } from 'formik';
import { fieldId, requiredSlotProps } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface TextFieldProps extends FormFieldProps {
  /** Several lines (a textarea), growing from `minRows` (default 3) up to `maxRows`. */
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  type?: 'text' | 'email' | 'url' | 'tel' | 'search';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  size?: 'small' | 'medium';
  /** An error found by an enclosing list (a repeated key): shown like the field's own error. */
  extraError?: string;
}

/** A text input (one line, or several with `multiline`) holding a string. */
export function TextField({
  name,
  label,
  required,
  disabled,
  helperText,
  multiline,
  minRows,
  maxRows,
  type = 'text',
  placeholder,
  autoComplete,
  autoFocus,
  maxLength,
  size,
  extraError,
}: TextFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const error = useShownError(name, extraError);
  return (
    <TextInput
      {...field}
      id={fieldId(name)}
      value={field.value ?? ''}
      label={label}
      type={type}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? (minRows ?? 3) : undefined}
      maxRows={multiline ? maxRows : undefined}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={requiredSlotProps(required, { maxLength }, label)}
    />
  );
}
