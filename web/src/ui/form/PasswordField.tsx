import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useField } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldId, requiredSlotProps } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';
import { TextInput } from '../TextInput';

export interface PasswordFieldProps extends FormFieldProps {
  /** `new-password` (default) on account forms, `current-password` on sign-in forms. */
  autoComplete?: 'new-password' | 'current-password' | 'off';
}

/** A password input with a show/hide toggle; holds a string. */
export function PasswordField({ name, label, required, disabled, helperText, autoComplete = 'new-password' }: PasswordFieldProps) {
  const intl = useIntl();
  const [field] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const [shown, setShown] = useState(false);
  const base = requiredSlotProps(required, {}, label);
  return (
    <TextInput
      {...field}
      id={fieldId(name)}
      value={field.value ?? ''}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...base,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                disabled={disabled}
                onClick={() => setShown((value) => !value)}
                aria-label={intl.formatMessage({ id: shown ? 'common.form.hidePassword' : 'common.form.showPassword' })}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
