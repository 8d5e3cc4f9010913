import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { AdminTopBar } from './AdminTopBar';

/**
 * The back-office frame: fixed top bar and the page content (an <Outlet/>). The sidebar of spec section 6
 * (permission-filtered resource menu, toggled on mobile and desktop) goes in the `nav` slot below.
 */
export function AdminLayout() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.layout.title' });
  }, [intl]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AdminTopBar />
      {/* nav: sidebar slot */}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
