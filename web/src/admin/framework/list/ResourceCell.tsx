import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ShopDates } from '../../../ui/shop-dates';
import type { ResourceColumn } from '../resource';

/** One table cell's content, by the column's render function or kind; `dates` is the list's (useShopDates, read once per table). */
export function ResourceCell<TRow>({ column, row, dates }: { column: ResourceColumn<TRow>; row: TRow; dates: ShopDates }): ReactNode {
  const intl = useIntl();
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  switch (column.kind) {
    case 'date':
      return dates.date(value);
    case 'boolean': {
      const label = intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
      return value ? (
        <CheckIcon fontSize="small" color="success" aria-label={label} titleAccess={label} />
      ) : (
        <CloseIcon fontSize="small" color="disabled" aria-label={label} titleAccess={label} />
      );
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
