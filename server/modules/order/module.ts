import type { ShopModule } from '../../common/shop-module.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { OrderAdminResolver } from './order-admin.resolver.js';
import { OrderLineDiscountsResolver, OrderPromotionsResolver } from './order-promotions.resolver.js';
import { Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent } from './order.entity.js';
import { OrderResolver, OrderStatusChangeResolver } from './order.resolver.js';
import { orderRoutes } from './order.routes.js';

export const orderModule: ShopModule = {
  name: 'order',
  entities: [Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent],
  resolvers: [OrderLineDiscountsResolver, OrderPromotionsResolver, CheckoutResolver, OrderResolver, OrderStatusChangeResolver, OrderAdminResolver],
  routes: [...orderRoutes],
};
