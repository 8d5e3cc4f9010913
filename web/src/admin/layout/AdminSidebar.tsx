import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAdminSession } from '../auth/session';
import { currentMenuItem, isSingleItemGroup, menuGroupLabelId, menuLabelId, visibleMenuGroups, type AdminMenuGroup, type AdminMenuItem } from './menu-items';

export const SIDEBAR_WIDTH = 240;

const SELECTED = { '&.Mui-selected': { fontWeight: 600 }, '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 } } as const;

function MenuLink({
  item,
  label,
  current,
  nested,
  onNavigate,
}: {
  item: AdminMenuItem;
  label: string;
  current: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      onClick={onNavigate}
      selected={current}
      aria-current={current ? 'page' : undefined}
      data-testid={`admin-menu-${item.name}`}
      sx={{ ...SELECTED, pl: nested ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

/**
 * The groups' links; `onNavigate` lets the mobile drawer close after a choice. A group of one item is
 * that item (under the group's label); a larger group opens and closes, and the group of the screen on
 * show opens by itself (also when the address changes to another group's screen).
 */
function AdminMenuList({ groups, onNavigate }: { groups: AdminMenuGroup[]; onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = currentMenuItem(pathname, groups);
  const currentGroup = groups.find((group) => group.items.some((entry) => entry === current))?.name;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentGroup ? [currentGroup] : []));
  useEffect(() => {
    if (currentGroup) setOpen((was) => (was.has(currentGroup) ? was : new Set([...was, currentGroup])));
  }, [currentGroup]);
  const toggle = (name: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <List dense component="div">
      {groups.map((group) => {
        const groupLabel = intl.formatMessage({ id: menuGroupLabelId(group.name) });
        if (isSingleItemGroup(group.name)) {
          const only = group.items[0]!;
          return <MenuLink key={group.name} item={only} label={groupLabel} current={only === current} onNavigate={onNavigate} />;
        }
        const expanded = open.has(group.name);
        const listId = `admin-menu-group-${group.name}-items`;
        return (
          <div key={group.name}>
            <ListItemButton
              onClick={() => toggle(group.name)}
              aria-expanded={expanded}
              aria-controls={listId}
              data-testid={`admin-menu-group-${group.name}`}
              sx={{ fontWeight: 600 }}
            >
              <ListItemText primary={groupLabel} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List dense component="div" id={listId} disablePadding>
                {group.items.map((entry) => (
                  <MenuLink
                    key={entry.name}
                    item={entry}
                    label={intl.formatMessage({ id: menuLabelId(entry.name) })}
                    current={entry === current}
                    nested
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            </Collapse>
          </div>
        );
      })}
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
 * The back office's sidebar (menu-items.ts): the groups, each with the items of the admin's role (the
 * server lists the others in `hiddenMenus`), Settings last.
 */
export function AdminSidebar({ desktopOpen, mobileOpen, onMobileClose }: Props) {
  const intl = useIntl();
  const { admin } = useAdminSession();
  const groups = useMemo(() => visibleMenuGroups(admin.hiddenMenus), [admin.hiddenMenus]);
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
        <AdminMenuList groups={groups} onNavigate={onMobileClose} />
      </Drawer>
      <Drawer
        variant="persistent"
        open={desktopOpen}
        sx={{ display: { xs: 'none', md: 'block' }, width: desktopOpen ? SIDEBAR_WIDTH : 0, flexShrink: 0, ...paper }}
        slotProps={{ paper: { component: 'nav', 'aria-label': label, 'data-testid': 'admin-sidebar' } as object }}
      >
        {/* room for the fixed top bar */}
        <Toolbar />
        <AdminMenuList groups={groups} />
      </Drawer>
    </>
  );
}
