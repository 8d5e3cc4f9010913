import type { ShopModule } from '../../common/shop-module.js';
import { AdminAccount } from './admin-account.entity.js';
import { AdminAccountResolver } from './admin-account.resolver.js';
import { adminAccountRoutes } from './admin-account.routes.js';

export const adminAccountModule: ShopModule = {
  name: 'admin-account',
  entities: [AdminAccount],
  resolvers: [AdminAccountResolver],
  routes: [...adminAccountRoutes],
};
