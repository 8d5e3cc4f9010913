import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ProductFeedDocument,
  PushProductFeedNowDocument,
  UpdateProductFeedPushDocument,
  type ProductFeedStatusFieldsFragment,
} from '../../graphql/admin/graphql';
import { ErrorText } from '../../ui/ErrorAlert';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PasswordField } from '../../ui/form/PasswordField';
import { SwitchField } from '../../ui/form/SwitchField';
import { TextField } from '../../ui/form/TextField';
import { inputSchema } from '../../ui/validation/input-schema';
import { useShopDates } from '../framework/useShopDates';
import { SettingsGroupForm } from '../settings/SettingsGroupForm';

interface PushValues {
  url: string;
  /** Write-only: never shown; empty keeps the saved credential. */
  token: string;
  clearToken: boolean;
}

/** ProductFeedPushInput's limits, from the server. */
const pushSchema = inputSchema('ProductFeedPushInput');

const toValues = (status: ProductFeedStatusFieldsFragment): PushValues => ({ url: status.pushUrl ?? '', token: '', clearToken: false });

/** One label and its value, as a row of a description list. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} component="div">
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 220 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Settings -> Product feed (permission agentic_checkout, issue 45): the feed's addresses for agent
 * platforms (read with an API key), where changed products are pushed, and how the pushes went.
 */
export function ProductFeedPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id: `admin.productFeed.${id}` }, values as never);
  const dates = useShopDates();
  const { data, error, refetch } = useQuery(ProductFeedDocument, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateProductFeedPushDocument);
  const [pushNow, { loading: pushing, data: pushed }] = useMutation(PushProductFeedNowDocument);
  const status = data?.productFeed;
  const initialValues = useMemo(() => (status ? toValues(status) : null), [status]);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.productFeed.title' });
  }, [intl]);

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'common.action.retry' })}</Button>}>
        <ErrorText error={error} />
      </Alert>
    );
  }
  if (!status || !initialValues) return <FullPageSpinner />;
  const when = (value: string | null) => (value ? dates.dateTimeSeconds(value) : t('never'));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="admin.productFeed.title" />
      </Typography>

      <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="product-feed-feed">
        <Typography variant="h6" component="h2" id="product-feed-feed" gutterBottom>
          {t('feed')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('feedHelp')}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Fact label={t('feedUrl')} testId="product-feed-url">
            {status.feedUrl}
          </Fact>
          <Fact label={t('metadataUrl')} testId="product-feed-metadata-url">
            {status.metadataUrl}
          </Fact>
          <Fact label={t('feedId')} testId="product-feed-id">
            {status.metadata.id}
          </Fact>
          <Fact label={t('productCount')} testId="product-feed-count">
            {intl.formatNumber(status.metadata.productCount)}
          </Fact>
          <Fact label={t('updatedAt')} testId="product-feed-updated">
            {when(status.metadata.updatedAt)}
          </Fact>
        </Stack>
      </Paper>

      <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="product-feed-push">
        <Typography variant="h6" component="h2" id="product-feed-push" gutterBottom>
          {t('push')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('pushHelp', { minutes: status.pushEveryMinutes })}
        </Typography>
        <SettingsGroupForm
          group="product_feed"
          label={t('push')}
          initialValues={initialValues}
          schema={pushSchema}
          save={async ({ url, token, clearToken }) => {
            // An empty credential keeps the saved one: only a newly typed one is sent.
            const input = { url, ...(token ? { token } : {}), ...(clearToken ? { clearToken } : {}) };
            const { data: saved } = await update({ variables: { input } });
            if (saved) await refetch();
            return saved ? toValues(saved.updateProductFeedPush) : { url, token: '', clearToken: false };
          }}
        >
          {() => (
            <>
              <TextField name="url" label={t('pushUrl')} helperText={t('pushUrlHelp')} />
              <PasswordField name="token" label={t('token')} autoComplete="off" helperText={t(status.pushTokenSet ? 'tokenSet' : 'tokenNotSet')} />
              {status.pushTokenSet ? <SwitchField name="clearToken" label={t('clearToken')} /> : null}
            </>
          )}
        </SettingsGroupForm>
      </Paper>

      <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="product-feed-state">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id="product-feed-state" sx={{ flexGrow: 1 }}>
            {t('state')}
          </Typography>
          <Button onClick={() => void refetch()} data-testid="product-feed-refresh">
            {t('refresh')}
          </Button>
          <Button
            variant="outlined"
            disabled={!status.pushUrl || pushing}
            onClick={() => void pushNow().then(() => refetch())}
            data-testid="product-feed-push-now"
          >
            {t('pushNow')}
          </Button>
        </Stack>
        {pushed?.pushProductFeedNow ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('pushQueued')}
          </Alert>
        ) : null}
        {status.lastError ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="product-feed-last-error">
            {t('lastError', { at: when(status.lastErrorAt), error: status.lastError })}
          </Alert>
        ) : null}
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Fact label={t('pushUrl')} testId="product-feed-push-url">
            {status.pushUrl ?? t('noPush')}
          </Fact>
          <Fact label={t('pending')} testId="product-feed-pending">
            {intl.formatNumber(status.pendingCount)}
          </Fact>
          <Fact label={t('lastSuccessAt')} testId="product-feed-last-success">
            {when(status.lastSuccessAt)}
          </Fact>
          <Fact label={t('lastPushedCount')} testId="product-feed-last-count">
            {intl.formatNumber(status.lastPushedCount)}
          </Fact>
          <Fact label={t('lastAttemptAt')} testId="product-feed-last-attempt">
            {when(status.lastAttemptAt)}
          </Fact>
          <Fact label={t('failedAttempts')} testId="product-feed-failed">
            {intl.formatNumber(status.failedAttempts)}
          </Fact>
        </Stack>
      </Paper>
    </Stack>
  );
}
