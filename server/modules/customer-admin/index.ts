import type { ShopModule } from '../../common/shop-module.js';
import { CustomerAdminResolver } from './customer-admin.resolver.js';
import { customerAdminRoutes } from './customer-admin.routes.js';
import { CustomerRecordResolver } from './customer-record.js';
import { CustomerSheetResolver } from './customer-sheet.resolver.js';
import { CustomerOrdersResolver } from './customer-orders.resolver.js';
import { CustomerTierResolver } from './customer-tier.resolver.js';

export const customerAdminModule: ShopModule = {
  name: 'customer-admin',
  resolvers: [CustomerAdminResolver, CustomerSheetResolver, CustomerRecordResolver, CustomerTierResolver, CustomerOrdersResolver],
  routes: customerAdminRoutes,
};

// Public face: what other modules use.
export { unusablePassword } from './customer-admin.service.js';
export { CustomerRecord } from './customer-record.js';
