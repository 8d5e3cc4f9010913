import type { ShopModule } from '../../common/shop-module.js';
import { ShippingMethod } from './shipping-method.entity.js';
import { ShippingResolver } from './shipping.resolver.js';
import { shippingRoutes } from './shipping.routes.js';

export const shippingModule: ShopModule = {
  name: 'shipping',
  entities: [ShippingMethod],
  resolvers: [ShippingResolver],
  routes: [...shippingRoutes],
};
