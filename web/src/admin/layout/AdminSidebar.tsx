import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useAdminSession } from '../auth/session';
import { menuLabelId, visibleMenuItems, type AdminMenuItem } from './menu-items';

export const SIDEBAR_WIDTH = 240;

/** The items' links; `onNavigate` lets the mobile drawer close after a choice. */
function AdminMenuList({ items, onNavigate }: { items: AdminMenuItem[]; onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <List dense component="div">
      {items.map(({ name, path, icon: Icon }) => (
        <ListItemButton
          key={name}
          component={NavLink}
          to={path}
          onClick={onNavigate}
          data-testid={`admin-menu-${name}`}
          sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={intl.formatMessage({ id: menuLabelId(name) })} />
        </ListItemButton>
      ))}
    </List>
  );
}

interface Props {
  /** Desktop: the sidebar is shown beside the page (the top bar's button hides it). */
  desktopOpen: boolean;
  /** Mobile: the sidebar slides over the page and closes after a choice or outside tap. */
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The back office's sidebar (spec section 6): the menu items in the spec's order, without those the
 * server lists in `hiddenMenus` for the admin's role.
 */
export function AdminSidebar({ desktopOpen, mobileOpen, onMobileClose }: Props) {
  const intl = useIntl();
  const { admin } = useAdminSession();
  const items = useMemo(() => visibleMenuItems(admin.hiddenMenus), [admin.hiddenMenus]);
  const label = intl.formatMessage({ id: 'admin.layout.sidebar' });
  const paper = { '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } as const;

  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' }, ...paper }}
        slotProps={{ paper: { component: 'nav', 'aria-label': label, 'data-testid': 'admin-sidebar-mobile' } as object }}
      >
        {/* The top bar stays above the sliding sidebar (its button closes it again). */}
        <Toolbar />
        <AdminMenuList items={items} onNavigate={onMobileClose} />
      </Drawer>
      <Drawer
        variant="persistent"
        open={desktopOpen}
        sx={{ display: { xs: 'none', md: 'block' }, width: desktopOpen ? SIDEBAR_WIDTH : 0, flexShrink: 0, ...paper }}
        slotProps={{ paper: { component: 'nav', 'aria-label': label, 'data-testid': 'admin-sidebar' } as object }}
      >
        {/* room for the fixed top bar */}
        <Toolbar />
        <AdminMenuList items={items} />
      </Drawer>
    </>
  );
}
