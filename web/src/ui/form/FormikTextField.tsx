import { useField } from 'formik';
import { useShownError } from './useFieldError';
import { toolParam } from './labels';
import { TextInput, type TextInputProps } from '../TextInput';

type Props = Omit<TextInputProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A text field (TextInput) bound to a formik field; shows its error once touched or after a submit. Its label is
 * its WebMCP parameter description unless `slotProps.htmlInput` gives one.
 */
export function FormikTextField({ name, helperText, slotProps, ...rest }: Props) {
  const [field] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  return (
    <TextInput
      {...rest}
      {...field}
      id={rest.id ?? name}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...toolParam(rest.label), ...slotProps?.htmlInput } }}
    />
  );
}
