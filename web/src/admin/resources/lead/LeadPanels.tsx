import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AddLeadActivityDocument, LeadDocument, type LeadActivityKind, type LeadRecordFragment } from '../../../graphql/admin/graphql';
import { MessageDialog, type DialogMessage } from '../../framework/dialogs';
import { errorMessages } from '../../framework/format';
import { useShopDates } from '../../framework/useShopDates';

const KINDS: readonly LeadActivityKind[] = ['note', 'call', 'meeting', 'email'];
/** Set while a lead is being converted: coming back to its edit screen from customer/create goes to the customer list (spec 2). */
const CONVERTING_KEY = 'lead-converting';

/** The customer/create address that converts the lead: its fields as `lead_inputs` (customer/lead-inputs.ts). */
export function convertAddress(lead: LeadRecordFragment): string {
  const [email = '', ...emails] = lead.emails;
  const [phone = '', ...mobiles] = lead.phones;
  const inputs = {
    lead_id: lead.id,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email,
    emails,
    phone,
    mobiles,
    job_title: lead.jobTitle,
    lead_source: lead.leadSource,
    lead_source_description: lead.leadSourceDescription,
    description: lead.description,
    tags: lead.tags,
    admin_id: lead.adminId,
    status_id: lead.statusId,
  };
  return `/admin/customer/create?lead_inputs=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** The lead edit screen's panels: convert to customer, and the timeline (the duplicates warning is in the form). */
export function LeadPanels({ record }: { record: LeadRecordFragment }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (sessionStorage.getItem(CONVERTING_KEY) === String(record.id)) {
      sessionStorage.removeItem(CONVERTING_KEY);
      navigate('/admin/customer', { replace: true });
    }
  }, [navigate, record.id]);

  return (
    <Stack spacing={2} sx={{ mt: 3, maxWidth: 720 }}>
      {record.customerId ? (
        <Alert severity="success">
          <Link component={RouterLink} to={`/admin/customer/edit/${record.customerId}`}>
            <FormattedMessage id="admin.lead.converted" />
          </Link>
        </Alert>
      ) : (
        <div>
          <Button
            variant="outlined"
            component={RouterLink}
            to={convertAddress(record)}
            onClick={() => sessionStorage.setItem(CONVERTING_KEY, String(record.id))}
            data-testid="lead-convert"
          >
            <FormattedMessage id="admin.lead.convert" />
          </Button>
        </div>
      )}
      <LeadTimeline record={record} />
    </Stack>
  );
}

function LeadTimeline({ record }: { record: LeadRecordFragment }) {
  const intl = useIntl();
  const dates = useShopDates();
  const client = useApolloClient();
  const [kind, setKind] = useState<LeadActivityKind>('note');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const entries = [
    ...record.activities.map((activity) => ({
      key: `a${activity.id}`,
      at: activity.createdAt as string,
      title: `${intl.formatMessage({ id: `admin.lead.activity.${activity.kind}` })} · ${activity.authorName ?? ''}`,
      text: activity.body,
    })),
    ...record.history.map((change) => ({
      key: `h${change.id}`,
      at: change.createdAt as string,
      title: `${intl.formatMessage({ id: 'admin.lead.statusChange' })} · ${change.adminName ?? ''}`,
      text:
        change.fromStatus === change.toStatus
          ? intl.formatMessage({ id: 'admin.lead.stageChange' })
          : `${change.fromStatus ?? '-'} → ${change.toStatus ?? '-'}`,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  const add = async () => {
    setBusy(true);
    try {
      await client.mutate({
        mutation: AddLeadActivityDocument,
        variables: { leadId: record.id, input: { kind, body } },
        refetchQueries: [{ query: LeadDocument, variables: { id: record.id } }],
        awaitRefetchQueries: true,
      });
      setBody('');
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.submitFail', messages: errorMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="lead-timeline">
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="admin.lead.timeline" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.lead.activityKind' })}
          value={kind}
          onChange={(e) => setKind(e.target.value as LeadActivityKind)}
        >
          {KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              <FormattedMessage id={`admin.lead.activity.${value}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          fullWidth
          multiline
          label={intl.formatMessage({ id: 'admin.lead.activityBody' })}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button variant="contained" disabled={busy || !body.trim()} onClick={() => void add()}>
          <FormattedMessage id="admin.lead.addActivity" />
        </Button>
      </Stack>
      <List dense>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters>
            <ListItemText primary={entry.text} secondary={`${dates.dateTime(entry.at)} · ${entry.title}`} />
          </ListItem>
        ))}
      </List>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Paper>
  );
}
