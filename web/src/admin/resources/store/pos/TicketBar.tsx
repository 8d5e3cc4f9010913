import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  /** Units on the ticket. */
  units: number;
  /** What is left to pay, in the ticket's currency, with its mark; null while it is being quoted. */
  toPay: string | null;
  /** The ticket panel, which the button brings into view. */
  ticket: RefObject<HTMLElement | null>;
}

/**
 * Below md the ticket comes after the tiles (a phone, a tablet held upright): this bar rides at the foot
 * of the screen while the tiles scroll, with the units and what is left to pay, and takes the cashier to
 * the ticket (payment included) in one tap. It ends where the tiles end, just above the ticket.
 */
export function TicketBar({ units, toPay, ticket }: Props) {
  if (units === 0) return null;
  return (
    <Paper
      elevation={6}
      data-testid="pos-ticket-bar"
      sx={{ display: { xs: 'flex', md: 'none' }, position: 'sticky', bottom: 8, mt: 2, p: 1.5, gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        <FormattedMessage id="admin.pos.ticketBar" values={{ count: units, total: toPay ?? '…' }} />
      </Typography>
      <Button variant="contained" onClick={() => ticket.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })} data-testid="pos-ticket-bar-go">
        <FormattedMessage id="admin.pos.toTicket" />
      </Button>
    </Paper>
  );
}
