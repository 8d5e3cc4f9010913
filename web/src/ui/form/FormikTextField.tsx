import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A MUI text field bound to a formik field; shows its error once touched or after a submit. */
export function FormikTextField({ name, helperText, ...rest }: Props) {
  const [field, meta] = useField<string | null | undefined>(name);
  const { submitCount } = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <TextField
      {...rest}
      {...field}
      id={rest.id ?? name}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
