import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PosQuoteQuery } from '../../../../graphql/admin/graphql';
import { multiplyMoney, subtractMoney } from '../../../../ui/money';
import { CustomerPicker } from './CustomerPicker';
import { ExchangeLines } from './ExchangeLines';
import type { Ticket, TicketAction } from './ticket';
import { useShopMoney } from '../../../framework/useShopMoney';

interface Props {
  ticket: Ticket;
  dispatch: Dispatch<TicketAction>;
  /** The cashier may give discounts (permission promotion, or the store has a manager approval code). */
  canDiscount: boolean;
  /** Needs the manager's code (no promotion permission). */
  needsApproval: boolean;
  quote: PosQuoteQuery['posQuote'] | undefined;
  /** The shop's currencies (the base currency first). */
  currencies: { identifier: string; mark: string }[];
  errors: Record<string, string>;
}

const amountField = { htmlInput: { inputMode: 'decimal' as const } };

/** The ticket: lines with quantities and discounts, the customer, coupons, the whole-ticket discount and the totals. */
export function TicketPanel({ ticket, dispatch, canDiscount, needsApproval, quote, currencies, errors }: Props) {
  const intl = useIntl();
  const money = useShopMoney();
  // The ticket is priced in the base currency; what is paid (and an exchange's credit) in the ticket's currency.
  const paid = (amount: string) => money.inCurrency(amount, quote?.currency);
  const exchangeErrors = Object.entries(errors)
    .filter(([field]) => field.startsWith('exchange'))
    .map(([, message]) => message);
  return (
    <Stack spacing={1.5}>
      {ticket.exchange ? (
        <ExchangeLines
          exchange={ticket.exchange}
          credit={quote ? paid(quote.exchangeCredit) : undefined}
          errors={exchangeErrors}
          onRemove={() => dispatch({ type: 'exchange', exchange: null })}
        />
      ) : null}
      {ticket.lines.length ? (
        <Table size="small" data-testid="pos-ticket">
          <TableBody>
            {ticket.lines.map((line) => (
              <TableRow key={line.stockId} data-testid={`pos-line-${line.sku}`}>
                <TableCell sx={{ px: 0.5 }}>
                  <Typography variant="body2">{line.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[line.options, line.sku].filter(Boolean).join(' · ')}
                  </Typography>
                  {canDiscount ? (
                    <TextField
                      size="small"
                      variant="standard"
                      label={intl.formatMessage({ id: 'admin.pos.lineDiscount' })}
                      value={line.discount}
                      onChange={(event) => dispatch({ type: 'lineDiscount', stockId: line.stockId, discount: event.target.value })}
                      slotProps={amountField}
                      sx={{ display: 'block', maxWidth: 120 }}
                    />
                  ) : null}
                </TableCell>
                <TableCell sx={{ px: 0.5, width: 72 }}>
                  <TextField
                    size="small"
                    type="number"
                    value={line.quantity}
                    onChange={(event) =>
                      dispatch({ type: 'quantity', stockId: line.stockId, quantity: Math.max(0, Math.floor(Number(event.target.value) || 0)) })
                    }
                    slotProps={{ htmlInput: { min: 0, 'aria-label': intl.formatMessage({ id: 'admin.pos.quantity' }) } }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ px: 0.5 }}>
                  {money.base(multiplyMoney(line.price, line.quantity))}
                </TableCell>
                <TableCell sx={{ px: 0 }}>
                  <IconButton
                    size="small"
                    aria-label={intl.formatMessage({ id: 'admin.pos.removeLine' })}
                    onClick={() => dispatch({ type: 'remove', stockId: line.stockId })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.pos.emptyTicket" />
        </Typography>
      )}
      <CustomerPicker customer={ticket.customer} onChange={(customer) => dispatch({ type: 'customer', customer })} />
      {ticket.customer ? (
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'admin.pos.points' })}
          value={ticket.points}
          error={Boolean(errors.points)}
          helperText={errors.points ?? intl.formatMessage({ id: 'admin.pos.pointsHelp' }, { count: quote?.availablePoints ?? 0 })}
          onChange={(event) => dispatch({ type: 'points', points: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'pos-points' } }}
        />
      ) : null}
      {currencies.length > 1 ? (
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.pos.currency' })}
          value={ticket.currency || currencies[0].identifier}
          // An exchange is paid in the base currency.
          disabled={Boolean(ticket.exchange)}
          error={Boolean(errors.currency)}
          helperText={errors.currency}
          onChange={(event) => dispatch({ type: 'currency', currency: event.target.value === currencies[0].identifier ? '' : event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'pos-currency' } }}
        >
          {currencies.map((c) => (
            <MenuItem key={c.identifier} value={c.identifier}>
              {c.mark ? `${c.identifier} (${c.mark})` : c.identifier}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'admin.pos.coupons' })}
        value={ticket.coupons.join(', ')}
        error={Boolean(errors.coupons)}
        helperText={errors.coupons ?? intl.formatMessage({ id: 'admin.pos.couponsHelp' })}
        onChange={(event) => dispatch({ type: 'coupons', coupons: event.target.value.split(/[,\s]+/).filter(Boolean) })}
      />
      {canDiscount ? (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'admin.pos.ticketDiscount' })}
            value={ticket.discount}
            error={Boolean(errors.discount)}
            helperText={errors.discount}
            onChange={(event) => dispatch({ type: 'discount', discount: event.target.value })}
            slotProps={amountField}
          />
          {needsApproval ? (
            <TextField
              size="small"
              type="password"
              label={intl.formatMessage({ id: 'admin.pos.approvalCode' })}
              value={ticket.approvalCode}
              error={Boolean(errors.approvalCode)}
              helperText={errors.approvalCode}
              onChange={(event) => dispatch({ type: 'approvalCode', approvalCode: event.target.value })}
            />
          ) : null}
        </Stack>
      ) : null}
      {quote ? (
        <Box data-testid="pos-totals">
          <Row id="admin.pos.subtotal" value={money.base(quote.subtotal)} />
          {quote.discountTotal !== '0.00' ? <Row id="admin.pos.discount" value={money.base(subtractMoney('0', quote.discountTotal))} /> : null}
          {quote.promotions.length ? (
            <Typography variant="caption" color="text.secondary">
              {quote.promotions.join(', ')}
            </Typography>
          ) : null}
          {quote.pointsUsed ? (
            <Row
              id="admin.pos.pointsDiscount"
              values={{ count: quote.pointsUsed }}
              value={money.base(subtractMoney('0', quote.pointsDiscount))}
              testId="pos-points-discount"
            />
          ) : null}
          <Row id="admin.pos.total" value={money.base(quote.grandTotal)} strong testId="pos-total" />
          {quote.currency !== currencies[0]?.identifier ? <Row id="admin.pos.toPay" value={paid(quote.chargedTotal)} strong testId="pos-charged" /> : null}
          {quote.exchangeCredit !== '0.00' ? (
            <>
              <Row id="admin.pos.exchangeCredit" value={paid(subtractMoney('0', quote.exchangeCredit))} />
              <Row id="admin.pos.toPay" value={paid(quote.toPay)} strong testId="pos-to-pay" />
              {quote.exchangeRefund !== '0.00' ? (
                <Row id="admin.pos.exchangeRefund" value={paid(quote.exchangeRefund)} strong testId="pos-exchange-refund" />
              ) : null}
            </>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}

function Row({ id, values, value, strong, testId }: { id: string; values?: Record<string, number>; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={strong ? 'h6' : 'body2'}>
        <FormattedMessage id={id} values={values} />
      </Typography>
      <Typography variant={strong ? 'h6' : 'body2'} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
