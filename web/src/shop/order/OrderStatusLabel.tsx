import Chip from '@mui/material/Chip';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../graphql/shop/graphql';

type Colour = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const COLOURS: Record<OrderStatus, Colour> = {
  pending: 'warning',
  paid: 'primary',
  payment_review: 'info',
  payment_reject: 'error',
  shipped: 'info',
  completed: 'success',
  refunded: 'default',
  canceled: 'default',
};

/**
 * White, or black where white does not reach WCAG AA's 4.5:1 on the chip: MUI's contrast text settles for
 * 3:1, so its orange (pending) and light blue (shipped) chips, and a light primary colour of the shop's, wore
 * white text a shopper can hardly read.
 */
function readableTextOn(background: string, theme: Theme): string {
  const { white, black } = theme.palette.common;
  return getContrastRatio(white, background) >= 4.5 ? white : black;
}

/** An order status (spec section 3) in the shopper's language. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  const colour = COLOURS[status];
  return (
    <Chip
      size="small"
      color={colour}
      label={intl.formatMessage({ id: `shop.order.status.${status}` })}
      data-testid="order-status"
      data-status={status}
      sx={colour === 'default' ? undefined : (theme) => ({ color: readableTextOn(theme.palette[colour].main, theme) })}
    />
  );
}
