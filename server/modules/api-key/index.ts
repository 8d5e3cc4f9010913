import type { ShopModule } from '../../common/shop-module.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyResolver } from './api-key.resolver.js';
import { apiKeyRoutes } from './api-key.routes.js';

export const apiKeyModule: ShopModule = {
  name: 'api-key',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
  routes: apiKeyRoutes,
};

// Public face: what other modules use.
