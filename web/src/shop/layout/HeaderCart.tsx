import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useShopperToken } from '../auth/shopper-session';
import { useShopSettings } from '../settings/ShopSettings';

/**
 * The cart icon. Hidden when the shop has no cart for this shopper (spec section 4): catalog mode, or
 * member-only mode for a visitor. The cart issue adds the item count and the cart itself; the icon
 * already leads to the checkout route.
 */
export function HeaderCart() {
  const intl = useIntl();
  const { config } = useShopSettings();
  const token = useShopperToken();
  if (!config || config.catalogMode || (config.memberOnly && !token)) return null;
  return (
    <IconButton component={RouterLink} to="/checkout" color="inherit" aria-label={intl.formatMessage({ id: 'shop.header.cart' })} data-testid="shop-cart">
      <ShoppingCartOutlinedIcon />
    </IconButton>
  );
}
