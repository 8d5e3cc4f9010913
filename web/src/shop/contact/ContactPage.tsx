import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SendContactMessageDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { trimDeep } from '../../ui/validation/rules';
import { shopFormErrors } from '../auth/form-messages';
import { formTool } from '../agents/form-tool';

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const initialValues: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * /contact-us (spec 2, 3): name, e-mail, subject and message, mailed to the shop. Success and failure
 * show the spec's texts ('Message has been sent successfully.' / 'Message has been sent fail.').
 */
export default function ContactPage() {
  const intl = useIntl();
  const [send] = useMutation(SendContactMessageDocument);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.contact.title' });
  }, [intl]);

  // ContactMessageInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('ContactMessageInput', { translate: serverTextsIn(intl) }), [intl]);

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    helpers.setStatus(undefined);
    try {
      await send({ variables: { input: trimDeep(values) } });
      helpers.resetForm({ values: initialValues, status: { sent: true } });
    } catch (error) {
      const { fields, form } = shopFormErrors(intl, error, FIELDS);
      helpers.setErrors(fields);
      helpers.setStatus({ failed: true, detail: form });
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 640, p: { xs: 2, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          <FormattedMessage id="shop.contact.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="shop.contact.intro" />
        </Typography>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label={label('shop.contact.title')} {...formTool(intl, 'contact_shop')}>
              <Stack spacing={2}>
                {status?.sent ? (
                  <Alert severity="success" role="status" data-testid="contact-sent">
                    <FormattedMessage id="shop.contact.sent" />
                  </Alert>
                ) : null}
                {status?.failed ? (
                  <Alert severity="error" role="alert" data-testid="contact-failed" sx={{ whiteSpace: 'pre-line' }}>
                    {[label('shop.contact.failed'), status.detail].filter(Boolean).join('\n')}
                  </Alert>
                ) : null}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormikTextField name="name" autoComplete="name" label={label('shop.contact.name')} required fullWidth />
                  <FormikTextField name="email" type="email" autoComplete="email" label={label('shop.field.email')} required fullWidth />
                </Stack>
                <FormikTextField name="subject" label={label('shop.contact.subject')} required fullWidth />
                <FormikTextField name="message" label={label('shop.contact.message')} required fullWidth multiline minRows={5} />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }} data-testid="contact-submit">
                  <FormattedMessage id="shop.contact.submit" />
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Box>
  );
}
