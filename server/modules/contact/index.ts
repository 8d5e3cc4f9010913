import type { ShopModule } from '../../common/shop-module.js';
import { ContactResolver } from './contact.resolver.js';

export const contactModule: ShopModule = {
  name: 'contact',
  resolvers: [ContactResolver],
};

// Public face: what other modules use.
