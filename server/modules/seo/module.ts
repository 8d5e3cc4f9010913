import type { ShopModule } from '../../common/shop-module.js';
import { PageGuardResolver, pageGuardRoutes } from './page-guard.js';

/** What crawlers and the storefront's router read: each address's head (title, description, JSON-LD), the sitemap and the page guard. */
export const seoModule: ShopModule = {
  name: 'seo',
  resolvers: [PageGuardResolver],
  routes: pageGuardRoutes,
};
