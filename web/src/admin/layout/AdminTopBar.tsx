import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAdminSession } from '../auth/session';
import { useAdminLogout } from '../auth/useAdminLogout';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { AdminShopBrand } from './AdminShopBrand';

interface Props {
  /** Slot before the shop's name, for the sidebar toggle the resource framework adds. */
  start?: ReactNode;
}

export function AdminTopBar({ start }: Props) {
  const { admin } = useAdminSession();
  const { logout, loading } = useAdminLogout();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        {start}
        <AdminShopBrand />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" component="span" data-testid="admin-name">
            {admin.name}
          </Typography>
        </Box>
        <AdminLanguageSwitch color="inherit" />
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()} disabled={loading} data-testid="admin-logout">
          <FormattedMessage id="admin.layout.logout" />
        </Button>
      </Toolbar>
    </AppBar>
  );
}
