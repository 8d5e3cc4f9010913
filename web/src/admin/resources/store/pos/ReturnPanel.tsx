import { useLazyQuery, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PosReturnDocument, PosSaleByReceiptDocument, type PosSaleRecordFragment } from '../../../../graphql/admin/graphql';
import { toLocalizedFormErrors } from '../../../../ui/errors';
import { Receipt } from './Receipt';
import { ticketCustomer, type Ticket, type TicketExchange } from './ticket';

interface Props {
  registerId: number;
  /** The chosen lines taken back in a new sale instead of refunded (an exchange), with the earlier sale's customer. */
  onExchange(exchange: TicketExchange, customer: Ticket['customer']): void;
}

/**
 * Returns against a receipt: chosen units back (restock or not), refunded as the sale was paid (the
 * server splits it over the sale's methods, cash last), or all in cash or by one method of the sale; or
 * exchanged: the chosen units go onto the selling screen's ticket, whose new items they pay for.
 */
export function ReturnPanel({ registerId, onExchange }: Props) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const [find, { data, error: findError }] = useLazyQuery(PosSaleByReceiptDocument, { fetchPolicy: 'network-only' });
  const [refund, { loading }] = useMutation(PosReturnDocument);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [method, setMethod] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<PosSaleRecordFragment | null>(null);
  const sale = data?.posSale;
  // Exchange credit is never paid out: what a sale took by it goes back in cash or by its other methods.
  const methods = sale ? [...new Set(['cash', ...sale.payments.filter((p) => !p.amount.startsWith('-') && p.method !== 'exchange').map((p) => p.method)])] : [];

  const chosen = () =>
    (sale?.lines ?? [])
      .filter((l) => (quantities[l.id] ?? 0) > 0)
      .map((l) => ({ orderItemId: l.id, quantity: quantities[l.id], restock: restock[l.id] ?? true, name: l.productName }));

  // The new sale is the same customer's (the points its items earn are theirs).
  const exchange = () => {
    const lines = chosen();
    if (!sale || !lines.length) return;
    onExchange({ orderId: sale.id, receiptNumber: sale.receiptNumber, lines, refundMethod: method }, sale.customer ? ticketCustomer(sale.customer) : null);
  };

  const submit = async () => {
    if (!sale) return;
    const lines = chosen().map(({ orderItemId, quantity, restock }) => ({ orderItemId, quantity, restock }));
    if (!lines.length) return;
    try {
      const answer = await refund({ variables: { input: { orderId: sale.id, registerId, lines, refundMethod: method || null } } });
      setDone(answer.data!.posReturn);
      setQuantities({});
      setMessage(null);
    } catch (error) {
      const { fields, form } = toLocalizedFormErrors(intl, error);
      setMessage([...Object.values(fields), form].filter(Boolean).join('\n'));
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="pos-return-done">
          <FormattedMessage id="admin.pos.returnDone" />
        </Alert>
        <Receipt sale={done} />
        <Button onClick={() => setDone(null)}>
          <FormattedMessage id="admin.pos.anotherReturn" />
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'admin.pos.receiptNumber' })}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void find({ variables: { receiptNumber: number.trim() } })}
          slotProps={{ htmlInput: { 'data-testid': 'pos-return-receipt' } }}
        />
        <Button variant="outlined" onClick={() => void find({ variables: { receiptNumber: number.trim() } })} data-testid="pos-return-find">
          <FormattedMessage id="admin.pos.findReceipt" />
        </Button>
      </Stack>
      {findError ? (
        <Alert severity="warning">
          <FormattedMessage id="admin.pos.receiptNotFound" />
        </Alert>
      ) : null}
      {sale ? (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="admin.pos.item" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="admin.pos.returnQuantity" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="admin.pos.restock" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sale.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    {line.productName} ({line.sku}) · {line.quantity - line.returned}/{line.quantity}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={quantities[line.id] ?? 0}
                      onChange={(event) =>
                        setQuantities({
                          ...quantities,
                          [line.id]: Math.max(0, Math.min(line.quantity - line.returned, Math.floor(Number(event.target.value) || 0))),
                        })
                      }
                      slotProps={{ htmlInput: { min: 0, max: line.quantity - line.returned, 'data-testid': `pos-return-qty-${line.sku}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Checkbox checked={restock[line.id] ?? true} onChange={(event) => setRestock({ ...restock, [line.id]: event.target.checked })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'admin.pos.refundMethod' })}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            // '' (as the sale was paid) is a choice of its own: shown, with the label above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <FormattedMessage id="admin.pos.refundAsPaid" />
            </MenuItem>
            {methods.map((m) => (
              <MenuItem key={m} value={m}>
                {intl.formatMessage({ id: `admin.pos.method.${m}`, defaultMessage: m })}
              </MenuItem>
            ))}
          </TextField>
          {message ? <Alert severity="error">{message}</Alert> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={loading} onClick={() => void submit()} data-testid="pos-return-submit">
              <FormattedMessage id="admin.pos.refund" />
            </Button>
            <Button variant="outlined" disabled={loading} onClick={exchange} data-testid="pos-return-exchange">
              <FormattedMessage id="admin.pos.exchange" />
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
