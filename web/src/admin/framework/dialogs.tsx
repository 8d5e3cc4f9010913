import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizeServerMessage } from '../../ui/errors';

/**
 * The back office's two dialogs: a question with OK / Cancel (batch update, batch delete, delete, language
 * switch) and a message with a title (spec 8: 'Create Fail', 'Submit Fail', 'Delete Fail', 'Batch update
 * fail', 'Import Fail', 'Export Fail', 'Submit Success', 'Import Success').
 */
interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ open, message, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-dialog-text" data-testid="confirm-dialog">
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="confirm-cancel">
          <FormattedMessage id="common.action.cancel" />
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus data-testid="confirm-ok">
          <FormattedMessage id="common.action.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a MessageDialog shows; `messages` are the server's texts, one per line. */
export interface DialogMessage {
  titleId: string;
  messages?: string[];
  /** Extra content under the messages (e.g. the import's row errors). */
  details?: ReactNode;
}

interface MessageDialogProps {
  message: DialogMessage | null;
  onClose: () => void;
}

export function MessageDialog({ message, onClose }: MessageDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="message-dialog-title" data-testid="message-dialog">
      {message ? (
        <>
          <DialogTitle id="message-dialog-title">
            <FormattedMessage id={message.titleId} />
          </DialogTitle>
          {message.messages?.length || message.details ? (
            <DialogContent>
              {message.messages?.map((text, index) => (
                <DialogContentText key={index} sx={{ whiteSpace: 'pre-line' }}>
                  {text
                    .split('\n')
                    .map((line) => localizeServerMessage(intl, line))
                    .join('\n')}
                </DialogContentText>
              ))}
              {message.details}
            </DialogContent>
          ) : null}
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus data-testid="message-ok">
              <FormattedMessage id="common.action.ok" />
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
