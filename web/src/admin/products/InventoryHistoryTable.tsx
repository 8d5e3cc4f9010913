import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { InventoryHistoriesDocument, ProductInventoryHistoriesDocument, type InventoryHistoryRowFragment } from '../../graphql/admin/graphql';
import { errorMessages } from '../framework/format';
import { useShopDates } from '../framework/useShopDates';

const COLUMNS = ['type', 'warehouse', 'action', 'remark', 'admin', 'sku', 'option', 'updatedAt'] as const;

/** Stock movements, newest first: type, warehouse, '+5 stock', remark, who, sku, option, date. */
export function InventoryHistoryTable({ rows, testId }: { rows: readonly InventoryHistoryRowFragment[]; testId?: string }) {
  const intl = useIntl();
  const dates = useShopDates();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        <FormattedMessage id="admin.product.history.empty" />
      </Typography>
    );
  }
  return (
    <TableContainer data-testid={testId}>
      <Table size="small" aria-label={intl.formatMessage({ id: 'admin.product.history.title' })}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>
                <FormattedMessage id={`admin.product.history.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <FormattedMessage id={`admin.product.history.type.${row.type}`} />
              </TableCell>
              <TableCell>{row.warehouseName}</TableCell>
              <TableCell>{row.action}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{row.remark}</TableCell>
              <TableCell>{row.adminName}</TableCell>
              <TableCell>{row.sku}</TableCell>
              <TableCell>{row.option}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.date(row.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The movements of one inventory (refetched by the screen after each movement). */
export function InventoryHistories({ inventoryId }: { inventoryId: number }) {
  const { data, loading, error } = useQuery(InventoryHistoriesDocument, { variables: { inventoryId }, fetchPolicy: 'cache-and-network' });
  if (error) return <Alert severity="error">{errorMessages(error).join(' ')}</Alert>;
  if (!data && loading) return <LinearProgress />;
  return <InventoryHistoryTable rows={data?.inventoryHistories ?? []} testId={`inventory-histories-${inventoryId}`} />;
}

/** The movements of every inventory of the product. */
export function ProductInventoryHistories({ productId }: { productId: number }) {
  const { data, loading, error } = useQuery(ProductInventoryHistoriesDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  if (error) return <Alert severity="error">{errorMessages(error).join(' ')}</Alert>;
  if (!data && loading) return <LinearProgress />;
  return <InventoryHistoryTable rows={data?.productInventoryHistories ?? []} testId="product-histories" />;
}
