import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  type?: string;
  value?: unknown;
  defaultValue?: unknown;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  className?: string;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: OutlinedInputProps['onKeyDown'];
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> & Record<`data-${string}` | `tool${string}`, unknown>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField for typing, without its select mode: the same parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), wired as TextField wires them (the label's `for` and id, the helper
 * text as the input's description, the label's width in the outline). TextField's module imports its
 * Select, and with it Menu, Popover, Modal and their transitions, some 14 kB of brotli that every
 * storefront page loaded for its search box and a product page for its quantity (issue 42). The forms'
 * fields (ui/form) and the storefront's boxes use it. A select is MUI's TextField with `select` (ui/form's
 * SelectField, the back office's filters); an Autocomplete's input stays MUI's TextField too (it passes
 * TextField's own props), in back office screens that load Select anyway.
 */
export function TextInput({
  id: idOverride,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  margin,
  className,
  sx,
  slotProps = {},
  ...input
}: TextInputProps) {
  const id = useId();
  const inputId = idOverride ?? id;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  const labelId = label ? `${inputId}-label` : undefined;
  const { input: inputSlot, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <FormControl
      className={className}
      sx={sx}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
      variant="outlined"
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={inputId} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={inputLabel?.shrink}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
        {...inputSlot}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
