import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  AgenticCheckoutSettingsDocument,
  type AgenticCheckoutSettingsFieldsFragment,
  UpdateAgenticCheckoutSettingsDocument,
} from '../../graphql/admin/graphql';
import { ErrorText } from '../../ui/ErrorAlert';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PasswordField } from '../../ui/form/PasswordField';
import { SwitchField } from '../../ui/form/SwitchField';
import { TextField } from '../../ui/form/TextField';
import { SettingsGroupForm } from '../settings/SettingsGroupForm';
import { agenticCheckoutSchema } from './agentic-checkout-schema';

interface Values {
  enabled: boolean;
  /** Write-only, as the secret: empty keeps the stored webhook. */
  webhookUrl: string;
  webhookSecret: string;
}

const toValues = (s: AgenticCheckoutSettingsFieldsFragment): Values => ({ enabled: s.enabled, webhookUrl: '', webhookSecret: '' });

/** A value the merchant copies to the platform, shown as read-only text. */
function Shown({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography component="code" data-testid={testId} sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </div>
  );
}

function SettingsForm({ settings }: { settings: AgenticCheckoutSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.agenticCheckout.${id}` }, values);
  const [update, { data: saved }] = useMutation(UpdateAgenticCheckoutSettingsDocument);
  const current = saved?.updateAgenticCheckoutSettings ?? settings;
  const initialValues = useMemo(() => toValues(settings), [settings]);

  return (
    <Stack spacing={3}>
      <Typography>{t('intro', { version: current.protocolVersion })}</Typography>
      <Shown label={t('discoveryUrl')} value={current.discoveryUrl} testId="acp-discovery-url" />
      <Shown label={t('apiBaseUrl')} value={current.apiBaseUrl} testId="acp-api-base-url" />
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/admin/api_key">
            {t('apiKeys')}
          </Button>
        }
      >
        {t('keyHelp')}
      </Alert>
      <SettingsGroupForm
        group="agentic-checkout"
        label={t('title')}
        initialValues={initialValues}
        schema={agenticCheckoutSchema}
        save={async ({ enabled, webhookUrl, webhookSecret }) => {
          // Only what was typed is sent: an empty URL or secret keeps the stored one.
          const input = { enabled, ...(webhookUrl ? { webhookUrl } : {}), ...(webhookSecret ? { webhookSecret } : {}) };
          const { data } = await update({ variables: { input } });
          return data ? toValues(data.updateAgenticCheckoutSettings) : { enabled, webhookUrl: '', webhookSecret: '' };
        }}
      >
        {() => (
          <>
            <SwitchField name="enabled" label={t('enabled')} helperText={t('enabledHelp')} />
            <Typography variant="h6" component="h2">
              {t('webhook')}
            </Typography>
            <Typography variant="body2">{t('webhookHelp')}</Typography>
            {current.webhookSet && !current.webhookEnabled ? <Alert severity="warning">{t('webhookDisabled')}</Alert> : null}
            <TextField name="webhookUrl" label={t('webhookUrl')} helperText={t(current.webhookSet ? 'webhookSet' : 'webhookNotSet')} />
            <PasswordField name="webhookSecret" label={t('webhookSecret')} autoComplete="off" />
          </>
        )}
      </SettingsGroupForm>
      {current.webhookSet ? (
        <Stack direction="row" spacing={1}>
          {current.webhookId ? (
            <Button component={RouterLink} to={`/admin/webhook/edit/${current.webhookId}`} data-testid="acp-deliveries">
              {t('deliveries')}
            </Button>
          ) : null}
          <Button color="error" data-testid="acp-remove-webhook" onClick={() => void update({ variables: { input: { webhookUrl: '' } } })}>
            {t('removeWebhook')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/agentic_checkout (permission agentic_checkout, issue 45): the switch of agentic checkout, what
 * the merchant gives the agent platform (discovery URL, an API key) and the platform's webhook, whose URL
 * and secret are write-only.
 */
export function AgenticCheckoutPage() {
  const intl = useIntl();
  const { data, error } = useQuery(AgenticCheckoutSettingsDocument, { fetchPolicy: 'network-only' });

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.agenticCheckout.title' });
  }, [intl]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="admin.agenticCheckout.title" />
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        {data ? (
          <SettingsForm settings={data.agenticCheckoutSettings} />
        ) : error ? (
          <Alert severity="error">
            <ErrorText error={error} />
          </Alert>
        ) : (
          <FullPageSpinner />
        )}
      </Paper>
    </>
  );
}
