import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MyOrdersDocument } from '../../../graphql/shop/graphql';
import { OrderStatusLabel } from '../../order/OrderStatusLabel';
import { Money } from '../../../ui/Money';
import { useShopSettings } from '../../settings/ShopSettings';
import { useShopDates } from '../../settings/useShopDates';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/** The account's orders tab: number (to the detail; a counter sale names its store), date, status and total in the order's currency. */
export function OrdersTab() {
  const intl = useIntl();
  const dates = useShopDates();
  const { language } = useShopSettings();
  const { data, error } = useQuery(MyOrdersDocument, { variables: { language: language ?? null }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <Skeleton variant="rounded" height={120} />;
  if (!data.myOrders.length) {
    return (
      <Typography color="text.secondary" data-testid="orders-empty">
        <FormattedMessage id="shop.order.none" />
      </Typography>
    );
  }
  const header = (id: string) => intl.formatMessage({ id });
  return (
    <TableContainer>
      <Table size="small" aria-label={header('shop.account.tab.orders')} data-testid="orders-table">
        <TableHead>
          <TableRow>
            <TableCell>{header('shop.order.column.number')}</TableCell>
            <TableCell>{header('shop.order.column.date')}</TableCell>
            <TableCell>{header('shop.order.column.status')}</TableCell>
            <TableCell align="right">{header('shop.order.column.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.myOrders.map((order) => (
            <TableRow key={order.id} data-testid={`order-row-${order.id}`}>
              <TableCell>
                <Link component={RouterLink} to={`/account/orders/${order.id}`}>
                  {order.orderNumber}
                </Link>
                {order.counterSale ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={`order-store-${order.id}`}>
                    <FormattedMessage id="shop.order.boughtAt" values={{ store: order.counterSale.storeName }} />
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                {/* Spec section 9: table dates show the date part only. */}
                {dates.date(order.createdAt)}
              </TableCell>
              <TableCell>
                <OrderStatusLabel status={order.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Money amount={order.chargedTotal} currency={{ identifier: order.currency, mark: order.currencyMark }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
