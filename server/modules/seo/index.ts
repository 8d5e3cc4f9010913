// Public face: what crawlers read, served by the shop's page and sitemap routes (server/shop-page.ts, app.ts).
export { withHead } from './head-html.js';
export type { PageMeta } from './head-html.js';
export { resolveStorefront } from './storefront-head.js';
export { seoRoutes, sitemapFiles, SITEMAP_MAX_URLS } from './sitemap.js';
