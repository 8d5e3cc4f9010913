// Every module of the shop, once: the schema, the ORM and the REST gateway loop over this list. A module
// with REST routes comes in the order its routes are matched (the gateway tries a path group in table order).
import type { ShopModule } from '../common/shop-module.js';
import { staffModule } from './staff/index.js';
import { authModule } from './auth/index.js';
import { settingsModule } from './settings/index.js';
import { mediaModule } from './media/index.js';
import { productModule } from './product/index.js';
import { attributeModule } from './attribute/index.js';
import { brandModule } from './brand/index.js';
import { warehouseModule } from './warehouse/index.js';
import { menuModule } from './menu/index.js';
import { customerModule } from './customer/index.js';
import { mailOutboxModule } from './mail-outbox/index.js';
import { leadStatusModule } from './lead-status/index.js';
import { leadModule } from './lead/index.js';
import { customerAdminModule } from './customer-admin/index.js';
import { shippingModule } from './shipping/index.js';
import { paymentModule } from './payment/index.js';
import { cartModule } from './cart/index.js';
import { orderModule } from './order/index.js';
import { formModule } from './form/index.js';
import { reportModule } from './report/index.js';
import { salesLedgerModule } from './sales-ledger/index.js';
import { apiKeyModule } from './api-key/index.js';
import { webhookModule } from './webhook/index.js';
import { promotionModule } from './promotion/index.js';
import { membershipModule } from './membership/index.js';
import { pageModule } from './page/index.js';
import { blockModule } from './block/index.js';
import { announcementModule } from './announcement/index.js';
import { blogModule } from './blog/index.js';
import { sliderModule } from './slider/index.js';
import { broadcastModule } from './broadcast/index.js';
import { storeModule } from './store/index.js';
import { addressModule } from './address/index.js';
import { contactModule } from './contact/index.js';
import { facebookModule } from './facebook/index.js';
import { homeModule } from './home/index.js';
import { importExportModule } from './import-export/index.js';
import { inventoryModule } from './inventory/index.js';
import { newsletterModule } from './newsletter/index.js';
import { passwordResetModule } from './password-reset/index.js';
import { pointsModule } from './points/index.js';
import { pricingModule } from './pricing/index.js';
import { seoModule } from './seo/index.js';
import { urlRedirectModule } from './url-redirect/index.js';
import { systemModule } from './system/index.js';
import { oauthModule } from './oauth/index.js';
import { productFeedModule } from './product-feed/index.js';
import { mcpModule } from './mcp/index.js';
import { agenticCheckoutModule } from './agentic-checkout/index.js';
import { agentDiscoveryModule } from './agent-discovery/index.js';

export const shopModules: readonly ShopModule[] = [
  staffModule,
  authModule,
  settingsModule,
  mediaModule,
  productModule,
  attributeModule,
  brandModule,
  warehouseModule,
  menuModule,
  customerModule,
  mailOutboxModule,
  leadStatusModule,
  leadModule,
  customerAdminModule,
  shippingModule,
  paymentModule,
  cartModule,
  orderModule,
  formModule,
  reportModule,
  salesLedgerModule,
  apiKeyModule,
  webhookModule,
  promotionModule,
  membershipModule,
  pageModule,
  blockModule,
  announcementModule,
  blogModule,
  sliderModule,
  broadcastModule,
  storeModule,
  addressModule,
  contactModule,
  facebookModule,
  homeModule,
  importExportModule,
  inventoryModule,
  newsletterModule,
  passwordResetModule,
  pointsModule,
  pricingModule,
  seoModule,
  urlRedirectModule,
  systemModule,
  oauthModule,
  productFeedModule,
  mcpModule,
  agenticCheckoutModule,
  agentDiscoveryModule,
];
