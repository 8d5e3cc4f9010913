import type { ShopModule } from '../../common/shop-module.js';
import { Menu } from './menu.entity.js';
import { MenuNodeResolver, MenuResolver } from './menu.resolver.js';
import { menuRoutes } from './menu.routes.js';

export const menuModule: ShopModule = {
  name: 'menu',
  entities: [Menu],
  onStorefrontPages: [Menu],
  resolvers: [MenuNodeResolver, MenuResolver],
  routes: menuRoutes,
};

// Public face: what other modules use.
export { Menu, MenuType } from './menu.entity.js';
export { MenuService } from './menu.service.js';
