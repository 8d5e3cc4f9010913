import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SendPasswordResetLinkDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { TAP_TARGET_SX } from '../../ui/tap-target';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { AuthPaper } from './AuthPaper';
import { FormStatus } from './FormStatus';
import { shopFormErrors } from './form-messages';
import { resetErrorStatus, resetStatusText, type ResetStatus } from './password-reset-status';
import { formTool } from '../agents/form-tool';

const FIELDS = ['email'] as const;

/**
 * /password/reset: asks for the e-mail the reset link goes to (spec 3, 7). The answer is the same
 * whether or not the address has an account ('passwords.sent'); throttling shows 'passwords.throttled'.
 * The mail comes in the storefront's UI language.
 */
export default function PasswordResetRequestPage() {
  const intl = useIntl();
  const [sendLink] = useMutation(SendPasswordResetLinkDocument);
  // PasswordResetRequestInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('PasswordResetRequestInput', { translate: serverTextsIn(intl) }), [intl]);

  const submit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await sendLink({ variables: { input: { ...trimDeep(values), language: intl.locale } } });
      if (data) helpers.setStatus({ sent: data.sendPasswordResetLink.status as ResetStatus });
    } catch (error) {
      const status = resetErrorStatus(error);
      if (status) {
        helpers.setStatus({ error: resetStatusText(intl, status) });
        return;
      }
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus({ error: form });
    }
  };

  return (
    <AuthPaper titleId="shop.passwordReset.title">
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'shop.passwordReset.title' })} {...formTool(intl, 'request_password_reset')}>
            <Stack spacing={2}>
              {status?.sent ? (
                <Alert severity="success" role="status" data-testid="password-reset-sent">
                  {resetStatusText(intl, status.sent as ResetStatus)}
                </Alert>
              ) : null}
              <FormStatus status={status?.error} />
              <FormikTextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'shop.field.email' })} fullWidth />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth data-testid="password-reset-submit">
                <FormattedMessage id="shop.passwordReset.submit" />
              </Button>
              <Link component={RouterLink} to="/login" variant="body2" sx={{ ...TAP_TARGET_SX, alignSelf: 'center' }}>
                <FormattedMessage id="shop.passwordReset.backToLogin" />
              </Link>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthPaper>
  );
}
