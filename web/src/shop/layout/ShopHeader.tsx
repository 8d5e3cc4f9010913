import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { useShopSettings } from '../settings/ShopSettings';
import { CurrencySwitcher } from './CurrencySwitcher';
import { HeaderAccount } from './HeaderAccount';
import { HeaderCart } from './HeaderCart';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderSearch } from './HeaderSearch';

/**
 * The storefront header: brand, search, language and currency, cart and account on the first row (the
 * search box takes a row of its own on a phone), the main menu below.
 */
export function ShopHeader() {
  const { config } = useShopSettings();
  const logo = config?.images.logo;
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
            {logo ? (
              <Box component="img" src={logo} alt={config?.name ?? ''} sx={{ height: 40, maxWidth: { xs: 120, sm: 200 }, objectFit: 'contain' }} />
            ) : null}
            {config?.name ? (
              <Typography variant="h6" component="span" noWrap sx={{ display: { xs: logo ? 'none' : 'block', sm: 'block' } }}>
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
