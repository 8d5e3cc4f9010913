import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { StorefrontPageDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { hasErrorCode } from '../../ui/errors';
import { usePageMeta } from '../catalog/usePageMeta';
import { useShopSettings } from '../settings/ShopSettings';
import { urlVariables } from '../query-variables';
import { RichText } from './RichText';

/** /page/{url} (spec section 2): a missing, disabled or unpublished page goes silently to the home page. */
export function ContentPage() {
  const { url = '' } = useParams();
  const { language } = useShopSettings();
  const { data, error } = useQuery(StorefrontPageDocument, { variables: urlVariables(url, language), skip: !language });
  const page = data?.storefrontPage;
  usePageMeta(page ? page.metaTitle || page.title : undefined, page?.metaDescription || undefined);
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <Navigate to="/" replace />;
  if (error) {
    return (
      <Alert severity="error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!page) return <FullPageSpinner />;
  return (
    <article data-testid="content-page">
      <Typography variant="h4" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <RichText html={page.content} testId="content-page-body" />
      {page.blocks.map((block) => (
        <Box component="section" key={block.id} aria-label={block.title || undefined} data-testid="content-page-block" sx={{ mt: 3 }}>
          {block.title ? (
            <Typography variant="h5" component="h2" gutterBottom>
              {block.title}
            </Typography>
          ) : null}
          <RichText html={block.content} />
        </Box>
      ))}
    </article>
  );
}

export default ContentPage;
