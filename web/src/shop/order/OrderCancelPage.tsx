import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { OrderSummary } from './OrderSummary';
import { stripePath } from './order-links';
import { useShownOrder } from './useShownOrder';

/**
 * /order/cancel?order_number=... (spec section 2): the card payment was left. The order (number and
 * access key or session checked, else home) stays pending and is shown; a card order may go back to the
 * card page.
 */
export function OrderCancelPage() {
  const intl = useIntl();
  const { orderNumber, state, order } = useShownOrder();

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.order.cancelTitle' });
  }, [intl]);

  if (state === 'home') return <Navigate to="/" replace />;
  if (state === 'loading' || !order) return <FullPageSpinner />;
  // Only a card payment still waiting can be tried again (the server gives its stripe_key only then);
  // cash on delivery never reads as "pay again".
  const stripeKey = order.paymentKind === 'stripe' && order.status === 'pending' ? order.stripeKey : null;
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
      <OrderSummary order={order} showNumber={false} />
      <Stack direction="row" spacing={1}>
        {/* A full page load: the card page's Content-Security-Policy (from the server) admits Stripe.js. */}
        {stripeKey ? (
          <Button component="a" href={stripePath(stripeKey)} variant="contained">
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
