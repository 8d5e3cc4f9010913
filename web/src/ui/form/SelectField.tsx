import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { fieldId, requiredSlotProps } from './labels';
import type { FormFieldProps, SelectOption } from './types';
import { useShownError } from './useFieldError';

export interface SelectFieldProps extends FormFieldProps {
  options: readonly SelectOption[];
  /**
   * Offer an empty choice first (stored as null): `true` labels it "None" (common.form.none), a string
   * is its (translated) label.
   */
  emptyOption?: boolean | string;
  size?: 'small' | 'medium';
  /** An error found by an enclosing list (a repeated key): shown like the field's own error. */
  extraError?: string;
}

/** Chooses one of `options`; holds the chosen option's value (string or number, as the option has it), or null. */
export function SelectField({ name, label, required, disabled, helperText, options, emptyOption, size, extraError }: SelectFieldProps) {
  const intl = useIntl();
  const [field, , helpers] = useField<string | number | null | undefined>(name);
  const error = useShownError(name, extraError);
  // Matched as text, so a role id stored as '2' still finds option 2; a value missing from the options
  // (not loaded yet) shows empty rather than making MUI warn.
  const current = field.value === null || field.value === undefined ? undefined : options.find((option) => String(option.value) === String(field.value));
  const emptyLabel = typeof emptyOption === 'string' ? emptyOption : intl.formatMessage({ id: 'common.form.none' });
  return (
    <MuiTextField
      select
      id={fieldId(name)}
      name={name}
      value={current ? current.value : ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        void helpers.setValue(chosen ? chosen.value : null);
      }}
      onBlur={() => void helpers.setTouched(true)}
      label={label}
      disabled={disabled}
      size={size}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={requiredSlotProps(required, {}, label)}
    >
      {emptyOption ? (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
