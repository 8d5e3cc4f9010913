import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PosSaleRecordFragment } from '../../../../graphql/admin/graphql';
import { PrintArea, SlipRow } from './PrintArea';
import { useShopDates } from '../../../framework/useShopDates';
import { useShopMoney } from '../../../framework/useShopMoney';
import { subtractMoney } from '../../../../ui/money';

/** The receipt: store header, number (register prefix + sequence), lines, totals, payments, change, footer. */
export function Receipt({ sale }: { sale: PosSaleRecordFragment }) {
  const intl = useIntl();
  const dates = useShopDates();
  const money = useShopMoney();
  // The lines and totals are in the base currency; what was charged, paid and given back in the sale's.
  const charged = (amount: string) => money.inCurrency(amount, sale.currency);
  const method = (m: string) => intl.formatMessage({ id: `admin.pos.method.${m}`, defaultMessage: m });
  return (
    <PrintArea testId="pos-receipt">
      <Box sx={{ textAlign: 'center', fontWeight: 700 }}>{sale.storeName}</Box>
      <Box sx={{ textAlign: 'center', whiteSpace: 'pre-line' }}>{sale.storeAddress}</Box>
      {sale.storePhone ? <Box sx={{ textAlign: 'center' }}>{sale.storePhone}</Box> : null}
      {sale.receiptHeader ? <Box sx={{ textAlign: 'center', whiteSpace: 'pre-line', mt: 1 }}>{sale.receiptHeader}</Box> : null}
      <Divider sx={{ my: 1 }} />
      <SlipRow left={<FormattedMessage id="admin.pos.receiptNumber" />} right={<span data-testid="pos-receipt-number">{sale.receiptNumber}</span>} />
      <SlipRow left={dates.dateTime(sale.createdAt)} right={sale.registerName} />
      <SlipRow left={<FormattedMessage id="admin.pos.cashier" />} right={sale.cashierName} />
      <Divider sx={{ my: 1 }} />
      {sale.lines.map((line) => (
        <Box key={line.id} sx={{ mb: 0.5 }}>
          <div>{line.productName}</div>
          <SlipRow left={`${line.quantity} x ${money.base(line.unitPrice)}`} right={money.base(line.lineTotal)} />
          {line.discount !== '0.00' ? (
            <SlipRow left={<FormattedMessage id="admin.pos.discount" />} right={money.base(subtractMoney('0', line.discount))} />
          ) : null}
          {line.returned ? <SlipRow left={<FormattedMessage id="admin.pos.returned" values={{ count: line.returned }} />} right="" /> : null}
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <SlipRow left={<FormattedMessage id="admin.pos.subtotal" />} right={money.base(sale.subtotal)} />
      {sale.discountTotal !== '0.00' ? (
        <SlipRow left={<FormattedMessage id="admin.pos.discount" />} right={money.base(subtractMoney('0', sale.discountTotal))} />
      ) : null}
      {sale.pointsUsed ? (
        <SlipRow
          left={<FormattedMessage id="admin.pos.pointsDiscount" values={{ count: sale.pointsUsed }} />}
          right={<span data-testid="pos-receipt-points">{money.base(subtractMoney('0', sale.pointsDiscount))}</span>}
        />
      ) : null}
      <SlipRow strong left={<FormattedMessage id="admin.pos.total" />} right={charged(sale.chargedTotal)} />
      {sale.payments.map((p, i) => (
        <SlipRow key={i} left={`${method(p.method)}${p.reference ? ` ${p.reference}` : ''}`} right={charged(p.currencyAmount)} />
      ))}
      {sale.change !== '0.00' ? (
        <SlipRow left={<FormattedMessage id="admin.pos.changeLabel" />} right={<span data-testid="pos-receipt-change">{charged(sale.change)}</span>} />
      ) : null}
      {sale.receiptFooter ? <Box sx={{ textAlign: 'center', whiteSpace: 'pre-line', mt: 1 }}>{sale.receiptFooter}</Box> : null}
      <Box sx={{ textAlign: 'center', mt: 1 }}>{sale.orderNumber}</Box>
    </PrintArea>
  );
}
