import type { ShopModule } from '../../common/shop-module.js';
import { HomeResolver } from './home.resolver.js';

export const homeModule: ShopModule = {
  name: 'home',
  resolvers: [HomeResolver],
};

// Public face: what other modules use.
