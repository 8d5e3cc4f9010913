import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useShopperToken } from '../auth/shopper-session';
import { accessKeyFrom, stripePath } from './order-links';

/**
 * /order/cancel?order_number=... (spec section 2): the card payment was left. Without an order number it
 * goes home. The order stays pending; the shopper may go back to the card page (members always, a guest
 * with the access key the card page handed over).
 */
export function OrderCancelPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useShopperToken();
  const orderNumber = params.get('order_number')?.trim() ?? '';
  const accessKey = accessKeyFrom(location.state);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.order.cancelTitle' });
  }, [intl]);

  if (!orderNumber) return <Navigate to="/" replace />;
  return (
    <Stack spacing={3} data-testid="order-cancel">
      <Typography variant="h4" component="h1">
        <FormattedMessage id="shop.order.cancelTitle" />
      </Typography>
      <Typography variant="h6" component="p" data-testid="order-number">
        <FormattedMessage id="shop.order.number" values={{ number: orderNumber }} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="shop.order.cancelText" />
      </Typography>
      <Stack direction="row" spacing={1}>
        {/* A full page load: the card page's Content-Security-Policy (from the server) admits Stripe.js. */}
        {accessKey || token ? (
          <Button component="a" href={stripePath(orderNumber, accessKey)} variant="contained">
            <FormattedMessage id="shop.order.payAgain" />
          </Button>
        ) : null}
        <Button component={RouterLink} to="/" variant="outlined">
          <FormattedMessage id="shop.cart.continue" />
        </Button>
      </Stack>
    </Stack>
  );
}

export default OrderCancelPage;
