import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatch } from 'react-router-dom';
import { SessionExpiredDialog } from '../../ui/SessionExpiredDialog';
import { SkipLink, mainContentProps } from '../../ui/SkipLink';
import { useAdminSessionTimer } from '../auth/useAdminSessionTimer';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';

/**
 * The back-office frame: fixed top bar, the sidebar (toggled by the top bar's button: shown or hidden
 * beside the page on desktop, hidden at first on the point of sale's screen, sliding over it on mobile),
 * the page content (an <Outlet/>), and the session timer with its 'Login expired' message.
 */
export function AdminLayout() {
  const intl = useIntl();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  // The selling screen is made for a counter's tablet: its sidebar starts hidden there (the ticket needs the
  // width), and is shown or hidden there on its own, without changing the other pages'.
  const atCounter = useMatch('/admin/store/pos/*') !== null;
  const [pagesOpen, setPagesOpen] = useState(true);
  const [counterOpen, setCounterOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = atCounter ? [counterOpen, setCounterOpen] : [pagesOpen, setPagesOpen];
  const [mobileOpen, setMobileOpen] = useState(false);
  const { expired, onMessageShown } = useAdminSessionTimer();

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.layout.title' });
  }, [intl]);

  const toggle = (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={intl.formatMessage({ id: 'admin.layout.toggleSidebar' })}
      aria-expanded={desktop ? desktopOpen : mobileOpen}
      data-testid="admin-sidebar-toggle"
      onClick={() => (desktop ? setDesktopOpen((open) => !open) : setMobileOpen((open) => !open))}
    >
      <MenuIcon />
    </IconButton>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <SkipLink />
      <AdminTopBar start={toggle} />
      <AdminSidebar desktopOpen={desktopOpen} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box component="main" {...mainContentProps} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
      <SessionExpiredDialog open={expired} onShown={onMessageShown} />
    </Box>
  );
}
