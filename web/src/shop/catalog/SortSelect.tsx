import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
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

/**
 * The listing's order: newest, price (both ways) or name (both ways). The browser's own select: a phone
 * shows its own picker, and the listing's first load carries no menu (MUI's Select brings Menu, Popover
 * and Modal: 12 kB of brotli on every category and search page, issue 42).
 */
export function SortSelect({ value, onChange }: { value: CategorySort; onChange: (sort: CategorySort) => void }) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: 'shop.catalog.sort.label' });
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as CategorySort)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'data-testid': 'category-sort' } as object}
      >
        {CATEGORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: SORT_LABEL[sort] })}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
