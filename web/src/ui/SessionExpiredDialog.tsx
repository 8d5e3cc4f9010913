import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

/** 'Login expired / Please log in again' (spec section 4), shown until the session timer redirects. */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" data-testid="session-expired">
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
