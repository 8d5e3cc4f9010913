import type { ShopModule } from '../../common/shop-module.js';
import { Block } from './block.entity.js';
import { BlockResolver } from './block.resolver.js';
import { blockRoutes } from './block.routes.js';

export const blockModule: ShopModule = {
  name: 'block',
  entities: [Block],
  onStorefrontPages: [Block],
  resolvers: [BlockResolver],
  routes: blockRoutes,
};

// Public face: what other modules use.
export { Block } from './block.entity.js';
export { BlockService } from './block.service.js';
