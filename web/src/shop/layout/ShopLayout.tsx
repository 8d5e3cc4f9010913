import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useShopSettings } from '../settings/ShopSettings';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';

/** The storefront's shared page layout: header, page content, footer, and the shop's template CSS. */
export function ShopLayout() {
  const { config, error } = useShopSettings();

  useEffect(() => {
    if (config?.name) document.title = config.name;
  }, [config?.name]);

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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {config?.css ? <style data-testid="shop-template-css">{config.css}</style> : null}
      <ShopHeader />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: 4 }}>
        {error && !config ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            <FormattedMessage id="shop.error.settings" />
          </Alert>
        ) : null}
        <Outlet />
      </Container>
      <ShopFooter />
    </Box>
  );
}
