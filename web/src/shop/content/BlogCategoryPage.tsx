import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { StorefrontBlogCategoryDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { hasErrorCode } from '../../ui/errors';
import { usePageMeta } from '../catalog/usePageMeta';
import { useShopSettings } from '../settings/ShopSettings';

/** /blog/category/{url}: its articles, newest first, ten a page (?page=N); a missing category goes home. */
export function BlogCategoryPage() {
  const { url = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { language } = useShopSettings();
  const { data, error } = useQuery(StorefrontBlogCategoryDocument, { variables: { url, page, language: language ?? null }, skip: !language });
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
        <Stack spacing={2}>
          {articles.items.map((article) => (
            <Card key={article.id} variant="outlined">
              <CardActionArea component={RouterLink} to={`/blog/article/${encodeURIComponent(article.url)}`}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {article.title}
                  </Typography>
                  {article.publishedAt ? (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedDate value={article.publishedAt} dateStyle="medium" />
                    </Typography>
                  ) : null}
                  {article.summary ? <Typography sx={{ mt: 1 }}>{article.summary}</Typography> : null}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 ? <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_event, next) => setParams({ page: String(next) })} /> : null}
    </section>
  );
}

export default BlogCategoryPage;
