import type { ShopModule } from '../../common/shop-module.js';
import { Page } from './page.entity.js';
import { PageResolver } from './page.resolver.js';
import { pageRoutes } from './page.routes.js';

export const pageModule: ShopModule = {
  name: 'page',
  entities: [Page],
  onStorefrontPages: [Page],
  resolvers: [PageResolver],
  routes: pageRoutes,
};

// Public face: what other modules use.
export { Page } from './page.entity.js';
export { PageService, publishedWhere } from './page.service.js';
