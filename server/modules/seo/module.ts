import type { ShopModule } from '../../common/shop-module.js';
import { UrlRedirect } from './url-redirect.entity.js';

export const seoModule: ShopModule = {
  name: 'seo',
  entities: [UrlRedirect],
};
