import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The way into a store's selling screen: on its row of the store list, and by name on the dashboard. */
export function PosLink({ storeId, label }: { storeId: number; /** Instead of "Point of sale". */ label?: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
      component={RouterLink}
      to={`/admin/store/pos/${storeId}`}
      startIcon={<PointOfSaleIcon fontSize="small" />}
      data-testid={`pos-link-${storeId}`}
    >
      {label ?? <FormattedMessage id="admin.store.openPos" />}
    </Button>
  );
}
