import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { subtractMoney } from '../../ui/money';
import { Price } from '../currency/Price';
import { useShopSettings } from '../settings/ShopSettings';
import { useCart } from './CartContext';
import { CartLineList } from './CartLineRow';
import { CouponField } from './CouponField';

/**
 * /cart: the lines with their quantities, the subtotal in the chosen currency and the way to checkout.
 * Without a cart (catalogue mode, member-only visitor, no warehouse) it goes home.
 */
export function CartPage() {
  const intl = useIntl();
  const { config } = useShopSettings();
  const { available, cart } = useCart();

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.cart.title' });
  }, [intl]);

  if (!config) return <FullPageSpinner />;
  if (!available) return <Navigate to="/" replace />;
  if (!cart) return <FullPageSpinner />;
  return (
    <Stack spacing={3} data-testid="cart-page">
      <Typography variant="h4" component="h1">
        <FormattedMessage id="shop.cart.title" />
      </Typography>
      {cart.items.length === 0 ? (
        <Box>
          <Typography data-testid="cart-empty" sx={{ mb: 2 }}>
            <FormattedMessage id="shop.cart.empty" />
          </Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            <FormattedMessage id="shop.cart.continue" />
          </Button>
        </Box>
      ) : (
        <>
          <Paper variant="outlined">
            <CartLineList items={cart.items} />
          </Paper>
          <Box sx={{ maxWidth: 420 }}>
            <CouponField />
          </Box>
          {cart.promotions.map((promotion) => (
            <Typography key={promotion.id} data-testid="cart-promotion" sx={{ overflowWrap: 'anywhere' }}>
              {promotion.name}: <Price amount={subtractMoney('0', promotion.amount)} />
            </Typography>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="p">
              <FormattedMessage id="shop.cart.subtotal" />: <Price amount={cart.totals.grandTotal} data-testid="cart-subtotal" />
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/" variant="outlined">
                <FormattedMessage id="shop.cart.continue" />
              </Button>
              <Button component={RouterLink} to="/checkout" variant="contained" data-testid="cart-checkout">
                <FormattedMessage id="shop.cart.checkout" />
              </Button>
            </Stack>
          </Stack>
        </>
      )}
    </Stack>
  );
}

export default CartPage;
