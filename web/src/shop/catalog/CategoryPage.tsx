import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { CategoryExistsDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { CategoryListing } from './CategoryListing';
import { categoryGuardVariables } from './category-queries';

/**
 * /category/{url} (spec section 2): the url is checked with the server first (an enabled category under
 * enabled parents); an unknown one goes silently to the home page (spec section 8).
 */
export function CategoryPage() {
  const { url = '' } = useParams();
  const { data, error } = useQuery(CategoryExistsDocument, { variables: categoryGuardVariables(url), fetchPolicy: 'network-only' });
  if (data?.checkPage.exists === false) return <Navigate to="/" replace />;
  if (error && !data) {
    return (
      <Alert severity="error" data-testid="category-error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!data) return <FullPageSpinner />;
  // Keyed by url: another category starts with its own state, not the last one's.
  return <CategoryListing key={url} url={url} />;
}

export default CategoryPage;
