import type { ShopModule } from '../../common/shop-module.js';
import { PaymentMethod } from './payment-method.entity.js';
import { PaymentResolver } from './payment.resolver.js';
import { paymentRoutes } from './payment.routes.js';

export const paymentModule: ShopModule = {
  name: 'payment',
  entities: [PaymentMethod],
  onStorefrontPages: [PaymentMethod],
  resolvers: [PaymentResolver],
  routes: paymentRoutes,
};

// Public face: what other modules use.
export { PaymentKind, PaymentMethod } from './payment-method.entity.js';
export { PaymentMethodService } from './payment.service.js';
export type { CheckoutPaymentMethod } from './payment.service.js';
