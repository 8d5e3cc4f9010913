import Popover from '@mui/material/Popover';
import { useIntl } from 'react-intl';
import type { Cart } from '../cart/CartContext';
import MiniCartPanel from './MiniCartPanel';

/** The mini-cart's popover under the cart icon (HeaderCart.tsx loads it when first opened). */
export default function MiniCartPopover({ anchorEl, cart, onClose }: { anchorEl: HTMLElement | null; cart: Cart | null | undefined; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': intl.formatMessage({ id: 'shop.header.cart' }),
          sx: { width: { xs: 'calc(100vw - 16px)', sm: 420 }, maxHeight: '70vh' },
        } as object,
      }}
      data-testid="mini-cart"
    >
      <MiniCartPanel cart={cart} onNavigate={onClose} />
    </Popover>
  );
}
