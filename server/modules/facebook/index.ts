import type { ShopModule } from '../../common/shop-module.js';
import { FacebookResolver } from './facebook.resolver.js';

export const facebookModule: ShopModule = {
  name: 'facebook',
  resolvers: [FacebookResolver],
};

// Public face: what other modules use.
