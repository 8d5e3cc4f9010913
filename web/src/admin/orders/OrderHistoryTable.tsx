import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import type { OrderRecordFragment } from '../../graphql/admin/graphql';
import { OrderStatusChip } from './OrderStatusChip';
import { useShopDates } from '../framework/useShopDates';

/** Every move of the order, oldest first: who moved it (the admin by name) and their note. */
export function OrderHistoryTable({ changes }: { changes: OrderRecordFragment['statusChanges'] }) {
  const intl = useIntl();
  const dates = useShopDates();
  const columns = [
    'admin.order.history.from',
    'admin.order.history.to',
    'admin.order.history.actor',
    'admin.order.history.admin',
    'admin.order.history.note',
    'admin.order.history.time',
  ];
  return (
    // Six columns do not fit a phone: the table scrolls within its box, the page does not.
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'admin.order.section.history' })} data-testid="status-history">
        <TableHead>
          <TableRow>
            {columns.map((id) => (
              <TableCell key={id}>{intl.formatMessage({ id })}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id}>
              <TableCell>{change.fromStatus ? <OrderStatusChip status={change.fromStatus} /> : null}</TableCell>
              <TableCell>
                <OrderStatusChip status={change.toStatus} />
              </TableCell>
              <TableCell>{intl.formatMessage({ id: `admin.order.actor.${change.actor}`, defaultMessage: change.actor })}</TableCell>
              <TableCell>{change.adminName}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{change.note}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.dateTime(change.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
