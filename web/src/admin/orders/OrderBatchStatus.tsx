import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChangeOrdersStatusDocument, type OrderStatus } from '../../graphql/admin/graphql';
import { MessageDialog, type DialogMessage } from '../framework/dialogs';
import { errorMessages } from '../framework/format';
import type { BatchActionProps } from '../framework/resource';
import { ORDER_STATUSES, orderStatusLabelId } from './OrderStatusChip';
import { StatusChangeDialog, type StatusChange } from './StatusChangeDialog';

/**
 * The order list's batch action: the selected orders move to one status, all or nothing. The server
 * refuses the whole batch (409) when any move is illegal; its message is shown and nothing changes.
 */
export function OrderBatchStatus({ ids, onDone }: BatchActionProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const [target, setTarget] = useState<OrderStatus | ''>('');
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  const change = async (data: StatusChange) => {
    setBusy(true);
    try {
      const answer = await client.mutate({ mutation: ChangeOrdersStatusDocument, variables: { ids, data } });
      setTarget('');
      onDone(answer.data?.changeOrdersStatus.affected);
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.batchUpdateFail', messages: errorMessages(error) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'admin.order.batchStatus' })}
        value={target}
        onChange={(event) => setTarget(event.target.value as OrderStatus)}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'batch-status' } }}
      >
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {intl.formatMessage({ id: orderStatusLabelId(status) })}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" disabled={!target} onClick={() => target && setAsking(target)} data-testid="batch-status-apply">
        <FormattedMessage id="admin.order.changeStatus" />
      </Button>
      <StatusChangeDialog status={asking} count={ids.length} busy={busy} onConfirm={(data) => void change(data)} onCancel={() => setAsking(null)} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
