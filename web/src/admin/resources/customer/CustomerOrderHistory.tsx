import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerRecordFragment } from '../../../graphql/admin/graphql';
import { Money } from '../../../ui/Money';
import { OrderStatusChip } from '../../orders/OrderStatusChip';
import { useShopDates } from '../../framework/useShopDates';

/** The customer view's read-only order history (spec section 3: identifier, grand total, status, date). */
export function CustomerOrderHistory({ record }: { record: CustomerRecordFragment }) {
  const dates = useShopDates();
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2, maxWidth: 720 }} data-testid="customer-orders">
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="admin.customer.orders" />
      </Typography>
      {record.orders.length ? (
        // On a phone the table scrolls within its box, the page does not.
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="admin.order.field.orderNumber" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="admin.order.field.grandTotal" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="admin.order.field.status" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="admin.order.field.createdAt" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/order/${order.id}`}>
                      {order.orderNumber}
                    </Link>
                  </TableCell>
                  <TableCell align="right">
                    <Money amount={order.chargedTotal} currency={{ identifier: order.currency, mark: order.currencyMark }} />
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell>{dates.date(order.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.customer.noOrders" />
        </Typography>
      )}
    </Paper>
  );
}
