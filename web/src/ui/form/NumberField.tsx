import InputAdornment from '@mui/material/InputAdornment';
import { useField } from 'formik';
import { useEffect, useState, type ChangeEvent } from 'react';
import { fieldId, requiredSlotProps } from './labels';
import { acceptsNumberText, cleanNumberText, numberToText, parseNumberText } from './numbers';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface NumberFieldProps extends FormFieldProps {
  /** Whole numbers only (no decimal point can be typed). */
  integer?: boolean;
  /** A minus sign may be typed (default: no). */
  allowNegative?: boolean;
  /** A unit shown after the number (e.g. "min"), already translated. */
  unit?: string;
  size?: 'small' | 'medium';
  /** An error found by an enclosing list (a repeated key): shown like the field's own error. */
  extraError?: string;
}

/**
 * A number input holding a number, or null when empty. The text typed is kept as typed (so "1." can be
 * finished to "1.5"); the form holds the number it means.
 */
export function NumberField({ name, label, required, disabled, helperText, integer, allowNegative, unit, size, extraError }: NumberFieldProps) {
  const [field, , helpers] = useField<number | string | null | undefined>(name);
  const error = useShownError(name, extraError);
  const [text, setText] = useState(() => numberToText(field.value));

  // The form changed the value itself (reset, rows reordered): show it, unless the text already means it.
  useEffect(() => {
    const stored = field.value === '' || field.value === undefined ? null : field.value;
    if (parseNumberText(text) !== (typeof stored === 'string' ? parseNumberText(stored) : stored)) setText(numberToText(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the stored value matters
  }, [field.value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cleanNumberText(event.target.value);
    if (!acceptsNumberText(next, { integer, allowNegative })) return;
    setText(next);
    void helpers.setValue(parseNumberText(next));
  };

  return (
    <TextInput
      id={fieldId(name)}
      name={name}
      value={text}
      onChange={change}
      onBlur={() => void helpers.setTouched(true)}
      label={label}
      disabled={disabled}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...requiredSlotProps(required, { inputMode: integer ? 'numeric' : 'decimal' }, label),
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
