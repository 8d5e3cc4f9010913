import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { StorefrontArticleDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { WidePicture } from '../../ui/Picture';
import { hasErrorCode } from '../../ui/errors';
import { usePageMeta } from '../catalog/usePageMeta';
import { useShopSettings } from '../settings/ShopSettings';
import { urlVariables } from '../query-variables';
import { RichText } from './RichText';
import { useShopDates } from '../settings/useShopDates';

/** /blog/article/{url}: a missing or unpublished article goes silently to the home page (spec 8). */
export function ArticlePage() {
  const dates = useShopDates();
  const { url = '' } = useParams();
  const { language } = useShopSettings();
  const { data, error } = useQuery(StorefrontArticleDocument, { variables: urlVariables(url, language), skip: !language });
  const article = data?.storefrontArticle;
  usePageMeta(article ? article.metaTitle || article.title : undefined, article ? article.metaDescription || article.summary : undefined);
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <Navigate to="/" replace />;
  if (error) {
    return (
      <Alert severity="error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!article) return <FullPageSpinner />;
  return (
    <article data-testid="blog-article">
      <Typography variant="h4" component="h1" gutterBottom>
        {article.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {article.author}
        {article.author && article.publishedAt ? ' · ' : null}
        {article.publishedAt ? dates.date(article.publishedAt) : null}
      </Typography>
      {article.imagePath ? <WidePicture src={article.imagePath} maxHeight={420} /> : null}
      <RichText html={article.content} />
      {article.tags.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {article.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      ) : null}
    </article>
  );
}

export default ArticlePage;
