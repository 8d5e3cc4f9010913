// Every module of the shop, once: the schema, the ORM and the REST gateway loop over this list. A module
// with REST routes comes in the order its routes are matched (the gateway tries a path group in table order).
import type { ShopModule } from '../common/shop-module.js';
import { staffModule } from './staff/module.js';
import { authModule } from './auth/module.js';
import { settingsModule } from './settings/module.js';
import { mediaModule } from './media/module.js';
import { productModule } from './product/module.js';
import { attributeModule } from './attribute/module.js';
import { brandModule } from './brand/module.js';
import { warehouseModule } from './warehouse/module.js';
import { menuModule } from './menu/module.js';
import { customerModule } from './customer/module.js';
import { mailOutboxModule } from './mail-outbox/module.js';
import { leadStatusModule } from './lead-status/module.js';
import { leadModule } from './lead/module.js';
import { customerAdminModule } from './customer-admin/module.js';
import { shippingModule } from './shipping/module.js';
import { paymentModule } from './payment/module.js';
import { cartModule } from './cart/module.js';
import { orderModule } from './order/module.js';
import { formModule } from './form/module.js';
import { reportModule } from './report/module.js';
import { salesLedgerModule } from './sales-ledger/module.js';
import { apiKeyModule } from './api-key/module.js';
import { webhookModule } from './webhook/module.js';
import { promotionModule } from './promotion/module.js';
import { membershipModule } from './membership/module.js';
import { pageModule } from './page/module.js';
import { blockModule } from './block/module.js';
import { blogModule } from './blog/module.js';
import { sliderModule } from './slider/module.js';
import { broadcastModule } from './broadcast/module.js';
import { storeModule } from './store/module.js';
import { addressModule } from './address/module.js';
import { contactModule } from './contact/module.js';
import { facebookModule } from './facebook/module.js';
import { homeModule } from './home/module.js';
import { importExportModule } from './import-export/module.js';
import { inventoryModule } from './inventory/module.js';
import { newsletterModule } from './newsletter/module.js';
import { passwordResetModule } from './password-reset/module.js';
import { pointsModule } from './points/module.js';
import { pricingModule } from './pricing/module.js';
import { seoModule } from './seo/module.js';
import { urlRedirectModule } from './url-redirect/module.js';
import { systemModule } from './system/module.js';

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
];
