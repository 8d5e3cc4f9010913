import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { RegisterDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { NewsletterOptIn } from '../newsletter/NewsletterOptIn';
import { useShopSettings } from '../settings/ShopSettings';
import { AuthPaper } from './AuthPaper';
import { FacebookButton } from './FacebookButton';
import { FormStatus } from './FormStatus';
import { shopFormErrors } from './form-messages';
import { SHOP_ACCOUNT_PATH, storeShopperSession, useShopperToken } from './shopper-session';
import { formTool } from '../agents/form-tool';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The newsletter opt-in (double opt-in: a confirmation mail follows). */
  newsletter: boolean;
}

/** The form's fields carry the GraphQL input's names, so server errors land on the right field. */
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;
const initialValues: RegisterValues = { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '', newsletter: false };

/** /register: the new shopper is signed in at once and taken to the account page (spec section 4). */
export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const token = useShopperToken();
  const { language } = useShopSettings();
  const [register] = useMutation(RegisterDocument, { context: HANDLES_UNAUTHENTICATED });

  // RegisterInput's rules, from the server, in the shopper's language: all required, e-mail format,
  // password 8+ and confirmed.
  const schema = useMemo(() => inputSchema('RegisterInput', { translate: serverTextsIn(intl) }), [intl]);

  if (token) return <Navigate to={SHOP_ACCOUNT_PATH} replace />;

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await register({ variables: { input: { ...trimDeep(values), language: language ?? null } } });
      if (!data) return;
      await client.clearStore();
      storeShopperSession(data.register.expiredAt);
      navigate(SHOP_ACCOUNT_PATH, { replace: true });
    } catch (error) {
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus(form);
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <AuthPaper titleId="shop.register.title">
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={label('shop.register.title')} {...formTool(intl, 'register_account')}>
            <Stack spacing={2}>
              <FormStatus status={status} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormikTextField name="firstName" autoComplete="given-name" label={label('shop.field.firstName')} fullWidth />
                <FormikTextField name="lastName" autoComplete="family-name" label={label('shop.field.lastName')} fullWidth />
              </Stack>
              <FormikTextField name="email" type="email" autoComplete="email" label={label('shop.field.email')} fullWidth />
              <FormikTextField name="password" type="password" autoComplete="new-password" label={label('shop.field.password')} fullWidth />
              <FormikTextField
                name="passwordConfirmation"
                type="password"
                autoComplete="new-password"
                label={label('shop.field.passwordConfirmation')}
                fullWidth
              />
              <NewsletterOptIn />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth data-testid="register-submit">
                <FormattedMessage id="shop.register.submit" />
              </Button>
              <Typography variant="body2" align="center">
                <FormattedMessage id="shop.register.haveAccount" />{' '}
                <Link component={RouterLink} to="/login">
                  <FormattedMessage id="shop.register.loginLink" />
                </Link>
              </Typography>
            </Stack>
          </Form>
        )}
      </Formik>
      <FacebookButton mode="register" onSignedIn={() => navigate(SHOP_ACCOUNT_PATH, { replace: true })} />
    </AuthPaper>
  );
}
