import type { ShopModule } from '../../common/shop-module.js';
import { Brand } from './brand.entity.js';
import { BrandResolver } from './brand.resolver.js';
import { brandRoutes } from './brand.routes.js';

export const brandModule: ShopModule = {
  name: 'brand',
  entities: [Brand],
  onStorefrontPages: [Brand],
  resolvers: [BrandResolver],
  routes: brandRoutes,
};

// Public face: what other modules use.
export { Brand } from './brand.entity.js';
export { UrlSegment } from './brand.inputs.js';
