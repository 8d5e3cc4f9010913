import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useIntl } from 'react-intl';
import { pageCount } from './catalog-params';

/** Page links under a listing (none when everything fits on one page). */
export function ListingPagination({
  page,
  totalItems,
  perPage,
  onChange,
}: {
  page: number;
  totalItems: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const intl = useIntl();
  const count = pageCount(totalItems, perPage);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={count}
        page={Math.min(page, count)}
        siblingCount={0}
        color="primary"
        data-testid="listing-pagination"
        getItemAriaLabel={(type, item, selected) =>
          intl.formatMessage({ id: `shop.catalog.pagination.${type === 'page' ? (selected ? 'current' : 'page') : type}` }, { page: item ?? 0 })
        }
        onChange={(_, next) => {
          onChange(next);
          window.scrollTo?.({ top: 0 });
        }}
      />
    </Box>
  );
}
