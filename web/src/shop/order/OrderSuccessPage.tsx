import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useShopperToken } from '../auth/shopper-session';
import { OrderSummary } from './OrderSummary';
import { useShownOrder } from './useShownOrder';

/**
 * /order/success?order_number=...[&access_key=...] (spec section 2): the order the number and its access
 * key (or the member's session) open, with its summary and how to pay it; anything else goes home.
 */
export function OrderSuccessPage() {
  const intl = useIntl();
  const token = useShopperToken();
  const { orderNumber, state, order } = useShownOrder();

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.order.successTitle' });
  }, [intl]);

  if (state === 'home') return <Navigate to="/" replace />;
  if (state === 'loading' || !order) return <FullPageSpinner />;
  return (
    <Stack spacing={3} data-testid="order-success">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlineIcon color="success" fontSize="large" />
        <Typography variant="h4" component="h1">
          <FormattedMessage id="shop.order.successTitle" />
        </Typography>
      </Stack>
      <Typography variant="h6" component="p" data-testid="order-number">
        <FormattedMessage id="shop.order.number" values={{ number: orderNumber }} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="shop.order.successText" />
      </Typography>
      <OrderSummary order={order} showNumber={false} />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/" variant="contained">
          <FormattedMessage id="shop.cart.continue" />
        </Button>
        {token ? (
          <Button component={RouterLink} to="/account" state={{ tab: 'orders' }} variant="outlined">
            <FormattedMessage id="shop.order.myOrders" />
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

export default OrderSuccessPage;
