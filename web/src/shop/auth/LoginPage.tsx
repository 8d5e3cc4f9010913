import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { LoginDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { TAP_TARGET_SX } from '../../ui/tap-target';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { AuthPaper } from './AuthPaper';
import { FacebookButton } from './FacebookButton';
import { FormStatus } from './FormStatus';
import { shopFormErrors } from './form-messages';
import { resetStatusText } from './password-reset-status';
import { SHOP_ACCOUNT_PATH, storeShopperSession, useShopperToken } from './shopper-session';
import { formTool } from '../agents/form-tool';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
const initialValues: LoginValues = { email: '', password: '' };

/** Where to go after signing in: the guarded page that sent the shopper here, else the account. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : SHOP_ACCOUNT_PATH;
}

/** /login: email and password; wrong credentials show on the email field, throttling above the form. */
export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const token = useShopperToken();
  const [login] = useMutation(LoginDocument, { context: HANDLES_UNAUTHENTICATED });

  // LoginInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('LoginInput', { translate: serverTextsIn(intl) }), [intl]);

  // Sent here by the password reset page: say that the new password is set.
  const notice = (location.state as { notice?: unknown } | null)?.notice === 'passwords.reset' ? 'passwords.reset' : undefined;
  // Sent here by a page that needs a member (account, checkout without guest checkout): spec 8's 'Please login first'.
  const loginFirst = Boolean((location.state as { from?: unknown } | null)?.from) && !notice;

  if (token) return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await login({ variables: { input: trimDeep(values) } });
      if (!data) return;
      // Data cached for the visitor (e.g. member-only prices) must not outlive the sign-in.
      await client.clearStore();
      storeShopperSession(data.login.expiredAt);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus(form);
    }
  };

  return (
    <AuthPaper titleId="shop.login.title">
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'shop.login.title' })} {...formTool(intl, 'sign_in')}>
            <Stack spacing={2}>
              {notice ? (
                <Alert severity="success" role="status" data-testid="login-notice">
                  {resetStatusText(intl, notice)}
                </Alert>
              ) : null}
              {loginFirst ? (
                <Alert severity="info" role="status" data-testid="login-first">
                  {intl.formatMessage({ id: 'common.server.pleaseLoginFirst' })}
                </Alert>
              ) : null}
              <FormStatus status={status} />
              <FormikTextField name="email" type="email" autoComplete="username" label={intl.formatMessage({ id: 'shop.field.email' })} fullWidth />
              <FormikTextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={intl.formatMessage({ id: 'shop.field.password' })}
                fullWidth
              />
              <Link component={RouterLink} to="/password/reset" variant="body2" sx={{ ...TAP_TARGET_SX, alignSelf: 'flex-end' }}>
                <FormattedMessage id="shop.login.forgotPassword" />
              </Link>
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth data-testid="login-submit">
                <FormattedMessage id="shop.login.submit" />
              </Button>
              <Typography variant="body2" align="center">
                <FormattedMessage id="shop.login.noAccount" />{' '}
                <Link component={RouterLink} to="/register">
                  <FormattedMessage id="shop.login.registerLink" />
                </Link>
              </Typography>
            </Stack>
          </Form>
        )}
      </Formik>
      <FacebookButton mode="login" onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
    </AuthPaper>
  );
}
