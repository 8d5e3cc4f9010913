import { useQuery } from '@apollo/client/react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { CategoryDetailsDocument, CategoryFilterChoicesDocument, CategoryProductsDocument } from '../../graphql/shop/graphql';
import { hasErrorCode } from '../../ui/errors';
import { useShopSettings } from '../settings/ShopSettings';
import { PAGE_SIZE } from './catalog-params';
import { categoryListingVariables } from './category-queries';
import { CategoryFilters, hasFilters } from './CategoryFilters';
import { CategoryHeader } from './CategoryHeader';
import { ListingPagination } from './ListingPagination';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { useCategoryParams } from './useCategoryParams';
import { usePageMeta } from './usePageMeta';

/**
 * A category's listing: its title, banner and short description, then its products (24 a page) with
 * sort and filters kept in the URL. Filters sit beside the products on a wide screen and in a drawer on
 * a phone.
 */
export function CategoryListing({ url }: { url: string }) {
  const intl = useIntl();
  const { language } = useShopSettings();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [params, setParams] = useCategoryParams();
  const skip = !language;
  const variables = categoryListingVariables(url, params, language);

  const details = useQuery(CategoryDetailsDocument, { variables: variables.details, skip });
  const products = useQuery(CategoryProductsDocument, { variables: variables.products, skip });
  const choices = useQuery(CategoryFilterChoicesDocument, { variables: variables.choices, skip });

  const category = (details.data ?? details.previousData)?.publicMenu;
  const list = (products.data ?? products.previousData)?.categoryProducts;
  usePageMeta(category ? category.metaTitle || category.title : undefined, category ? category.metaDescription || category.shortDescription : undefined);

  // The category went away between the check and now: the same silent way home.
  if (hasErrorCode(details.error, 'NOT_FOUND') || hasErrorCode(products.error, 'NOT_FOUND')) return <Navigate to="/" replace />;

  const filters = <CategoryFilters state={params} choices={choices.data ?? choices.previousData} onChange={setParams} />;
  // The products come under the header once its height is known: a grid drawn before it would be pushed
  // down when the trail, description and subcategories arrive (a layout shift, CLS).
  if (!category && !details.error) {
    return (
      <Box component="section" data-testid="category-page">
        <CategoryHeader category={undefined} />
      </Box>
    );
  }
  return (
    <Box component="section" data-testid="category-page">
      <CategoryHeader category={category} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        {wide ? (
          <Box component="aside" aria-label={intl.formatMessage({ id: 'shop.catalog.filter.title' })}>
            {filters}
          </Box>
        ) : (
          <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} anchor="left">
            <Box component="aside" aria-label={intl.formatMessage({ id: 'shop.catalog.filter.title' })} sx={{ width: 280, p: 2 }}>
              {filters}
              <Button variant="contained" fullWidth onClick={() => setFiltersOpen(false)} sx={{ mt: 2 }}>
                <FormattedMessage id="shop.catalog.filter.done" />
              </Button>
            </Box>
          </Drawer>
        )}
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            {/* A line of its own on a phone, held while loading: the sort and filter controls do not move when the count comes. */}
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }} data-testid="category-total">
              {list ? <FormattedMessage id="shop.catalog.total" values={{ count: list.totalItems }} /> : '\u00a0'}
            </Typography>
            {wide ? null : (
              <Button
                variant={hasFilters(params) ? 'contained' : 'outlined'}
                startIcon={<FilterListIcon />}
                onClick={() => setFiltersOpen(true)}
                data-testid="filters-open"
              >
                <FormattedMessage id="shop.catalog.filter.title" />
              </Button>
            )}
            <SortSelect value={params.sort} onChange={(sort) => setParams({ ...params, sort, page: 1 })} />
          </Box>
          {products.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <FormattedMessage id="shop.catalog.loadError" />
            </Alert>
          ) : null}
          {list && list.totalItems === 0 ? (
            <Typography color="text.secondary" data-testid="category-empty">
              <FormattedMessage id={hasFilters(params) ? 'shop.catalog.emptyFiltered' : 'shop.catalog.empty'} />
            </Typography>
          ) : (
            <ProductGrid firstScreen products={list?.items ?? []} loading={products.loading} headingLevel="h2" />
          )}
          {list ? (
            <ListingPagination
              page={params.page}
              totalItems={list.totalItems}
              perPage={list.perPage || PAGE_SIZE}
              onChange={(page) => setParams({ ...params, page })}
            />
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
