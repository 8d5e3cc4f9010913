import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AdminLoginDocument } from '../../graphql/admin/graphql';
import { toFormErrors } from '../../ui/errors';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { AdminLanguageSwitch } from '../layout/AdminLanguageSwitch';
import { ADMIN_HOME_PATH, storeAdminSession } from './session';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
const initialValues: LoginValues = { email: '', password: '' };

/** LoginInput's rules, from the server. */
const schema = inputSchema('LoginInput');

/** /admin/login: email + password; server errors show on the fields or at the top of the form. */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [adminLogin] = useMutation(AdminLoginDocument);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.login.title' });
  }, [intl]);

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    const input = trimDeep(values);
    try {
      const { data } = await adminLogin({ variables: { input } });
      const token = data?.adminLogin;
      if (!token) {
        helpers.setStatus(intl.formatMessage({ id: 'admin.login.failed' }));
        return;
      }
      storeAdminSession(token.expiredAt);
      await client.clearStore();
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch (error) {
      const { fields, form } = toFormErrors(error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus(form);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: 4 }} elevation={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
          <Typography variant="h5" component="h1">
            <FormattedMessage id="admin.login.title" />
          </Typography>
          <AdminLanguageSwitch />
        </Stack>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'admin.login.title' })}>
              <Stack spacing={2}>
                {typeof status === 'string' && status ? (
                  <Alert severity="error" role="alert" data-testid="form-error" sx={{ whiteSpace: 'pre-line' }}>
                    {status}
                  </Alert>
                ) : null}
                <FormikTextField
                  name="email"
                  type="email"
                  autoComplete="username"
                  label={intl.formatMessage({ id: 'admin.login.email' })}
                  fullWidth
                  autoFocus
                />
                <FormikTextField
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  label={intl.formatMessage({ id: 'admin.login.password' })}
                  fullWidth
                />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
                  <FormattedMessage id="admin.login.submit" />
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Box>
  );
}
