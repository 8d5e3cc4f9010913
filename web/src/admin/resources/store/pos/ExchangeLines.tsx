import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { TicketExchange } from './ticket';

interface Props {
  exchange: TicketExchange;
  /** What the returned lines are worth (the quote's, written by ui/money.ts), when known. */
  credit: string | undefined;
  /** The server's refusals of the exchange (exchange.*), shown here where the cashier sees the lines. */
  errors: string[];
  onRemove(): void;
}

/** On the ticket: the lines of an earlier receipt coming back in this sale, and the credit they give. */
export function ExchangeLines({ exchange, credit, errors, onRemove }: Props) {
  return (
    <Alert
      severity={errors.length ? 'error' : 'info'}
      data-testid="pos-exchange"
      action={
        <Button color="inherit" size="small" onClick={onRemove}>
          <FormattedMessage id="admin.pos.removeExchange" />
        </Button>
      }
    >
      <Typography variant="subtitle2">
        <FormattedMessage id="admin.pos.exchangeOf" values={{ number: exchange.receiptNumber }} />
      </Typography>
      {exchange.lines.map((line) => (
        <Typography key={line.orderItemId} variant="body2">
          {`${line.quantity} x ${line.name}`}
        </Typography>
      ))}
      {credit ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="admin.pos.exchangeCredit" />: <span data-testid="pos-exchange-credit">{credit}</span>
        </Typography>
      ) : null}
      {errors.map((message) => (
        <Typography key={message} variant="body2">
          {message}
        </Typography>
      ))}
      <Typography variant="caption">
        <FormattedMessage id="admin.pos.exchangeHelp" />
      </Typography>
    </Alert>
  );
}
