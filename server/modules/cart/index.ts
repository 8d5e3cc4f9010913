import type { ShopModule } from '../../common/shop-module.js';
import { Cart, CartItem } from './cart.entity.js';
import { CartResolver } from './cart.resolver.js';
import { cartRoutes } from './cart.routes.js';

export const cartModule: ShopModule = {
  name: 'cart',
  entities: [Cart, CartItem],
  resolvers: [CartResolver],
  routes: cartRoutes,
};

// Public face: what other modules use.
export { priceLines } from './cart-lines.js';
export type { PricedLine } from './cart-lines.js';
export { CartService } from './cart.service.js';
export { CartLine } from './cart.types.js';
