import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { balance, cashSuggestions, type Ticket, type TicketAction } from './ticket';
import { useShopMoney } from '../../../framework/useShopMoney';

interface Props {
  ticket: Ticket;
  dispatch: Dispatch<TicketAction>;
  methods: string[];
  total: string | null;
  /** The ticket's currency (null: the base currency): the payments are in it. */
  currency: string | null;
  busy: boolean;
  errors: Record<string, string>;
  onComplete(): void;
}

/** Payments: cash (tendered, change), card (the terminal's reference) or another method; split by adding several. */
export function PaymentPanel({ ticket, dispatch, methods, total, currency, busy, errors, onComplete }: Props) {
  const intl = useIntl();
  const money = useShopMoney();
  const paid = (value: string) => money.inCurrency(value, currency);
  const [method, setMethod] = useState('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const { due, change } = balance(total ?? '0', ticket);

  // An empty amount box pays what is left (shown as its placeholder); what the cashier typed is never replaced.
  const add = (tapped?: string) => {
    const value = tapped ?? (amount || (due === '0.00' ? '' : due));
    if (!value) return;
    dispatch({ type: 'pay', payment: { method, amount: value, reference } });
    setAmount('');
    setReference('');
  };
  const label = (m: string) => intl.formatMessage({ id: `admin.pos.method.${m}`, defaultMessage: m });

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup exclusive size="small" value={method} onChange={(_, value: string | null) => value && setMethod(value)}>
        {methods.map((m) => (
          <ToggleButton key={m} value={m} data-testid={`pos-method-${m}`}>
            {label(m)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={intl.formatMessage({ id: method === 'cash' ? 'admin.pos.tendered' : 'admin.pos.amount' })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && add()}
          placeholder={due}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'pos-amount' }, inputLabel: { shrink: true } }}
        />
        {method !== 'cash' ? (
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'admin.pos.reference' })}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        ) : null}
        <Button variant="outlined" onClick={() => add()} data-testid="pos-add-payment">
          <FormattedMessage id="admin.pos.addPayment" />
        </Button>
      </Stack>
      {method === 'cash' ? (
        // What the customer hands over, in one tap: the exact sum or the next round sums of notes.
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="pos-cash-suggestions">
          {cashSuggestions(due).map((value, i) => (
            <Button key={value} size="small" variant="outlined" onClick={() => add(value)} data-testid={`pos-cash-${value}`}>
              {i === 0 ? intl.formatMessage({ id: 'admin.pos.cashExact' }, { amount: paid(value) }) : paid(value)}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ticket.payments.map((p, i) => (
          <Chip
            key={i}
            label={`${label(p.method)} ${paid(p.amount)}${p.reference ? ` (${p.reference})` : ''}`}
            onDelete={() => dispatch({ type: 'removePayment', index: i })}
          />
        ))}
      </Stack>
      {errors.payments ? <Typography color="error">{errors.payments}</Typography> : null}
      <Stack direction="row" spacing={2}>
        <Typography data-testid="pos-due">
          <FormattedMessage id="admin.pos.due" values={{ amount: paid(due) }} />
        </Typography>
        <Typography data-testid="pos-change" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="admin.pos.change" values={{ amount: paid(change) }} />
        </Typography>
      </Stack>
      <TextField
        size="small"
        type="email"
        label={intl.formatMessage({ id: 'admin.pos.receiptEmail' })}
        value={ticket.receiptEmail}
        error={Boolean(errors.receiptEmail)}
        helperText={errors.receiptEmail}
        onChange={(event) => dispatch({ type: 'receiptEmail', email: event.target.value })}
      />
      <Button
        size="large"
        variant="contained"
        disabled={busy || !ticket.lines.length || total === null || due !== '0.00'}
        onClick={onComplete}
        data-testid="pos-complete"
      >
        <FormattedMessage id="admin.pos.complete" />
      </Button>
    </Stack>
  );
}
