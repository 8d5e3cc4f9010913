import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCart, type CartItem } from './CartContext';
import { TextInput } from '../../ui/TextInput';

/**
 * A cart line's quantity (spec sections 4, 5): applied when the field is left or Enter is pressed.
 * 0 or empty asks whether to delete the line; cancelling (or a refused change) puts the previous
 * quantity back. A fraction or a negative number is refused with the spec's quantity message.
 */
export function CartQuantityField({ line, size = 'small' }: { line: CartItem; size?: 'small' | 'medium' }) {
  const intl = useIntl();
  const { update, remove, fail } = useCart();
  const [value, setValue] = useState(String(line.quantity));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  // The cart answered (another tab, the mini-cart): show its quantity.
  useEffect(() => setValue(String(line.quantity)), [line.quantity]);

  const restore = () => setValue(String(line.quantity));

  const commit = async () => {
    const text = value.trim();
    if (text === '' || Number(text) === 0) {
      setConfirming(true);
      return;
    }
    const quantity = Number(text);
    if (quantity === line.quantity) return;
    if (!Number.isInteger(quantity) || quantity < 1) {
      restore();
      fail(intl.formatMessage({ id: 'shop.product.quantityMin' }));
      return;
    }
    if (quantity > line.availableInventories) {
      restore();
      fail(intl.formatMessage({ id: 'shop.product.quantityMax' }));
      return;
    }
    setBusy(true);
    const ok = await update(line.id, quantity);
    setBusy(false);
    if (!ok) restore();
  };

  const cancelDelete = () => {
    setConfirming(false);
    restore();
  };

  const confirmDelete = async () => {
    setBusy(true);
    const ok = await remove(line.id);
    setBusy(false);
    setConfirming(false);
    if (!ok) restore();
  };

  return (
    <>
      <TextInput
        type="number"
        size={size}
        value={value}
        disabled={busy}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
        }}
        label={intl.formatMessage({ id: 'shop.product.quantity' })}
        sx={{ width: 96 }}
        slotProps={{
          htmlInput: {
            min: 0,
            step: 1,
            inputMode: 'numeric',
            'aria-label': intl.formatMessage({ id: 'shop.cart.quantityOf' }, { name: line.productName }),
            'data-testid': `cart-quantity-${line.id}`,
          },
        }}
      />
      <Dialog open={confirming} onClose={cancelDelete} aria-labelledby={titleId} data-testid="cart-delete-dialog">
        <DialogTitle id={titleId}>
          <FormattedMessage id="shop.cart.removeTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="shop.cart.deleteConfirm" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancelDelete} data-testid="cart-delete-cancel">
            <FormattedMessage id="common.action.cancel" />
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={busy} data-testid="cart-delete-confirm">
            <FormattedMessage id="shop.cart.remove" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
