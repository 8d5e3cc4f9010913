import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithTimeout } from '../../app/lazy';
import { ChunkErrorBoundary } from '../../app/ChunkErrorBoundary';
import { useShopSettings } from '../settings/ShopSettings';

/**
 * The product rows load as their own chunk after the first paint (cards, grid, price): the storefront's
 * first load stays within its 250 kB budget.
 */
const ProductWidgets = lazyWithTimeout(() => import('./ProductWidgets'));

/** The home page (`/`): banner, welcome, and the new, featured and hot products. Sliders and blocks come with their own issues. */
export function HomePage() {
  const { config, loading } = useShopSettings();
  if (!config) {
    return loading ? <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%' }} /> : null;
  }
  const banner = config.images.banner;
  return (
    <Box component="section" data-testid="shop-home">
      {banner ? <Box component="img" src={banner} alt="" sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 1, mb: 3 }} /> : null}
      <Typography variant="h3" component="h1" gutterBottom data-testid="shop-name">
        {config.name}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        <FormattedMessage id="shop.home.welcome" values={{ name: config.name }} />
      </Typography>
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <ProductWidgets />
        </Suspense>
      </ChunkErrorBoundary>
    </Box>
  );
}
