import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { StorefrontBlogCategoryDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { hasErrorCode } from '../../ui/errors';
import { usePageMeta } from '../catalog/usePageMeta';
import { useShopSettings } from '../settings/ShopSettings';
import { blogCategoryVariables } from '../query-variables';
import { ArticleCards } from './ArticleCards';

/** /blog/category/{url}: its articles, newest first, ten a page (?page=N); a missing category goes home. */
export function BlogCategoryPage() {
  const { url = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { language } = useShopSettings();
  const variables = blogCategoryVariables(url, params, language);
  const { page } = variables;
  const { data, error } = useQuery(StorefrontBlogCategoryDocument, { variables, skip: !language });
  const found = data?.storefrontBlogCategory;
  usePageMeta(
    found ? found.category.metaTitle || found.category.title : undefined,
    found?.category.metaDescription || found?.category.description || undefined,
  );
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <Navigate to="/" replace />;
  if (error) {
    return (
      <Alert severity="error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!found) return <FullPageSpinner />;
  const { category, articles } = found;
  const pages = Math.ceil(articles.totalItems / articles.perPage);
  return (
    <section data-testid="blog-category">
      <Typography variant="h4" component="h1" gutterBottom>
        {category.title}
      </Typography>
      {category.description ? <Typography sx={{ mb: 2 }}>{category.description}</Typography> : null}
      {articles.items.length === 0 ? (
        <Typography>
          <FormattedMessage id="shop.blog.empty" />
        </Typography>
      ) : (
        <ArticleCards articles={articles.items} />
      )}
      {pages > 1 ? <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_event, next) => setParams({ page: String(next) })} /> : null}
    </section>
  );
}

export default BlogCategoryPage;
