// Public face: what other modules use.
export { priceLines } from './cart-lines.js';
export type { PricedLine } from './cart-lines.js';
export { CartService } from './cart.service.js';
export { CartLine } from './cart.types.js';
