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
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WebhookIcon from '@mui/icons-material/Webhook';
import { ADMIN_MENU_GROUPS } from '../../../web/src/admin/layout/menu-items';
import { RESOURCES } from '../../../web/src/admin/resources';

/**
 * Issue 43: the resources are found in their folders (resources/index.ts, import.meta.glob, expanded
 * under jest by test/support/glob-transformer.mjs) and the sidebar takes their items from their
 * declarations. Both must hold the hand-kept lists they replaced, in their order; a resource added
 * later (a folder of its own, nothing else) joins them without this test changing.
 */
describe('admin resources found in their folders', () => {
  it('registers every declared resource, nested and several to a folder included, once each, by name', () => {
    const names = RESOURCES.map((resource) => resource.name);
    expect(names).toEqual([...new Set(names)].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'account',
        'api_key',
        'attribute',
        'block',
        'blog/article',
        'blog/category',
        'brand',
        'broadcast',
        'broadcast/message',
        'broadcast/receiver',
        'customer',
        'formbuilder',
        'lead',
        'lead/funnel',
        'lead/status',
        'membership',
        'menu',
        'order',
        'page',
        'payment',
        'product',
        'promotion',
        'role',
        'shipping',
        'slider',
        'store',
        'warehouse',
        'webhook',
      ]),
    );
  });

  it("builds the sidebar of the resources' own items as it was listed by hand, in that order", () => {
    const items = ADMIN_MENU_GROUPS.flatMap((group) => group.items.map((item) => [group.name, item.name, item.path, item.permission, item.icon]));
    expect(new Set(items.map(([, name]) => name)).size).toBe(items.length);
    // The sidebar as menu-items.ts listed it before issue 43: group, name, path, permission, icon.
    const listedByHand = [
      ['home', 'home', '/admin', null, HomeIcon],
      ['orders', 'order', '/admin/order', 'order', ReceiptLongIcon],
      ['products', 'product', '/admin/product', 'product', Inventory2Icon],
      ['products', 'attribute', '/admin/attribute', 'attribute', TuneIcon],
      ['products', 'brand', '/admin/brand', 'brand', BrandingWatermarkIcon],
      ['products', 'menu', '/admin/menu', 'menu', AccountTreeIcon],
      ['products', 'warehouse', '/admin/warehouse', 'warehouse', WarehouseIcon],
      ['customers', 'customer_account', '/admin/customer', 'customer_account', PeopleIcon],
      ['customers', 'membershiptier', '/admin/membership', 'membershiptier', CardMembershipIcon],
      ['customers', 'lead', '/admin/lead', 'lead', FilterAltIcon],
      ['customers', 'lead_funnel', '/admin/lead/funnel', 'lead', ViewKanbanIcon],
      ['marketing', 'promotion', '/admin/promotion', 'promotion', LocalOfferIcon],
      ['marketing', 'broadcast', '/admin/broadcast', 'broadcast', CampaignIcon],
      ['marketing', 'form_builder', '/admin/formbuilder', 'form_builder', DynamicFormIcon],
      ['content', 'page', '/admin/page', 'page', DescriptionIcon],
      ['content', 'block', '/admin/block', 'block', ViewQuiltIcon],
      ['content', 'slider', '/admin/slider', 'slider', SlideshowIcon],
      ['content', 'blog', '/admin/blog/article', 'blog', ArticleIcon],
      ['stores', 'offlinestore', '/admin/store', 'offlinestore', StorefrontIcon],
      ['reports', 'report', '/admin/report', 'report', AssessmentIcon],
      ['settings', 'setting', '/admin/setting', 'setting', SettingsIcon],
      ['settings', 'payment', '/admin/payment', 'payment', PaymentIcon],
      ['settings', 'shipping', '/admin/shipping', 'shipping', LocalShippingIcon],
      ['settings', 'role', '/admin/role', 'role', AdminPanelSettingsIcon],
      ['settings', 'admin_account', '/admin/account', 'admin_account', ManageAccountsIcon],
      ['settings', 'api_key', '/admin/api_key', 'api_key', KeyIcon],
      ['settings', 'webhook', '/admin/webhook', 'webhook', WebhookIcon],
      ['settings', 'agentic_checkout', '/admin/agentic_checkout', 'agentic_checkout', SmartToyIcon],
      ['settings', 'product_feed', '/admin/product_feed', 'agentic_checkout', RssFeedIcon],
    ];
    const named = new Set(listedByHand.map(([, name]) => name));
    expect(items.filter(([, name]) => named.has(name as string))).toEqual(listedByHand);
  });
});
