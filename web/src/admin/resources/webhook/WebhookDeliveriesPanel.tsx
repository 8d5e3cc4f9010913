import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { RetryWebhookDeliveryDocument, WebhookDeliveriesDocument, type WebhookRecordFragment } from '../../../graphql/admin/graphql';
import { SecretOnceAlert } from '../api-key/SecretOnceAlert';
import { takeSecretOnce } from '../api-key/secret-once';
import { useShopDates } from '../../framework/useShopDates';

const COLUMNS = ['event', 'attempt', 'status', 'duration', 'answer', 'deliveredAt', 'nextAttemptAt'] as const;

/** Under a webhook's form: its secret once after the create, then the delivery log (one row per attempt) with "Send again". */
export function WebhookDeliveriesPanel({ record }: { record: WebhookRecordFragment }) {
  const dates = useShopDates();
  const [secret] = useState(() => takeSecretOnce('webhook', record.id));
  const { data, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { id: record.id, options: { perPage: 50 } }, fetchPolicy: 'network-only' });
  const [retry, { loading }] = useMutation(RetryWebhookDeliveryDocument);
  const rows = data?.webhookDeliveries.items ?? [];
  return (
    <Paper sx={{ p: 2, mt: 3 }} data-testid="webhook-deliveries">
      {secret ? <SecretOnceAlert secret={secret} /> : null}
      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        <FormattedMessage id="admin.webhook.deliveries" />
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>
                  <FormattedMessage id={`admin.webhook.delivery.${column}`} />
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.event}</TableCell>
                <TableCell>{row.attempt}</TableCell>
                <TableCell>{row.statusCode ?? '-'}</TableCell>
                <TableCell>{row.durationMs} ms</TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.responseExcerpt}</TableCell>
                <TableCell>{dates.dateTimeSeconds(row.deliveredAt)}</TableCell>
                <TableCell>{row.nextAttemptAt ? dates.dateTimeSeconds(row.nextAttemptAt) : '-'}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={loading}
                    onClick={() => void retry({ variables: { deliveryId: row.deliveryId } }).then(() => refetch())}
                    data-testid="webhook-send-again"
                  >
                    <FormattedMessage id="admin.webhook.sendAgain" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
