import type { ShopModule } from '../../common/shop-module.js';

/** What crawlers read: each storefront address's head (title, description, JSON-LD) and the sitemap. */
export const seoModule: ShopModule = {
  name: 'seo',
};
