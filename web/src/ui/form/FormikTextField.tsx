import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useShownError } from './useFieldError';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A MUI text field bound to a formik field; shows its error once touched or after a submit. */
export function FormikTextField({ name, helperText, ...rest }: Props) {
  const [field] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  return <TextField {...rest} {...field} id={rest.id ?? name} value={field.value ?? ''} error={Boolean(error)} helperText={error ?? helperText} />;
}
