import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ShopDates } from '../../../ui/shop-dates';
import type { ResourceColumn } from '../resource';
import type { ShopMoney } from '../useShopMoney';

/**
 * One table cell's content, by the column's render function or kind; `dates` and `money` are the list's
 * (useShopDates, useShopMoney: read once per table). A money column holds base-currency amounts.
 */
export function ResourceCell<TRow>({ column, row, dates, money }: { column: ResourceColumn<TRow>; row: TRow; dates: ShopDates; money: ShopMoney }): ReactNode {
  const intl = useIntl();
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  switch (column.kind) {
    case 'date':
      return dates.date(value);
    case 'money':
      return money.base(value as string | number | null | undefined);
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
