import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MailOutboxMessageDocument } from '../../graphql/admin/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useShopDates } from '../framework/useShopDates';

function Line({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * One mail of the outbox (/admin/setting/outbox/{id}). The HTML part is shown in a sandboxed frame with
 * no permissions at all (no scripts, no forms, no same-origin access), so a mail can never act in the
 * back office; the text part is shown as text.
 */
export function MailOutboxMessagePage() {
  const intl = useIntl();
  const dates = useShopDates();
  const id = Number(useParams().id);
  const { data, error, loading } = useQuery(MailOutboxMessageDocument, { variables: { id }, skip: !Number.isInteger(id), fetchPolicy: 'network-only' });
  const mail = data?.mailOutboxMessage;
  const back = (
    <Button component={RouterLink} to="/admin/setting/outbox">
      <FormattedMessage id="admin.outbox.title" />
    </Button>
  );
  if (loading && !mail) return <FullPageSpinner />;
  if (!mail) {
    return (
      <>
        {back}
        <Alert severity="error">{error?.message ?? intl.formatMessage({ id: 'admin.outbox.notFound' })}</Alert>
      </>
    );
  }
  const date = dates.dateTimeSeconds;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} data-testid="outbox-subject">
          {mail.subject}
        </Typography>
        {back}
      </Stack>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack spacing={1}>
          <Line labelId="admin.outbox.to">{mail.to}</Line>
          <Line labelId="admin.outbox.from">{mail.from}</Line>
          {mail.replyTo ? <Line labelId="admin.outbox.replyTo">{mail.replyTo}</Line> : null}
          <Line labelId="admin.outbox.status">
            <FormattedMessage id={`admin.outbox.status.${mail.status}`} />
          </Line>
          {mail.error ? <Line labelId="admin.outbox.error">{mail.error}</Line> : null}
          <Line labelId="admin.outbox.template">{`${mail.template} (${mail.language})`}</Line>
          <Line labelId="admin.outbox.createdAt">{date(mail.createdAt)}</Line>
          {mail.sentAt ? <Line labelId="admin.outbox.sentAt">{date(mail.sentAt)}</Line> : null}
        </Stack>
      </Paper>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          <FormattedMessage id="admin.outbox.html" />
        </Typography>
        <Box
          component="iframe"
          title={intl.formatMessage({ id: 'admin.outbox.html' })}
          sandbox=""
          srcDoc={mail.html}
          data-testid="outbox-html"
          sx={{ width: '100%', minHeight: 400, border: 1, borderColor: 'divider' }}
        />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          <FormattedMessage id="admin.outbox.text" />
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'monospace' }} data-testid="outbox-text">
          {mail.text}
        </Box>
      </Paper>
    </>
  );
}
