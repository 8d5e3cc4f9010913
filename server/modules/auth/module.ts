import type { ShopModule } from '../../common/shop-module.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';

export const authModule: ShopModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  routes: [...authRoutes],
};
