import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The funnel list's link to a funnel's board. */
export function FunnelBoardLink({ id }: { id: number }) {
  return (
    <Link component={RouterLink} to={`/admin/lead/funnel/management/${id}`} data-testid={`funnel-board-${id}`}>
      <FormattedMessage id="admin.funnel.openBoard" />
    </Link>
  );
}
