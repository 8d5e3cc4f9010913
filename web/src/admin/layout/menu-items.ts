import AssessmentIcon from '@mui/icons-material/Assessment';
import HomeIcon from '@mui/icons-material/Home';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SettingsIcon from '@mui/icons-material/Settings';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Permission } from '../../graphql/admin/graphql';
import { resourcePath, type AnyResource, type MenuGroupName } from '../framework/resource';
import { RESOURCES } from '../resources';

/**
 * The back office's sidebar, grouped as merchants know it from Shopify's and Saleor's admin (issue 46):
 * Home, Orders, Products, Customers, Marketing, Content, Stores and point of sale, Reports, and Settings
 * last. Each item names the permission its screens need: the sidebar hides the items the server names in
 * `hiddenMenus` for the admin's role (and a group left without items), and <RequirePermission> sends an
 * admin without the permission to admin home. A resource's item is in its own declaration (`menu`,
 * issue 43); this file holds the groups' order and the items of the screens that are no resource.
 */
export interface AdminMenuItem {
  /** Unique; the label is message `admin.menu.<name>`, the link's test id `admin-menu-<name>`. */
  name: string;
  /** The permission the item's screens need; null: every signed-in admin (home). */
  permission: Permission | null;
  /** Absolute path of the item's screen. */
  path: string;
  icon: typeof SvgIcon;
}

export interface AdminMenuGroup {
  /** The label is message `admin.menuGroup.<name>`. A group of one item is that item, under the group's label. */
  name: string;
  items: readonly AdminMenuItem[];
}

/** An item with its place in the group, as a resource's `menu` has one. */
type PlacedItem = AdminMenuItem & { position: number };

const item = (name: Permission, path: string, icon: typeof SvgIcon, position: number): PlacedItem => ({ name, permission: name, path, icon, position });

/** The groups in the sidebar's order, each with its items that are no resource's (positions as the resources' `menu`). */
const GROUPS: readonly { name: MenuGroupName; items: readonly PlacedItem[] }[] = [
  { name: 'home', items: [{ name: 'home', permission: null, path: '/admin', icon: HomeIcon, position: 10 }] },
  { name: 'orders', items: [] },
  { name: 'products', items: [] },
  { name: 'customers', items: [] },
  { name: 'marketing', items: [] },
  { name: 'content', items: [] },
  { name: 'stores', items: [] },
  { name: 'reports', items: [item('report', '/admin/report', AssessmentIcon, 10)] },
  {
    name: 'settings',
    items: [
      item('setting', '/admin/setting', SettingsIcon, 10),
      item('agentic_checkout', '/admin/agentic_checkout', SmartToyIcon, 80),
      // The product feed for agent platforms (issue 45), a screen of the agentic_checkout permission.
      { name: 'product_feed', permission: 'agentic_checkout', path: '/admin/product_feed', icon: RssFeedIcon, position: 90 },
    ],
  },
];

/**
 * The groups with the resources' items merged in by position. A resource's item is named after its
 * permission unless its `menu` names it, and opens its list. A clash of positions or names fails at load.
 */
function menuGroups(resources: readonly AnyResource[]): AdminMenuGroup[] {
  const placed = resources.flatMap(({ name, permission, menu }) =>
    menu
      ? [{ group: menu.group, item: { name: menu.name ?? permission, permission, path: resourcePath({ name }), icon: menu.icon, position: menu.position } }]
      : [],
  );
  const missing = placed.find(({ group }) => !GROUPS.some((entry) => entry.name === group));
  if (missing) throw new Error(`Sidebar item '${missing.item.name}' names no group of the sidebar: '${missing.group}'`);
  const groups = GROUPS.map((group) => {
    const items = [...group.items, ...placed.filter((entry) => entry.group === group.name).map((entry) => entry.item)].sort((a, b) => a.position - b.position);
    const clash = items.find((entry, index) => index > 0 && items[index - 1]!.position === entry.position);
    if (clash) throw new Error(`Two items of sidebar group '${group.name}' have position ${clash.position}`);
    return { name: group.name, items: items.map(({ position: _position, ...entry }) => entry) };
  });
  const names = groups.flatMap((group) => group.items.map((entry) => entry.name));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two sidebar items are named '${twice}'`);
  return groups;
}

export const ADMIN_MENU_GROUPS: readonly AdminMenuGroup[] = menuGroups(RESOURCES);

/** The sidebar's groups for a role: each with the items it may open, groups left empty left out. */
export function visibleMenuGroups(hiddenMenus: readonly string[]): AdminMenuGroup[] {
  const hidden = new Set(hiddenMenus);
  return ADMIN_MENU_GROUPS.map((group) => ({ ...group, items: group.items.filter((entry) => !entry.permission || !hidden.has(entry.permission)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The screens a role may open, in the sidebar's order, home left out (the dashboard's shortcuts). */
export function visibleMenuItems(hiddenMenus: readonly string[]): AdminMenuItem[] {
  return visibleMenuGroups(hiddenMenus).flatMap((group) => group.items.filter((entry) => entry.permission !== null));
}

/**
 * The item a path belongs to: the one whose path is the longest start of it (`/admin/lead/funnel/3` is
 * the funnels', `/admin/lead/edit/3` the leads'); home only at `/admin` itself.
 */
export function currentMenuItem(pathname: string, groups: readonly AdminMenuGroup[] = ADMIN_MENU_GROUPS): AdminMenuItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: AdminMenuItem | undefined;
  for (const entry of groups.flatMap((group) => group.items)) {
    const matches = entry.path === '/admin' ? path === '/admin' : path === entry.path || path.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** A group of one item (home, orders, stores, reports): shown as that item, not as a group to open. */
export const isSingleItemGroup = (name: string): boolean => ADMIN_MENU_GROUPS.find((group) => group.name === name)?.items.length === 1;

/** Message id of a menu item's label. */
export const menuLabelId = (name: string): string => `admin.menu.${name}`;

/** Message id of a menu group's label. */
export const menuGroupLabelId = (name: string): string => `admin.menuGroup.${name}`;
