import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as yup from 'yup';
import { trimDeep } from '../../ui/validation/rules';
import { MessageDialog, type DialogMessage } from '../framework/dialogs';
import { toSettingsFormErrors } from './settings-errors';

interface Props<V extends object> {
  /** The group's name (basic, image, ...): test ids and the form's accessible name. */
  group: string;
  label: string;
  initialValues: V;
  schema: yup.ObjectSchema<object>;
  /** Saves the (trimmed) values; resolves to the values the server now holds. */
  save: (values: V) => Promise<V>;
  children: (form: FormikProps<V>) => ReactNode;
}

/**
 * One settings group's form: its own formik state, validation and Submit button. The outcome shows in
 * the 'Submit Success' / 'Submit Fail' dialog; the server's field errors also go on the fields.
 */
export function SettingsGroupForm<V extends object>({ group, label, initialValues, schema, save, children }: Props<V>) {
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const fieldNames = Object.keys(initialValues);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      const saved = await save(trimDeep(values));
      helpers.resetForm({ values: saved });
      setMessage({ titleId: 'admin.setting.submitSuccess' });
    } catch (error) {
      const { errors, form } = toSettingsFormErrors(error, fieldNames);
      helpers.setErrors(errors as FormikErrors<V>);
      setMessage({ titleId: 'admin.setting.submitFail', messages: form ? [form] : undefined });
    }
  };

  return (
    <>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <Form noValidate aria-label={label} data-testid={`settings-form-${group}`}>
            <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
              {form.submitCount > 0 && !form.isValid ? (
                <Alert severity="error" role="alert">
                  <FormattedMessage id="admin.setting.invalid" />
                </Alert>
              ) : null}
              {children(form)}
              <div>
                <Button type="submit" variant="contained" disabled={form.isSubmitting} data-testid={`settings-submit-${group}`}>
                  <FormattedMessage id="admin.setting.submit" />
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
