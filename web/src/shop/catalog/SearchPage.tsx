import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { SearchProductsDocument } from '../../graphql/shop/graphql';
import { searchKeyword } from '../../ui/validation/rules';
import { useShopSettings } from '../settings/ShopSettings';
import { PAGE_SIZE, withFilters, type CategoryListParams } from './catalog-params';
import { InStockSwitch } from './InStockSwitch';
import { ListingPagination } from './ListingPagination';
import { ProductGrid } from './ProductGrid';
import { useCategoryParams } from './useCategoryParams';
import { usePageMeta } from './usePageMeta';

const keywordRule = searchKeyword();

/** The search's query variables (also run before the server's first render pass: shop/route-prefetch.ts). */
export const searchVariables = (keyword: string, { page, inStock }: Pick<CategoryListParams, 'page' | 'inStock'>, language: string | undefined) => ({
  input: { keyword, page, perPage: PAGE_SIZE, inStock },
  language: language ?? null,
});

/** Spec section 5: the keyword is required; letters, digits, Chinese characters, underscore, hyphen. */
export function isValidSearchKeyword(keyword: string): boolean {
  return keywordRule.isValidSync(keyword);
}

/**
 * /search/{keyword} (spec section 2): the keyword's rule first (a bad one is said, not sent), then the
 * matching products, 24 a page, the page number and "in stock only" kept in the URL (as a category page's).
 */
export function SearchPage() {
  const intl = useIntl();
  const { keyword: raw = '' } = useParams();
  const keyword = raw.trim();
  const [params, setParams] = useCategoryParams();
  const { page, inStock } = params;
  const { language } = useShopSettings();
  const valid = isValidSearchKeyword(keyword);
  const { data, previousData, loading, error } = useQuery(SearchProductsDocument, {
    variables: searchVariables(keyword, params, language),
    skip: !valid || !language,
  });
  const list = (data ?? previousData)?.searchProducts;
  usePageMeta(intl.formatMessage({ id: 'shop.search.title' }, { keyword }), undefined);

  return (
    <Box component="section" data-testid="search-page">
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
        <FormattedMessage id="shop.search.title" values={{ keyword }} />
      </Typography>
      {!valid ? (
        <Alert severity="warning" data-testid="search-invalid">
          <FormattedMessage id="shop.search.invalidKeyword" />
        </Alert>
      ) : (
        <>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <FormattedMessage id="shop.catalog.loadError" />
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, mb: 2 }}>
            <Typography variant="body2" color="text.secondary" data-testid="search-total">
              {list ? <FormattedMessage id="shop.catalog.total" values={{ count: list.totalItems }} /> : null}
            </Typography>
            <InStockSwitch checked={inStock} onChange={(next) => setParams(withFilters(params, { inStock: next }))} />
          </Box>
          {list && list.totalItems === 0 ? (
            <Typography color="text.secondary" data-testid="search-empty">
              <FormattedMessage id="shop.search.empty" values={{ keyword }} />
            </Typography>
          ) : (
            <ProductGrid firstScreen products={list?.items ?? []} loading={loading} headingLevel="h2" />
          )}
          {list ? (
            <ListingPagination
              page={page}
              totalItems={list.totalItems}
              perPage={list.perPage || PAGE_SIZE}
              onChange={(next) => setParams({ ...params, page: next })}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}

export default SearchPage;
