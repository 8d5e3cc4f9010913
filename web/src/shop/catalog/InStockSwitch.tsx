import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useIntl } from 'react-intl';

/**
 * "In stock only" (issue 44): the category filters and the search page alike; the caller keeps the
 * value in the URL (catalog-params.ts `in_stock`). The label wraps on a narrow screen rather than
 * pushing the switch out of it.
 */
export function InStockSwitch({ checked, onChange }: { checked: boolean; onChange: (inStock: boolean) => void }) {
  const intl = useIntl();
  return (
    <FormControlLabel
      data-testid="filter-in-stock"
      sx={{ mr: 0, minWidth: 0 }}
      label={intl.formatMessage({ id: 'shop.catalog.filter.inStock' })}
      control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
