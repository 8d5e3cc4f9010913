import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '../../graphql/admin/graphql';
import { orderStatusLabelId } from './OrderStatusChip';

export interface StatusChange {
  status: OrderStatus;
  note?: string;
  restock?: boolean;
}

interface Props {
  /** The status asked for; null: closed. */
  status: OrderStatus | null;
  /** How many orders move (the batch question); 1 when missing. */
  count?: number;
  busy?: boolean;
  onConfirm: (change: StatusChange) => void;
  onCancel: () => void;
}

/**
 * The question before an order moves: the target status, an optional note for the history and, for a
 * refund, whether the units go back into stock (unticked by default: refunded goods are often not resold).
 */
export function StatusChangeDialog({ status, count = 1, busy, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(false);
  // The dialog keeps its last status while it fades out; a new question starts empty.
  const [shown, setShown] = useState<OrderStatus | null>(status);
  useEffect(() => {
    if (!status) return;
    setShown(status);
    setNote('');
    setRestock(false);
  }, [status]);

  const label = shown ? intl.formatMessage({ id: orderStatusLabelId(shown) }) : '';
  const confirm = () => {
    if (!shown) return;
    const trimmed = note.trim();
    onConfirm({ status: shown, ...(trimmed ? { note: trimmed } : {}), ...(shown === 'refunded' ? { restock } : {}) });
  };
  return (
    <Dialog open={status !== null} onClose={onCancel} fullWidth maxWidth="sm" data-testid="status-dialog">
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="admin.order.confirmStatus" values={{ status: label, count }} />
        </DialogContentText>
        <TextField
          label={intl.formatMessage({ id: 'admin.order.statusNote' })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'status-note' } }}
        />
        {shown === 'refunded' ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={restock}
                onChange={(event) => setRestock(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'status-restock' } as object }}
              />
            }
            label={intl.formatMessage({ id: 'admin.order.restock' })}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="status-cancel">
          <FormattedMessage id="common.action.cancel" />
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy} data-testid="status-confirm">
          <FormattedMessage id="common.action.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
