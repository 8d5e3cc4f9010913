import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
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
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Permission } from '../../graphql/admin/graphql';

/**
 * The back office's sidebar (spec section 6), in the spec's order. Each item is also the permission its
 * screens need: the sidebar hides the items the server names in `hiddenMenus`, and <RequirePermission>
 * sends an admin without the permission to admin home. Resource declarations use the same names.
 */
export interface AdminMenuItem {
  /** Permission name = sidebar name; the label is message `admin.menu.<name>`. */
  name: Permission;
  /** Absolute path of the item's screen. */
  path: string;
  icon: typeof SvgIcon;
}

export const ADMIN_MENU_ITEMS: readonly AdminMenuItem[] = [
  { name: 'setting', path: '/admin/setting', icon: SettingsIcon },
  { name: 'page', path: '/admin/page', icon: DescriptionIcon },
  { name: 'block', path: '/admin/block', icon: ViewQuiltIcon },
  { name: 'menu', path: '/admin/menu', icon: AccountTreeIcon },
  { name: 'brand', path: '/admin/brand', icon: BrandingWatermarkIcon },
  { name: 'role', path: '/admin/role', icon: AdminPanelSettingsIcon },
  { name: 'admin_account', path: '/admin/account', icon: ManageAccountsIcon },
  { name: 'customer_account', path: '/admin/customer', icon: PeopleIcon },
  { name: 'product', path: '/admin/product', icon: Inventory2Icon },
  { name: 'attribute', path: '/admin/attribute', icon: TuneIcon },
  { name: 'payment', path: '/admin/payment', icon: PaymentIcon },
  { name: 'shipping', path: '/admin/shipping', icon: LocalShippingIcon },
  { name: 'order', path: '/admin/order', icon: ReceiptLongIcon },
  { name: 'offlinestore', path: '/admin/store', icon: StorefrontIcon },
  { name: 'slider', path: '/admin/slider', icon: SlideshowIcon },
  { name: 'membershiptier', path: '/admin/membership', icon: CardMembershipIcon },
  { name: 'warehouse', path: '/admin/warehouse', icon: WarehouseIcon },
  { name: 'promotion', path: '/admin/promotion', icon: LocalOfferIcon },
  { name: 'report', path: '/admin/report', icon: AssessmentIcon },
  { name: 'blog', path: '/admin/blog/article', icon: ArticleIcon },
  // The lead list; its heading leads on to the funnels (lead/funnel) and the lead statuses.
  { name: 'lead', path: '/admin/lead', icon: FilterAltIcon },
  { name: 'broadcast', path: '/admin/broadcast', icon: CampaignIcon },
  { name: 'form_builder', path: '/admin/formbuilder', icon: DynamicFormIcon },
];

/** The sidebar's items for a role: the catalogue order, without the names the server says to hide. */
export function visibleMenuItems(hiddenMenus: readonly string[]): AdminMenuItem[] {
  const hidden = new Set(hiddenMenus);
  return ADMIN_MENU_ITEMS.filter((item) => !hidden.has(item.name));
}

/** The menu item of a permission (its path, e.g. to link to a resource's list). */
export function menuItemOf(name: Permission): AdminMenuItem {
  const item = ADMIN_MENU_ITEMS.find((entry) => entry.name === name);
  if (!item) throw new Error(`Unknown admin menu item: ${name}`);
  return item;
}

/** Message id of a menu item's label. */
export const menuLabelId = (name: Permission): string => `admin.menu.${name}`;
