import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

/**
 * 'Login expired / Please log in again' (spec section 4), shown until the session timer redirects.
 * `onShown` (the timer's onMessageShown) fires once the message is in the page, where the redirect's
 * 1 second starts; the dialog keeps that moment (`performance.now()`) in `data-shown-at`, so a test can
 * measure the delay from it rather than from when it noticed the dialog on a busy machine.
 */
export function SessionExpiredDialog({ open, onShown }: { open: boolean; onShown: () => void }) {
  return (
    <Dialog
      open={open}
      aria-labelledby="session-expired-title"
      data-testid="session-expired"
      slotProps={{
        transition: {
          onEnter: (node: HTMLElement) => {
            node.dataset.shownAt = String(performance.now());
            onShown();
          },
        },
      }}
    >
      <DialogTitle id="session-expired-title">
        <FormattedMessage id="common.session.expired" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="common.session.loginAgain" />
        </DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
