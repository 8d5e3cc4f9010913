import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProfileDocument, UpdateProfileDocument, type Gender, type ProfileQuery } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { SelectField } from '../../ui/form/SelectField';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { FormStatus } from '../auth/FormStatus';
import { shopFormErrors } from '../auth/form-messages';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formTool } from '../agents/form-tool';

interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  gender: Gender | null;
  password: string;
  passwordConfirmation: string;
  /** Needed to change the e-mail or the password (server check). */
  currentPassword: string;
}

const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'gender', 'password', 'passwordConfirmation', 'currentPassword'] as const;
const GENDERS: Gender[] = ['female', 'male'];

function initialValues(me: ProfileQuery['me']): ProfileValues {
  return {
    email: me.email,
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone ?? '',
    gender: me.gender ?? null,
    password: '',
    passwordConfirmation: '',
    currentPassword: '',
  };
}

/** What goes to the server: a blank password means "keep the current one". */
function toInput(values: ProfileValues) {
  const { password, passwordConfirmation, currentPassword, phone, ...rest } = trimDeep(values);
  return { ...rest, phone: phone || null, ...(password ? { password, passwordConfirmation } : {}), ...(currentPassword ? { currentPassword } : {}) };
}

/**
 * The profile tab of /account (spec 3: email, first_name, last_name, phone, gender, and an optional new
 * password with its confirmation). A new e-mail must not belong to another account (server check).
 */
export function ProfileTab() {
  const intl = useIntl();
  const { data, error } = useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [updateProfile] = useMutation(UpdateProfileDocument);

  // ProfileInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('ProfileInput', { translate: serverTextsIn(intl) }), [intl]);

  const me = data?.me;
  if (!me) {
    return error ? <ErrorAlert error={error} /> : <Skeleton variant="rounded" height={320} data-testid="profile-loading" />;
  }

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data: saved } = await updateProfile({ variables: { input: toInput(values) } });
      if (saved) helpers.resetForm({ values: initialValues(saved.updateProfile), status: { saved: true } });
    } catch (failure) {
      const { fields, form } = shopFormErrors(intl, failure, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus({ error: form ?? intl.formatMessage({ id: 'shop.form.checkFields' }) });
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  const genderOptions = GENDERS.map((value) => ({ value, label: label(`shop.profile.gender.${value}`) }));
  return (
    <Formik initialValues={initialValues(me)} validationSchema={schema} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting, status, dirty }) => (
        <Form noValidate aria-label={label('shop.account.tab.profile')} data-testid="profile-form" {...formTool(intl, 'edit_profile')}>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {status?.saved && !dirty ? (
              <Alert severity="success" role="status" data-testid="profile-saved">
                <FormattedMessage id="shop.form.submitSuccess" />
              </Alert>
            ) : null}
            {status?.error ? <FormStatus status={`${label('shop.form.submitFail')}\n${status.error as string}`} /> : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="firstName" autoComplete="given-name" label={label('shop.field.firstName')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="lastName" autoComplete="family-name" label={label('shop.field.lastName')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="email" type="email" autoComplete="email" label={label('shop.field.email')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormikTextField name="phone" type="tel" autoComplete="tel" label={label('shop.field.phone')} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectField name="gender" label={label('shop.field.gender')} options={genderOptions} emptyOption={label('shop.profile.gender.unspecified')} />
              </Grid>
            </Grid>
            <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
              <FormattedMessage id="shop.profile.changePassword" />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="shop.profile.passwordHint" />
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField name="password" label={label('shop.profile.newPassword')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField name="passwordConfirmation" label={label('shop.field.passwordConfirmation')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  name="currentPassword"
                  label={label('shop.profile.currentPassword')}
                  helperText={label('shop.profile.currentPasswordHint')}
                  autoComplete="current-password"
                />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }} data-testid="profile-submit">
              <FormattedMessage id="shop.profile.save" />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
