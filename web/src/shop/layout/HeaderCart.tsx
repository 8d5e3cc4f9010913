import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCart } from '../cart/CartContext';

// The panel (lines with quantity fields) loads when first opened: it keeps the first page load small.
const MiniCartPanel = lazy(() => import('./MiniCartPanel'));

/**
 * The mini-cart: the cart icon with the number of units, opening the lines, the subtotal and the links
 * to /cart and /checkout. Hidden when the shopper has no cart (spec section 4): catalogue mode, a
 * visitor in member-only mode, no warehouse.
 */
export function HeaderCart() {
  const intl = useIntl();
  const { available, cart } = useCart();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!available) return null;
  const count = cart?.itemCount ?? 0;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={intl.formatMessage({ id: 'shop.header.cartCount' }, { count })}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="shop-cart"
      >
        {/* The name says the count outside parentheses ("Shopping cart, 2 items"): the badge's visible number is in it (label in name). */}
        <Badge badgeContent={count} color="primary" max={99} data-testid="shop-cart-count">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
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
        {anchor ? (
          <Suspense fallback={<Box sx={{ p: 2, minHeight: 80 }} />}>
            <MiniCartPanel cart={cart} onNavigate={close} />
          </Suspense>
        ) : null}
      </Popover>
    </>
  );
}
