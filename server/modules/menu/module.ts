import type { ShopModule } from '../../common/shop-module.js';
import { Menu } from './menu.entity.js';
import { MenuNodeResolver, MenuResolver } from './menu.resolver.js';
import { menuRoutes } from './menu.routes.js';

export const menuModule: ShopModule = {
  name: 'menu',
  entities: [Menu],
  resolvers: [MenuNodeResolver, MenuResolver],
  routes: [...menuRoutes],
};
