import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_LOGO, LOGO_HEIGHT, logoBox } from '../../ui/shop-logo';
import { useShopSettings } from '../settings/ShopSettings';
import { CurrencySwitcher } from './CurrencySwitcher';
import { HeaderAccount } from './HeaderAccount';
import { HeaderCart } from './HeaderCart';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderSearch } from './HeaderSearch';

export { DEFAULT_LOGO, logoBox };

/** The most width the logo may take in the header (on a phone, from `sm` up). */
const LOGO_MAX_WIDTH = { xs: 120, sm: 200 } as const;

/**
 * The storefront header: brand, search, language and currency, cart and account on the first row (the
 * search box takes a row of its own on a phone), the main menu below.
 */
export function ShopHeader() {
  const { config } = useShopSettings();
  const logo = config?.images.logo;
  const logoSize = logo ? logoBox(logo) : undefined;
  // A merchant's logo names the shop (on a phone it stands alone); the default mark does not.
  const logoNamesShop = Boolean(logo) && logo !== DEFAULT_LOGO.src;
  // One search box, placed by screen width (two hidden copies would confuse screen readers and forms).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <AppBar position="static" color="default" elevation={1} component="header">
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 2 } }}>
          <Box
            component={RouterLink}
            to="/"
            data-testid="shop-brand"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
          >
            {/* Above the fold, so never lazy; not fetchPriority high: that is the first slide's or the banner's (the largest paint). */}
            {logo ? (
              <Box
                component="img"
                src={logo}
                // The default mark is decoration beside the name (which a screen reader reads once).
                alt={logoNamesShop ? (config?.name ?? '') : ''}
                width={logoSize?.width ?? LOGO_MAX_WIDTH.sm}
                height={LOGO_HEIGHT}
                loading="eager"
                data-testid="shop-logo"
                sx={{
                  height: LOGO_HEIGHT,
                  // A known shape: the width attribute, trimmed to the room; else the whole room, the picture at its left.
                  ...(logoSize ? { maxWidth: LOGO_MAX_WIDTH } : { width: LOGO_MAX_WIDTH, objectPosition: 'left center' }),
                  objectFit: 'contain',
                }}
              />
            ) : null}
            {config?.name ? (
              <Typography variant="h6" component="span" noWrap sx={{ display: logoNamesShop ? { xs: 'none', sm: 'block' } : 'block' }}>
                {config.name}
              </Typography>
            ) : null}
          </Box>
          {wide ? (
            <Box sx={{ flex: '0 1 360px' }}>
              <HeaderSearch />
            </Box>
          ) : null}
          <LanguageSwitcher />
          <CurrencySwitcher />
          <HeaderCart />
          <HeaderAccount />
        </Toolbar>
        {wide ? null : (
          <Box sx={{ pb: 1 }}>
            <HeaderSearch />
          </Box>
        )}
        <Toolbar variant="dense" disableGutters sx={{ minHeight: 40, overflowX: 'auto' }}>
          <HeaderMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
