import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { AuthPaper } from './AuthPaper';
import { FormStatus } from './FormStatus';
import { shopFormErrors } from './form-messages';
import { resetErrorStatus, resetStatusText } from './password-reset-status';
import { SHOP_LOGIN_PATH } from './shopper-session';
import { formTool } from '../agents/form-tool';

interface ResetValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  token: string;
}

const FIELDS = ['email', 'password', 'passwordConfirmation'] as const;

/**
 * /reset-password?token=...&email=...: the new password for the account of the mailed link (spec 3:
 * email, password, password_confirmation, token). Token and e-mail come from the link; on
 * 'passwords.reset' the shopper goes to /login, which says the password was changed. A used, expired or
 * wrong link shows 'passwords.token' with a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetPasswordDocument);

  // ResetPasswordInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('ResetPasswordInput', { translate: serverTextsIn(intl) }), [intl]);

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await resetPassword({ variables: { input: trimDeep(values) } });
      if (data?.resetPassword.status === 'passwords.reset') navigate(SHOP_LOGIN_PATH, { replace: true, state: { notice: 'passwords.reset' } });
    } catch (error) {
      const status = resetErrorStatus(error);
      if (status) {
        helpers.setStatus({ error: resetStatusText(intl, status), tokenRejected: status === 'passwords.token' });
        return;
      }
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus({ error: form });
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  const requestAgain = (
    <Link component={RouterLink} to="/password/reset" variant="body2" sx={{ alignSelf: 'center' }}>
      <FormattedMessage id="shop.resetPassword.requestLink" />
    </Link>
  );
  return (
    <AuthPaper titleId="shop.resetPassword.title">
      {token ? (
        <Formik initialValues={{ email: params.get('email') ?? '', password: '', passwordConfirmation: '', token }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label={label('shop.resetPassword.title')} {...formTool(intl, 'reset_password')}>
              <Stack spacing={2}>
                <FormStatus status={status?.error} />
                <FormikTextField name="email" type="email" autoComplete="username" label={label('shop.field.email')} fullWidth />
                <FormikTextField name="password" type="password" autoComplete="new-password" label={label('shop.field.password')} fullWidth />
                <FormikTextField
                  name="passwordConfirmation"
                  type="password"
                  autoComplete="new-password"
                  label={label('shop.field.passwordConfirmation')}
                  fullWidth
                />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth data-testid="reset-password-submit">
                  <FormattedMessage id="shop.resetPassword.submit" />
                </Button>
                {status?.tokenRejected ? requestAgain : null}
              </Stack>
            </Form>
          )}
        </Formik>
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="reset-token-missing">
            <FormattedMessage id="shop.resetPassword.missingToken" />
          </Alert>
          {requestAgain}
        </Stack>
      )}
    </AuthPaper>
  );
}
