import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PublicFormDocument, SubmitFormDocument, type PublicFormQuery } from '../../graphql/shop/graphql';
import { hasErrorCode } from '../../ui/errors';
import { trimDeep } from '../../ui/validation/rules';
import { SHOP_LOGIN_PATH, useShopperToken } from '../auth/shopper-session';
import { shopFormErrors, validationMessages } from '../auth/form-messages';
import { useShopSettings } from '../settings/ShopSettings';
import { AnswerField } from './AnswerField';
import { answersSchema, initialAnswers, type Answers } from './answers';
import { builtFormToolName } from '../agents/form-tool';

/** Spec 9: the post-error redirect delay. */
const REDIRECT_DELAY_MS = 1000;

type PublicFormData = PublicFormQuery['publicForm'];

/**
 * /form/{url} (spec 2; issue 16): a custom form built in the back office. A missing or disabled form, or
 * a limit_submit form this shopper already sent, goes to the home page; a form for members asks a
 * visitor to log in first and sends them to /login and back. Each render carries the server's
 * idempotency key, so a double click or a retry stores one submission; a new key comes after a success.
 */
export default function FormPage() {
  const { url = '' } = useParams();
  const { language } = useShopSettings();
  const token = useShopperToken();
  const { data, error, refetch } = useQuery(PublicFormDocument, {
    variables: { url, language: language ?? null },
    skip: !language,
    fetchPolicy: 'network-only',
  });
  const form = data?.publicForm;
  const [sent, setSent] = useState<string>();

  if (hasErrorCode(error, 'NOT_FOUND') || (form?.alreadySubmitted && !sent)) return <Navigate to="/" replace />;
  if (!form) return null;
  if (!form.allowGuest && !token) return <LoginFirst />;
  return <FormBody key={form.idempotencyKey} form={form} sent={sent} onSent={(message) => (setSent(message), void refetch())} />;
}

/** 'Please login first', then the login page, which brings the shopper back here. */
function LoginFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(SHOP_LOGIN_PATH, { replace: true, state: { from: location.pathname } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, location.pathname]);
  return (
    <Alert severity="info" role="status" data-testid="form-login-first">
      <FormattedMessage id="shop.form.loginFirst" />
    </Alert>
  );
}

function FormBody({ form, sent, onSent }: { form: PublicFormData; sent?: string; onSent: (message: string) => void }) {
  const intl = useIntl();
  const { language } = useShopSettings();
  const [submitForm] = useMutation(SubmitFormDocument);
  // A field people never see; a robot that fills it hears success and nothing is stored.
  const [honeypot, setHoneypot] = useState('');
  const keys = useMemo(() => form.fields.map((field) => field.key), [form.fields]);
  const schema = useMemo(() => answersSchema(form.fields, validationMessages(intl)), [form.fields, intl]);

  useEffect(() => {
    document.title = form.title;
  }, [form.title]);

  const submit = async (values: Answers, helpers: FormikHelpers<Answers>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await submitForm({
        variables: {
          url: form.url,
          language: language ?? null,
          input: { answers: trimDeep(values), idempotencyKey: form.idempotencyKey, honeypot: honeypot || null },
        },
      });
      onSent(answer.data?.submitForm.message ?? '');
    } catch (error) {
      const { fields, form: detail } = shopFormErrors(intl, error, keys);
      helpers.setErrors(fields);
      helpers.setStatus({ failed: true, detail });
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 720, p: { xs: 2, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {form.title}
        </Typography>
        {form.description ? (
          <Typography color="text.secondary" sx={{ mb: 3, whiteSpace: 'pre-line' }}>
            {form.description}
          </Typography>
        ) : null}
        {sent !== undefined ? (
          <Alert severity="success" role="status" data-testid="form-sent" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {[intl.formatMessage({ id: 'shop.form.submitSuccess' }), sent].filter(Boolean).join('\n')}
          </Alert>
        ) : null}
        {form.alreadySubmitted ? null : (
          <Formik initialValues={initialAnswers(form.fields)} validationSchema={schema} onSubmit={submit}>
            {({ isSubmitting, status }) => (
              <Form noValidate aria-label={form.title} toolname={builtFormToolName(form.url)} tooldescription={form.description || form.title}>
                <Stack spacing={2}>
                  {status?.failed ? (
                    <Alert severity="error" role="alert" data-testid="form-failed" sx={{ whiteSpace: 'pre-line' }}>
                      {[intl.formatMessage({ id: 'shop.form.submitFail' }), status.detail].filter(Boolean).join('\n')}
                    </Alert>
                  ) : null}
                  {form.fields.map((field) => (
                    <AnswerField key={field.key} field={field} />
                  ))}
                  <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
                    <label>
                      <FormattedMessage id="shop.form.honeypot" />
                      <input
                        name="website"
                        tabIndex={-1}
                        autoComplete="off"
                        value={honeypot}
                        onChange={(event) => setHoneypot(event.target.value)}
                        // An agent filling the form as a tool is told to leave the trap alone.
                        toolparamdescription={intl.formatMessage({ id: 'shop.agents.form.honeypot' })}
                      />
                    </label>
                  </Box>
                  <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }} data-testid="form-submit">
                    <FormattedMessage id="shop.form.submit" />
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Paper>
    </Box>
  );
}
