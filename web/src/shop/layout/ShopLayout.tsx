import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../app/ChunkErrorBoundary';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { SkipLink, mainContentProps } from '../../ui/SkipLink';
import { ShopperSessionTimer } from '../auth/ShopperSessionTimer';
import { useShopperUnauthenticated } from '../auth/useShopperUnauthenticated';
import { useShopSettings } from '../settings/ShopSettings';
import { AnnouncementBar } from './AnnouncementBar';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';
import { ShopTheme } from './ShopTheme';
import { SiteCustomisation } from './SiteCustomisation';
import { useModelContext } from '../agents/model-context';

// The WebMCP tools load only in a browser that offers them to an agent (web/src/shop/agents).
const ShopAgentTools = lazy(() => import('../agents/ShopAgentTools').catch(() => ({ default: () => null })));

/**
 * The page's WebMCP tools, once the browser has hydrated the page and offers a model context. Its own
 * component: whether there are tools is known only after hydration, and the change must re-render this
 * slot only, not the whole layout (that re-render was one long task after every hydration, issue 42).
 */
function AgentToolsSlot() {
  if (!useModelContext()) return null;
  return (
    <Suspense fallback={null}>
      <ShopAgentTools />
    </Suspense>
  );
}

/**
 * The storefront's shared page layout: header, page content (pages other than home load as their own
 * chunks), footer; plus the shop's scripts, CSS and template variables, and the shopper session timer.
 */
export function ShopLayout() {
  const { config, error } = useShopSettings();
  useShopperUnauthenticated();

  useEffect(() => {
    const icon = config?.images.icon;
    if (!icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = icon;
  }, [config?.images.icon]);

  return (
    <ShopTheme>
      <SiteCustomisation />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <AnnouncementBar />
        <ShopHeader />
        {/*
          At least a screen high: the footer starts below the first screen, so the page's content arriving
          (a lazy chunk, then its data) never pushes a visible footer down (layout shifts, CLS).
        */}
        <Container
          component="main"
          {...mainContentProps}
          maxWidth="lg"
          sx={{ flex: 1, minHeight: '100vh', py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 }, outline: 'none' }}
        >
          {error && !config ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <FormattedMessage id="shop.error.settings" />
            </Alert>
          ) : null}
          <ChunkErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </Container>
        <ShopFooter />
      </Box>
      <ShopperSessionTimer />
      <AgentToolsSlot />
    </ShopTheme>
  );
}
