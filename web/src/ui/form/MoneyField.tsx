import InputAdornment from '@mui/material/InputAdornment';
import { useField } from 'formik';
import { useEffect, useState, type ChangeEvent } from 'react';
import { fieldId, requiredSlotProps } from './labels';
import { acceptsMoneyText, cleanNumberText, toMoneyValue } from './numbers';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface MoneyFieldProps extends FormFieldProps {
  /** The currency mark shown before the amount (e.g. "HK$"). */
  currencyMark?: string;
  /** A minus sign may be typed (default: no). */
  allowNegative?: boolean;
  size?: 'small' | 'medium';
  /** An error found by an enclosing list (a repeated key): shown like the field's own error. */
  extraError?: string;
}

/**
 * An amount with 2 decimals, held as a decimal string ("12.50") so no binary float ever touches it;
 * null when empty. While typing the text stays as typed; on leaving the field it shows the stored form.
 */
export function MoneyField({ name, label, required, disabled, helperText, currencyMark, allowNegative, size, extraError }: MoneyFieldProps) {
  const [field, , helpers] = useField<string | number | null | undefined>(name);
  const error = useShownError(name, extraError);
  const [text, setText] = useState(() => toMoneyValue(field.value) ?? '');

  // The form changed the value itself (reset, rows reordered, a number loaded): show its stored form.
  useEffect(() => {
    if (toMoneyValue(text) !== toMoneyValue(field.value)) setText(toMoneyValue(field.value) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the stored value matters
  }, [field.value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cleanNumberText(event.target.value);
    if (!acceptsMoneyText(next, allowNegative)) return;
    setText(next);
    void helpers.setValue(toMoneyValue(next));
  };

  const blur = () => {
    const stored = toMoneyValue(text);
    setText(stored ?? '');
    // A number loaded from elsewhere becomes the string form once the user has been here.
    if (stored !== field.value) void helpers.setValue(stored, false);
    void helpers.setTouched(true);
  };

  return (
    <TextInput
      id={fieldId(name)}
      name={name}
      value={text}
      onChange={change}
      onBlur={blur}
      label={label}
      disabled={disabled}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...requiredSlotProps(required, { inputMode: 'decimal' }, label),
        input: currencyMark ? { startAdornment: <InputAdornment position="start">{currencyMark}</InputAdornment> } : undefined,
      }}
    />
  );
}
