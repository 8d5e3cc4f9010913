import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UpdateLeadStatusesDocument } from '../../../graphql/admin/graphql';
import { ConfirmDialog, MessageDialog, type DialogMessage } from '../../framework/dialogs';
import { errorMessages } from '../../framework/format';
import type { BatchActionProps } from '../../framework/resource';
import { useStatusOptions } from '../customer';

/**
 * The lead list's batch status change: after the spec's confirmation, the selected leads enter one status.
 * The server records each change in the lead's history and fires the status's trigger mail once per lead.
 */
export function LeadBatchStatus({ ids, onDone }: BatchActionProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const options = useStatusOptions();
  const [target, setTarget] = useState<number | ''>('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  const change = async () => {
    setBusy(true);
    try {
      const answer = await client.mutate({ mutation: UpdateLeadStatusesDocument, variables: { ids, data: { statusId: target || null } } });
      setTarget('');
      onDone(answer.data?.updateLeads.affected);
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.batchUpdateFail', messages: errorMessages(error) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'admin.lead.batchStatus' })}
        value={target}
        onChange={(event) => setTarget(Number(event.target.value))}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'batch-status' } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" disabled={!target} onClick={() => setAsking(true)} data-testid="batch-status-apply">
        <FormattedMessage id="admin.lead.changeStatus" />
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        message={intl.formatMessage({ id: 'admin.lead.confirmBatchStatus' }, { count: ids.length })}
        onConfirm={() => void change()}
        onCancel={() => setAsking(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
