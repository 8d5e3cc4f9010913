import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { SearchProductsDocument } from '../../graphql/shop/graphql';
import { searchKeyword } from '../../ui/validation/rules';
import { useShopSettings } from '../settings/ShopSettings';
import { PAGE_SIZE, parseCategoryParams } from './catalog-params';
import { ListingPagination } from './ListingPagination';
import { ProductGrid } from './ProductGrid';
import { usePageMeta } from './usePageMeta';

const keywordRule = searchKeyword();

/** Spec section 5: the keyword is required; letters, digits, Chinese characters, underscore, hyphen. */
export function isValidSearchKeyword(keyword: string): boolean {
  return keywordRule.isValidSync(keyword);
}

/**
 * /search/{keyword} (spec section 2): the keyword's rule first (a bad one is said, not sent), then the
 * matching products, 24 a page, the page number kept in the URL.
 */
export function SearchPage() {
  const intl = useIntl();
  const { keyword: raw = '' } = useParams();
  const keyword = raw.trim();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = useMemo(() => parseCategoryParams(searchParams).page, [searchParams]);
  const { language } = useShopSettings();
  const valid = isValidSearchKeyword(keyword);
  const { data, previousData, loading, error } = useQuery(SearchProductsDocument, {
    variables: { input: { keyword, page, perPage: PAGE_SIZE }, language: language ?? null },
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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="search-total">
            {list ? <FormattedMessage id="shop.catalog.total" values={{ count: list.totalItems }} /> : null}
          </Typography>
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
              onChange={(next) =>
                setSearchParams((current) => {
                  const params = new URLSearchParams(current);
                  if (next > 1) params.set('page', String(next));
                  else params.delete('page');
                  return params;
                })
              }
            />
          ) : null}
        </>
      )}
    </Box>
  );
}

export default SearchPage;
