import type { ShopModule } from '../../common/shop-module.js';
import { MediaResolver } from './media.resolver.js';
import { mediaRoutes } from './media.routes.js';

export const mediaModule: ShopModule = {
  name: 'media',
  resolvers: [MediaResolver],
  routes: mediaRoutes,
};

// Public face: what other modules use.
export { MediaService, readAtMost } from './media.service.js';
export { absoluteImages, mediaUrl } from './media.storage.js';
