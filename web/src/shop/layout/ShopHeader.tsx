import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useShopSettings } from '../settings/ShopSettings';
import { LanguageSwitcher } from './LanguageSwitcher';

export function ShopHeader() {
  const { config } = useShopSettings();
  const logo = config?.images.logo;
  return (
    <AppBar position="static" color="default" elevation={1} component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            data-testid="shop-brand"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            {logo ? <Box component="img" src={logo} alt={config?.name ?? ''} sx={{ height: 40, maxWidth: 200, objectFit: 'contain' }} /> : null}
            {config?.name ? (
              <Typography variant="h6" component="span" noWrap>
                {config.name}
              </Typography>
            ) : null}
          </Box>
          <LanguageSwitcher />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
