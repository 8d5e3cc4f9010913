import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart } from '../cart/CartContext';
import { CartLineList } from '../cart/CartLineRow';
import { Price } from '../currency/Price';

/** The mini-cart's open panel: the lines, the subtotal and the links to /cart and /checkout. */
export default function MiniCartPanel({ cart, onNavigate }: { cart: Cart | null | undefined; onNavigate: () => void }) {
  const close = onNavigate;
  return (
    <Box sx={{ p: 2 }}>
      {!cart || cart.items.length === 0 ? (
        <Typography data-testid="mini-cart-empty">
          <FormattedMessage id="shop.cart.empty" />
        </Typography>
      ) : (
        <>
          <CartLineList items={cart.items} compact onNavigate={close} />
          <Typography variant="subtitle1" component="p" sx={{ mt: 2, textAlign: 'right' }}>
            <FormattedMessage id="shop.cart.subtotal" />: <Price amount={cart.subtotal} data-testid="mini-cart-subtotal" />
          </Typography>
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/cart" onClick={close} variant="outlined">
          <FormattedMessage id="shop.cart.view" />
        </Button>
        {cart && cart.items.length > 0 ? (
          <Button component={RouterLink} to="/checkout" onClick={close} variant="contained">
            <FormattedMessage id="shop.cart.checkout" />
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
