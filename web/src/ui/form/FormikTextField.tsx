import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useShownError } from './useFieldError';
import { toolParam } from './labels';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A MUI text field bound to a formik field; shows its error once touched or after a submit. Its label is
 * its WebMCP parameter description unless `slotProps.htmlInput` gives one.
 */
export function FormikTextField({ name, helperText, slotProps, ...rest }: Props) {
  const [field] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...rest}
      {...field}
      id={rest.id ?? name}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...toolParam(rest.label), ...htmlInput } }}
    />
  );
}
