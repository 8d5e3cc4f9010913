import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../graphql/admin/graphql';

/** Every order status (spec section 3), in the order the back office offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'payment_review', 'payment_reject', 'paid', 'shipped', 'completed', 'refunded', 'canceled'];

const COLOURS: Record<OrderStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  payment_review: 'info',
  payment_reject: 'error',
  paid: 'primary',
  shipped: 'info',
  completed: 'success',
  refunded: 'default',
  canceled: 'default',
};

export const orderStatusLabelId = (status: OrderStatus) => `admin.order.status.${status}`;

/** An order status as a coloured chip with its translated label. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <Chip size="small" color={COLOURS[status]} label={intl.formatMessage({ id: orderStatusLabelId(status) })} data-testid="order-status" data-status={status} />
  );
}
