import type { ShopModule } from '../../common/shop-module.js';
import { Role } from './role.entity.js';
import { RoleResolver } from './role.resolver.js';
import { roleRoutes } from './role.routes.js';

export const roleModule: ShopModule = {
  name: 'role',
  entities: [Role],
  resolvers: [RoleResolver],
  routes: [...roleRoutes],
};
