import type { ShopModule } from '../../common/shop-module.js';
import { PageGuardResolver, pageGuardRoutes } from './page-guard.js';
import { seoRoutes } from './sitemap.js';

/** What crawlers and the storefront's router read: each address's head (title, description, JSON-LD), the sitemap and the page guard. */
export const seoModule: ShopModule = {
  name: 'seo',
  resolvers: [PageGuardResolver],
  routes: pageGuardRoutes,
  http: seoRoutes,
};

// Public face: what crawlers read, served by the shop's page and sitemap routes (server/shop-page.ts, app.ts).
export { withHead } from './head-html.js';
export type { PageMeta } from './head-html.js';
export { resolveStorefront } from './storefront-head.js';
export { sitemapFiles, SITEMAP_MAX_URLS } from './sitemap.js';
export { plainText, scriptJson } from './head-html.js';
export { recordPath } from './storefront-paths.js';
