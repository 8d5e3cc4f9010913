import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderRecordFragment } from '../../graphql/admin/graphql';
import { ProductThumbnail } from '../resources/product/ProductThumbnail';
import { useOrderMoney } from '../../ui/order-money';

/** The order's lines (snapshots of the moment it was placed) and its totals, in the order's currency. */
export function OrderLinesTable({ order }: { order: OrderRecordFragment }) {
  const intl = useIntl();
  const { money, minus, charged } = useOrderMoney(order);
  const heading = (id: string) => <TableCell key={id}>{intl.formatMessage({ id })}</TableCell>;
  const total = (labelId: string, value: string, testId: string) => (
    <TableRow>
      <TableCell colSpan={6} align="right">
        <FormattedMessage id={labelId} />
      </TableCell>
      <TableCell align="right" data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'admin.order.section.lines' })}>
        <TableHead>
          <TableRow>
            {[
              'admin.product.field.image',
              'admin.field.name',
              'admin.product.field.sku',
              'admin.order.field.options',
              'admin.order.field.quantity',
              'admin.order.field.unitPrice',
            ].map(heading)}
            <TableCell align="right">{intl.formatMessage({ id: 'admin.order.field.lineTotal' })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id} data-testid={`order-line-${line.id}`}>
              <TableCell>
                <ProductThumbnail src={line.image ?? undefined} alt={line.productName} />
              </TableCell>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.options}</TableCell>
              <TableCell>{line.quantity}</TableCell>
              <TableCell>{money(line.unitPrice)}</TableCell>
              <TableCell align="right">
                {money(line.lineTotal)}
                {Number(line.discount) !== 0 ? (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }} data-testid={`order-line-net-${line.id}`}>
                    {minus(line.discount)} = {money(line.netTotal)}
                  </Box>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
          {total('admin.order.field.subtotal', money(order.subtotal), 'order-subtotal')}
          {/* Nothing ships from a counter. */}
          {order.counterSale ? null : total('admin.order.field.shippingFee', money(order.shippingFee), 'order-shipping-fee')}
          {order.discounts.map((discount, index) => (
            <TableRow key={`${discount.source}-${discount.code ?? ''}-${index}`} data-testid="order-discount-source">
              <TableCell colSpan={6} align="right">
                {discount.code ? `${discount.label} (${discount.code})` : discount.label}
              </TableCell>
              <TableCell align="right">{minus(discount.amount)}</TableCell>
            </TableRow>
          ))}
          {Number(order.discountTotal) !== 0 ? total('admin.order.field.discountTotal', money(order.discountTotal), 'order-discount') : null}
          {total('admin.order.field.grandTotal', charged(order.chargedTotal), 'order-grand-total')}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
