import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The list row's way into the store's selling screen. */
export function PosLink({ storeId }: { storeId: number }) {
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
      <FormattedMessage id="admin.store.openPos" />
    </Button>
  );
}
