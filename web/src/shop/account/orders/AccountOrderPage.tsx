import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { MyOrderDocument, type OrderCommentFieldsFragment } from '../../../graphql/shop/graphql';
import { hasErrorCode } from '../../../ui/errors';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { OrderStatusLabel } from '../../order/OrderStatusLabel';
import { OrderSummary } from '../../order/OrderSummary';
import { useShopSettings } from '../../settings/ShopSettings';
import { OrderComments } from './OrderComments';
import { useShopDates } from '../../settings/useShopDates';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/** /account/orders/:id: one of my orders with its status history and comments (anybody else's: 404 -> account). */
export function AccountOrderPage() {
  const intl = useIntl();
  const dates = useShopDates();
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { language } = useShopSettings();
  const { data, error } = useQuery(MyOrderDocument, { variables: { id: orderId, language: language ?? null }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const [comments, setComments] = useState<OrderCommentFieldsFragment[]>();
  const order = data?.myOrder;

  useEffect(() => {
    if (order) document.title = intl.formatMessage({ id: 'shop.order.number' }, { number: order.orderNumber });
  }, [intl, order]);

  if (!valid || hasErrorCode(error, 'NOT_FOUND')) return <Navigate to="/account" replace state={{ tab: 'orders' }} />;
  if (error && !order) return <ErrorAlert error={error} />;
  if (!order) return <FullPageSpinner />;
  return (
    <Stack spacing={3} data-testid="account-order">
      <Box>
        <Button component={RouterLink} to="/account" state={{ tab: 'orders' }} startIcon={<ArrowBackIcon />}>
          <FormattedMessage id="shop.order.backToOrders" />
        </Button>
      </Box>
      <OrderSummary order={order} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="shop.order.history" />
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="order-history">
          {order.statusChanges.map((change) => (
            <Box component="li" key={change.id} sx={{ py: 0.5 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <OrderStatusLabel status={change.toStatus} />
                <Typography variant="body2" color="text.secondary">
                  {dates.dateTime(change.createdAt)}
                </Typography>
                {change.note ? <Typography variant="body2">{change.note}</Typography> : null}
              </Stack>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OrderComments orderId={order.id} comments={comments ?? order.comments} onChange={setComments} />
      </Paper>
    </Stack>
  );
}

export default AccountOrderPage;
