import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useCart } from '../cart/CartContext';
import { OptionalChunk } from './OptionalChunk';

/**
 * The popover and its panel (lines with quantity fields; MUI's Popover and Modal) load when first opened:
 * they keep the first page load small.
 */
const MiniCartPopover = lazy(() => import('./MiniCartPopover'));

/**
 * The mini-cart: the cart icon with the number of units, opening the lines, the subtotal and the links
 * to /cart and /checkout. Hidden when the shopper has no cart (spec section 4): catalogue mode, a
 * visitor in member-only mode, no warehouse.
 */
export function HeaderCart() {
  const intl = useIntl();
  const { available, cart } = useCart();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
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
      {opened ? (
        <OptionalChunk>
          <MiniCartPopover anchorEl={anchor} cart={cart} onClose={close} />
        </OptionalChunk>
      ) : null}
    </>
  );
}
