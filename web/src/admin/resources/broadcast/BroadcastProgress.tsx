import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BroadcastDocument, CancelBroadcastDocument, type BroadcastRecordFragment } from '../../../graphql/admin/graphql';
import { toFormErrors } from '../../../ui/errors';

/** While a broadcast may still change, its figures are read again this often. */
export const PROGRESS_POLL_MS = 2000;
const LIVE = new Set(['scheduled', 'sending']);

type Figures = Pick<BroadcastRecordFragment, 'recipients' | 'sent' | 'failed' | 'skipped' | 'status'>;

export const doneOf = (b: Figures) => b.sent + b.failed + b.skipped;

/** A bar and "done / recipients" (the list's progress column and the detail panel). */
export function ProgressBar({ broadcast }: { broadcast: Figures }) {
  const done = doneOf(broadcast);
  const percent = broadcast.recipients ? Math.round((done / broadcast.recipients) * 100) : broadcast.status === 'sent' ? 100 : 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }} data-testid="broadcast-progress">
      <LinearProgress variant="determinate" value={percent} aria-label={`${percent}%`} />
      <Typography variant="caption">
        {done} / {broadcast.recipients}
      </Typography>
    </Stack>
  );
}

/** The edit screen's live figures: recipients, sent, failed, skipped, and a cancel button while it may still send. */
export function BroadcastProgressPanel({ record }: { record: BroadcastRecordFragment }) {
  const { data } = useQuery(BroadcastDocument, {
    variables: { id: record.id },
    pollInterval: LIVE.has(record.status) ? PROGRESS_POLL_MS : 0,
    fetchPolicy: 'network-only',
  });
  const [cancel, cancelState] = useMutation(CancelBroadcastDocument);
  const broadcast = data?.broadcast ?? record;
  const cancelable = ['draft', 'scheduled', 'sending'].includes(broadcast.status);
  const failure = cancelState.error ? toFormErrors(cancelState.error).form : undefined;
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-testid="broadcast-figures">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="admin.broadcast.progress" />
        </Typography>
        <Typography>
          <FormattedMessage id={`admin.broadcast.status.${broadcast.status}`} />
        </Typography>
        <ProgressBar broadcast={broadcast} />
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {(['recipients', 'sent', 'failed', 'skipped'] as const).map((figure) => (
            <Typography key={figure} data-testid={`figure-${figure}`}>
              <FormattedMessage id={`admin.broadcast.${figure}`} />: {broadcast[figure]}
            </Typography>
          ))}
        </Stack>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {cancelable ? (
          <Button
            color="warning"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            disabled={cancelState.loading}
            onClick={() => void cancel({ variables: { id: broadcast.id } }).catch(() => undefined)}
          >
            <FormattedMessage id="admin.broadcast.cancel" />
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
