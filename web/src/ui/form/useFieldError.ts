import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { localizeServerMessage } from '../errors';

/**
 * The error a field shows: its own formik error once it is touched or the form was submitted (like
 * FormikTextField). `extraError` is an error found outside the schema's path for this field (a repeated
 * key found on the list): shown under the same condition when the field has no error of its own.
 * Only string errors count: a list field's per-row errors are shown by the rows themselves. The text is
 * shown in the user's language: the rules' and the server's messages share one catalogue (core/message-ids.ts).
 */
export function useShownError(name: string, extraError?: string): string | undefined {
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  const visible = Boolean(meta.touched) || submitCount > 0;
  if (!visible) return undefined;
  const own = typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  const shown = own ?? extraError;
  return shown ? localizeServerMessage(intl, shown) : undefined;
}
