import type { ShopModule } from '../../common/shop-module.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';

export const authModule: ShopModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  routes: authRoutes,
};

// Public face: what other modules use.
export { AuthToken } from './auth.inputs.js';
export { AuthService, loginThrottlePrefix } from './auth.service.js';
