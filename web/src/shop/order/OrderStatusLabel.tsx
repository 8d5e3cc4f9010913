import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../graphql/shop/graphql';

const COLOURS: Record<OrderStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  paid: 'primary',
  payment_review: 'info',
  payment_reject: 'error',
  shipped: 'info',
  completed: 'success',
  refunded: 'default',
  canceled: 'default',
};

/** An order status (spec section 3) in the shopper's language. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      label={intl.formatMessage({ id: `shop.order.status.${status}` })}
      data-testid="order-status"
      data-status={status}
    />
  );
}
