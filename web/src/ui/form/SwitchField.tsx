import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import { fieldId, toolParam } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';

export interface SwitchFieldProps extends FormFieldProps {
  /**
   * Store '1' / '0' instead of true / false (the settings flags catalog_mode, member_only and
   * guest_checkout are kept that way). Either form is read.
   */
  stringValues?: boolean;
  size?: 'small' | 'medium';
  /** An error found by an enclosing list (a repeated key): shown like the field's own error. */
  extraError?: string;
}

/** Reads a boolean stored as a boolean, '1'/'0', 'true'/'false' or 1/0. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** An on/off switch holding a boolean (or '1'/'0' with `stringValues`). */
export function SwitchField({ name, label, required, disabled, helperText, stringValues, size, extraError }: SwitchFieldProps) {
  const [field, , helpers] = useField<unknown>(name);
  const error = useShownError(name, extraError);
  const id = fieldId(name);
  const hint = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} required={required}>
      <FormControlLabel
        label={label}
        required={required}
        control={
          <Switch
            id={id}
            name={name}
            size={size}
            checked={isOn(field.value)}
            onChange={(_event, checked) => {
              void helpers.setValue(stringValues ? (checked ? '1' : '0') : checked);
              void helpers.setTouched(true, false);
            }}
            slotProps={{ input: { 'aria-describedby': hint ? `${id}-hint` : undefined, ...toolParam(label) } }}
          />
        }
      />
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
