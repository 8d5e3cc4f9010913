import type { ShopModule } from '../../common/shop-module.js';
import { ShippingMethod } from './shipping-method.entity.js';
import { ShippingResolver } from './shipping.resolver.js';
import { shippingRoutes } from './shipping.routes.js';

export const shippingModule: ShopModule = {
  name: 'shipping',
  entities: [ShippingMethod],
  onStorefrontPages: [ShippingMethod],
  resolvers: [ShippingResolver],
  routes: shippingRoutes,
};

// Public face: what other modules use.
export { shippingFee } from './shipping-fee.js';
export type { ShippingFeeRules } from './shipping-fee.js';
export { ShippingService } from './shipping.service.js';
export type { CheckoutShippingMethod } from './shipping.service.js';
