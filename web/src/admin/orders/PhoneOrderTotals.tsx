import { useQuery } from '@apollo/client/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PhoneOrderQuoteDocument, type AdminOrderQuoteInput } from '../../graphql/admin/graphql';
import { orderMoney } from '../../ui/order-money';
import type { OrderCreateValues } from './order-create-form';

/** What the quote depends on, from the form; lines without a stock or a whole quantity are left out. */
function quoteInput(values: OrderCreateValues): AdminOrderQuoteInput {
  return {
    customerId: values.customerId,
    lines: values.lines
      .filter((line) => line.stockId && Number.isInteger(Number(line.quantity)) && Number(line.quantity) >= 1)
      .map((line) => ({ stockId: Number(line.stockId), quantity: Number(line.quantity) })),
    shippingMethodId: values.shippingMethodId,
    country: values.shippingAddressId === null ? values.shippingAddress.country || null : null,
    currency: values.currency,
  };
}

/**
 * The phone order's totals before it is placed (subtotal, shipping, discounts, total), priced by the
 * server's one pipeline (phoneOrderQuote), refreshed a moment after the form stops changing.
 */
export function PhoneOrderTotals() {
  const { locale } = useIntl();
  const { values } = useFormikContext<OrderCreateValues>();
  const wanted = JSON.stringify(quoteInput(values));
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), 400);
    return () => clearTimeout(timer);
  }, [wanted]);
  const input = JSON.parse(settled) as AdminOrderQuoteInput;
  const { data, previousData } = useQuery(PhoneOrderQuoteDocument, { variables: { input }, skip: !input.lines?.length });
  const quote = (data ?? previousData)?.phoneOrderQuote;
  if (!input.lines?.length || !quote) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="phone-order-totals-empty">
        <FormattedMessage id="admin.order.totalsEmpty" />
      </Typography>
    );
  }
  const { money, charged } = orderMoney(locale, quote);
  const rows: [string, string, string][] = [
    ['admin.order.field.subtotal', money(quote.subtotal), 'subtotal'],
    ['admin.order.field.shippingFee', money(quote.shippingFee), 'shipping-fee'],
    ['admin.order.field.discountTotal', money(quote.discountTotal), 'discount-total'],
    ['admin.order.field.grandTotal', charged(quote.chargedTotal), 'grand-total'],
  ];
  return (
    <Table size="small" sx={{ maxWidth: 420 }} data-testid="phone-order-totals">
      <TableBody>
        {rows.map(([labelId, amount, testId]) => (
          <TableRow key={labelId}>
            <TableCell component="th" scope="row">
              <FormattedMessage id={labelId} />
            </TableCell>
            <TableCell align="right" data-testid={`phone-order-${testId}`} sx={{ fontWeight: testId === 'grand-total' ? 600 : undefined }}>
              {amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
