import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HomeIcon from '@mui/icons-material/Home';
import KeyIcon from '@mui/icons-material/Key';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import WebhookIcon from '@mui/icons-material/Webhook';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DescriptionIcon from '@mui/icons-material/Description';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Permission } from '../../graphql/admin/graphql';

/**
 * The back office's sidebar, grouped as merchants know it from Shopify's and Saleor's admin (issue 46):
 * Home, Orders, Products, Customers, Marketing, Content, Stores and point of sale, Reports, and Settings
 * last. Each item names the permission its screens need: the sidebar hides the items the server names in
 * `hiddenMenus` for the admin's role (and a group left without items), and <RequirePermission> sends an
 * admin without the permission to admin home. Resource declarations use the same names.
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

const item = (name: Permission, path: string, icon: typeof SvgIcon): AdminMenuItem => ({ name, permission: name, path, icon });

export const ADMIN_MENU_GROUPS: readonly AdminMenuGroup[] = [
  { name: 'home', items: [{ name: 'home', permission: null, path: '/admin', icon: HomeIcon }] },
  { name: 'orders', items: [item('order', '/admin/order', ReceiptLongIcon)] },
  {
    name: 'products',
    items: [
      item('product', '/admin/product', Inventory2Icon),
      item('attribute', '/admin/attribute', TuneIcon),
      item('brand', '/admin/brand', BrandingWatermarkIcon),
      item('menu', '/admin/menu', AccountTreeIcon),
      item('warehouse', '/admin/warehouse', WarehouseIcon),
    ],
  },
  {
    name: 'customers',
    items: [
      item('customer_account', '/admin/customer', PeopleIcon),
      item('membershiptier', '/admin/membership', CardMembershipIcon),
      item('lead', '/admin/lead', FilterAltIcon),
      // The funnels are leads' screens (permission lead), at their own address under the leads.
      { name: 'lead_funnel', permission: 'lead', path: '/admin/lead/funnel', icon: ViewKanbanIcon },
    ],
  },
  {
    name: 'marketing',
    items: [
      item('promotion', '/admin/promotion', LocalOfferIcon),
      item('broadcast', '/admin/broadcast', CampaignIcon),
      item('form_builder', '/admin/formbuilder', DynamicFormIcon),
    ],
  },
  {
    name: 'content',
    items: [
      item('page', '/admin/page', DescriptionIcon),
      item('block', '/admin/block', ViewQuiltIcon),
      item('slider', '/admin/slider', SlideshowIcon),
      item('blog', '/admin/blog/article', ArticleIcon),
    ],
  },
  { name: 'stores', items: [item('offlinestore', '/admin/store', StorefrontIcon)] },
  { name: 'reports', items: [item('report', '/admin/report', AssessmentIcon)] },
  {
    name: 'settings',
    items: [
      item('setting', '/admin/setting', SettingsIcon),
      item('payment', '/admin/payment', PaymentIcon),
      item('shipping', '/admin/shipping', LocalShippingIcon),
      item('role', '/admin/role', AdminPanelSettingsIcon),
      item('admin_account', '/admin/account', ManageAccountsIcon),
      item('api_key', '/admin/api_key', KeyIcon),
      item('webhook', '/admin/webhook', WebhookIcon),
      item('agentic_checkout', '/admin/agentic_checkout', SmartToyIcon),
      // The product feed for agent platforms (issue 45), a screen of the agentic_checkout permission.
      { name: 'product_feed', permission: 'agentic_checkout', path: '/admin/product_feed', icon: RssFeedIcon },
    ],
  },
];

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
