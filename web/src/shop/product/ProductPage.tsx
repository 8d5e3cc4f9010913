import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ProductExistsDocument, StorefrontProductDocument } from '../../graphql/shop/graphql';
import { hasErrorCode } from '../../ui/errors';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { SHOP_LOGIN_PATH, useShopperToken } from '../auth/shopper-session';
import { useShopSettings } from '../settings/ShopSettings';
import { urlVariables } from '../query-variables';
import { hiddenFromVisitor, productGuardVariables } from './product-queries';
import { ProductView } from './ProductView';

/**
 * /product/{url} (spec section 2). Member-only mode hides product pages from visitors: they go to
 * /login, which brings them back here. The url is checked with the server first (POST /api/check, type
 * product: a visible product); an unknown (or hidden) product goes silently home.
 */
export function ProductPage() {
  const { url = '' } = useParams();
  const location = useLocation();
  const { config, language } = useShopSettings();
  const token = useShopperToken();
  const membersOnly = hiddenFromVisitor(config, Boolean(token));
  const guard = useQuery(ProductExistsDocument, { variables: productGuardVariables(url), skip: membersOnly, fetchPolicy: 'network-only' });
  const { data, previousData, error } = useQuery(StorefrontProductDocument, {
    variables: urlVariables(url, language),
    skip: !config || !language || membersOnly || !guard.data?.checkPage.exists,
  });

  if (membersOnly) return <Navigate to={SHOP_LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (guard.data?.checkPage.exists === false || hasErrorCode(error, 'NOT_FOUND')) return <Navigate to="/" replace />;
  if (guard.error && !guard.data) {
    return (
      <Alert severity="error" data-testid="product-error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  // previousData only while the same product is fetched again (another language).
  const product = data?.storefrontProduct ?? (previousData?.storefrontProduct.url === url ? previousData.storefrontProduct : undefined);
  if (error && !product) {
    return (
      <Alert severity="error" data-testid="product-error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!product) return <FullPageSpinner />;
  return <ProductView key={product.id} product={product} />;
}

export default ProductPage;
