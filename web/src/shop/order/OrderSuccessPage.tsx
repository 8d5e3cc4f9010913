import { useQuery } from '@apollo/client/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { OrderByNumberDocument } from '../../graphql/shop/graphql';
import { useShopperToken } from '../auth/shopper-session';
import { OrderSummary } from './OrderSummary';
import { accessKeyFrom } from './order-links';

/**
 * /order/success?order_number=... (spec section 2): without an order number it goes home. Shows the
 * number; the order itself when the access key (handed over by the checkout) or the member's session
 * opens it.
 */
export function OrderSuccessPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useShopperToken();
  const orderNumber = params.get('order_number')?.trim() ?? '';
  const accessKey = accessKeyFrom(location.state);
  const { data } = useQuery(OrderByNumberDocument, {
    variables: { orderNumber, accessKey: accessKey ?? null },
    skip: !orderNumber || (!accessKey && !token),
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.order.successTitle' });
  }, [intl]);

  if (!orderNumber) return <Navigate to="/" replace />;
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
      {data?.orderByNumber ? <OrderSummary order={data.orderByNumber} showNumber={false} /> : null}
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
