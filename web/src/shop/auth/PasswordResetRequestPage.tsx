import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { email, requiredText } from '../../ui/validation/rules';
import { AuthPaper } from './AuthPaper';
import { validationMessages } from './form-messages';

/**
 * /password/reset: asks for the e-mail the reset link goes to (spec section 3). The server operation
 * comes with the customers issue; until then the form validates but its submit stays disabled, with a
 * notice saying so.
 */
export default function PasswordResetRequestPage() {
  const intl = useIntl();
  const schema = useMemo(() => {
    const text = validationMessages(intl);
    return yup.object({ email: email(requiredText(text.required), text.invalid) });
  }, [intl]);

  return (
    <AuthPaper titleId="shop.passwordReset.title">
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={() => undefined}>
        <Form noValidate aria-label={intl.formatMessage({ id: 'shop.passwordReset.title' })}>
          <Stack spacing={2}>
            <Alert severity="info" data-testid="password-reset-unavailable">
              <FormattedMessage id="shop.passwordReset.unavailable" />
            </Alert>
            <FormikTextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'shop.field.email' })} fullWidth />
            <Button type="submit" variant="contained" size="large" disabled fullWidth>
              <FormattedMessage id="shop.passwordReset.submit" />
            </Button>
            <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
              <FormattedMessage id="shop.passwordReset.backToLogin" />
            </Link>
          </Stack>
        </Form>
      </Formik>
    </AuthPaper>
  );
}
