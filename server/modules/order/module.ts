import type { ShopModule } from '../../common/shop-module.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { CustomerOrdersResolver } from './customer-orders.resolver.js';
import { OrderAdminResolver } from './order-admin.resolver.js';
import { Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent } from './order.entity.js';
import { OrderResolver, OrderStatusChangeResolver } from './order.resolver.js';
import { orderRoutes } from './order.routes.js';

export const orderModule: ShopModule = {
  name: 'order',
  entities: [Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent],
  resolvers: [CheckoutResolver, OrderResolver, OrderStatusChangeResolver, OrderAdminResolver, CustomerOrdersResolver],
  routes: [...orderRoutes],
};
