import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export type CartNotice = { kind: 'error'; message: string } | { kind: 'added' };

/**
 * What the cart tells the shopper: a failure in the dialog titled 'Tip: Shopping Cart' with the server's
 * message (spec section 8), and a short note with a link to the cart after an add.
 */
export function CartNotices({ notice, onClose }: { notice: CartNotice | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Dialog
        open={notice?.kind === 'error'}
        onClose={onClose}
        aria-labelledby="cart-error-title"
        aria-describedby="cart-error-message"
        data-testid="cart-error"
      >
        <DialogTitle id="cart-error-title">
          <FormattedMessage id="shop.cart.tipTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="cart-error-message">{notice?.kind === 'error' ? notice.message : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            <FormattedMessage id="common.action.ok" />
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice?.kind === 'added'}
        autoHideDuration={4000}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        message={intl.formatMessage({ id: 'shop.cart.added' })}
        data-testid="cart-added"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/cart" onClick={onClose}>
            <FormattedMessage id="shop.cart.view" />
          </Button>
        }
      />
    </>
  );
}
