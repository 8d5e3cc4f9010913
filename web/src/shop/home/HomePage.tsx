import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyRoute } from '../../app/lazy';
import { ChunkErrorBoundary } from '../../app/ChunkErrorBoundary';
import { useShopSettings } from '../settings/ShopSettings';
import { HERO_SX } from './hero';

/**
 * The composed sections (carousel, blocks, product rows, articles) load as their own chunk after the
 * first paint: the storefront's first load stays within its 250 kB budget. The space of the top picture
 * is held meanwhile. Loaded before the home page's server HTML is hydrated as a route's page is, and on
 * that page only (ShopApp's ROUTE_PAGES): other pages never show it.
 */
export const HomeSections = lazyRoute(() => import('./HomeSections'));

/** The home page (`/`): the shop's name and welcome, then the sections the back office composed (setting `home`). */
export function HomePage() {
  const { config, loading } = useShopSettings();
  // The home page's title is the shop's name. Each other page names itself (the layout must not: its
  // effect ran after the page's once the settings arrived, and a page opened from a link wore the shop's name).
  useEffect(() => {
    if (config?.name) document.title = config.name;
  }, [config?.name]);
  if (!config) {
    return loading ? <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%' }} /> : null;
  }
  return (
    <Box component="section" data-testid="shop-home">
      <Typography variant="h3" component="h1" gutterBottom data-testid="shop-name">
        {config.name}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="shop.home.welcome" values={{ name: config.name }} />
      </Typography>
      <ChunkErrorBoundary>
        <Suspense fallback={<Box sx={HERO_SX} />}>
          <HomeSections />
        </Suspense>
      </ChunkErrorBoundary>
    </Box>
  );
}
