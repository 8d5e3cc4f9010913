import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { CATEGORY_SORTS, type CategorySort } from './catalog-params';

/** Message ids of the sort choices. */
const SORT_LABEL: Record<CategorySort, string> = {
  newest: 'shop.catalog.sort.newest',
  price: 'shop.catalog.sort.priceAsc',
  '-price': 'shop.catalog.sort.priceDesc',
  name: 'shop.catalog.sort.nameAsc',
  '-name': 'shop.catalog.sort.nameDesc',
};

/** The listing's order: newest, price (both ways) or name (both ways). */
export function SortSelect({ value, onChange }: { value: CategorySort; onChange: (sort: CategorySort) => void }) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'shop.catalog.sort.label' })}
      value={value}
      onChange={(event) => onChange(event.target.value as CategorySort)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'category-sort' } as object } }}
    >
      {CATEGORY_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {intl.formatMessage({ id: SORT_LABEL[sort] })}
        </MenuItem>
      ))}
    </TextField>
  );
}
