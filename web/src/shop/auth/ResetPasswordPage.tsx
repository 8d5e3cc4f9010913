import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { email, minPasswordLength, requiredText, sameAs } from '../../ui/validation/rules';
import { AuthPaper } from './AuthPaper';
import { validationMessages } from './form-messages';

/**
 * /reset-password?token=...: the new password for the account of the mailed link (spec section 3:
 * email, password, password_confirmation, token). The token is read from the query string. The server
 * operation comes with the customers issue; until then the submit stays disabled, with a notice.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const schema = useMemo(() => {
    const text = validationMessages(intl);
    return yup.object({
      email: email(requiredText(text.required), text.invalid),
      password: minPasswordLength(requiredText(text.required), text.passwordLength),
      passwordConfirmation: sameAs(requiredText(text.required), 'password', text.passwordConfirmation),
      token: requiredText(text.required),
    });
  }, [intl]);

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <AuthPaper titleId="shop.resetPassword.title">
      {token ? (
        <Formik initialValues={{ email: '', password: '', passwordConfirmation: '', token }} validationSchema={schema} onSubmit={() => undefined}>
          <Form noValidate aria-label={label('shop.resetPassword.title')}>
            <Stack spacing={2}>
              <Alert severity="info" data-testid="password-reset-unavailable">
                <FormattedMessage id="shop.passwordReset.unavailable" />
              </Alert>
              <FormikTextField name="email" type="email" autoComplete="email" label={label('shop.field.email')} fullWidth />
              <FormikTextField name="password" type="password" autoComplete="new-password" label={label('shop.field.password')} fullWidth />
              <FormikTextField
                name="passwordConfirmation"
                type="password"
                autoComplete="new-password"
                label={label('shop.field.passwordConfirmation')}
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled fullWidth>
                <FormattedMessage id="shop.resetPassword.submit" />
              </Button>
            </Stack>
          </Form>
        </Formik>
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="reset-token-missing">
            <FormattedMessage id="shop.resetPassword.missingToken" />
          </Alert>
          <Link component={RouterLink} to="/password/reset" variant="body2" sx={{ alignSelf: 'center' }}>
            <FormattedMessage id="shop.resetPassword.requestLink" />
          </Link>
        </Stack>
      )}
    </AuthPaper>
  );
}
