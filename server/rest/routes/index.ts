// The gateway's route table, one file per area. Specific paths come before `/:id` patterns.
import type { RestRoute } from '../route.js';
import { roleRoutes } from './role.routes.js';
import { authRoutes } from './auth.routes.js';
import { adminAccountRoutes } from './admin-account.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { mediaRoutes } from './media.routes.js';
import { inventoryRoutes, productRoutes } from './product.routes.js';

import { attributeRoutes } from './attribute.routes.js';
import { brandRoutes } from './brand.routes.js';
import { warehouseRoutes } from './warehouse.routes.js';
import { menuRoutes } from './menu.routes.js';
import { customerAccountRoutes } from './customer-account.routes.js';
import { mailOutboxRoutes } from './mail-outbox.routes.js';
import { leadStatusRoutes } from './lead-status.routes.js';
import { leadRoutes } from './lead.routes.js';
import { customerAdminRoutes } from './customer-admin.routes.js';
import { shippingRoutes } from './shipping.routes.js';
import { paymentRoutes } from './payment.routes.js';
import { cartRoutes } from './cart.routes.js';
import { orderRoutes } from './order.routes.js';
import { formRoutes } from './form.routes.js';
import { reportRoutes } from './report.routes.js';
import { apiKeyRoutes } from './api-key.routes.js';
import { webhookRoutes } from './webhook.routes.js';
import { promotionRoutes } from './promotion.routes.js';
import { membershipRoutes } from './membership.routes.js';
import { contentRoutes } from './content.routes.js';
import { broadcastRoutes } from './broadcast.routes.js';
import { storeRoutes } from './store.routes.js';
export const routes: RestRoute[] = [
  ...roleRoutes,
  ...authRoutes,
  ...adminAccountRoutes,
  ...settingsRoutes,
  ...mediaRoutes,
  ...productRoutes,
  ...inventoryRoutes,
  ...attributeRoutes,
  ...brandRoutes,
  ...warehouseRoutes,
  ...menuRoutes,
  ...customerAccountRoutes,
  ...mailOutboxRoutes,
  ...shippingRoutes,
  ...paymentRoutes,
  ...leadStatusRoutes,
  ...leadRoutes,
  ...customerAdminRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...formRoutes,
  ...reportRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...promotionRoutes,
  ...membershipRoutes,
  ...contentRoutes,
  ...broadcastRoutes,
  ...storeRoutes,
];
