import type { ShopModule } from '../../common/shop-module.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { OrderAdminResolver } from './order-admin.resolver.js';
import { OrderLineDiscountsResolver, OrderPromotionsResolver } from './order-promotions.resolver.js';
import { Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent } from './order.entity.js';
import { OrderResolver, OrderStatusChangeResolver } from './order.resolver.js';
import { orderRoutes } from './order.routes.js';
import { stripeWebhookRouter } from './stripe-webhook.route.js';

export const orderModule: ShopModule = {
  name: 'order',
  entities: [Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent],
  resolvers: [OrderLineDiscountsResolver, OrderPromotionsResolver, CheckoutResolver, OrderResolver, OrderStatusChangeResolver, OrderAdminResolver],
  routes: orderRoutes,
  http: stripeWebhookRouter,
};

// Public face: what other modules use.
export { queueOrderMail } from './order-mail.js';
export { recordSale, stockDemands } from './sale-recorder.js';
export type { OrderData, SoldLine } from './sale-recorder.js';
export { ORDER_LINE_FIELDS, SOLD_ORDER_FIELDS } from './order-placement.sql.js';
export { COUNTER_SALE, ORDER_MESSAGES, OrderSource, OrderStatus } from './order-status.js';
export { followMove } from './order-status.service.js';
export { Order, OrderLine } from './order.entity.js';
export type { StockAllocation } from './order.entity.js';
export { PointsAmount } from './order.inputs.js';
export { takeOrderKeys } from './order.sql.js';
export { placeOrder } from './order-placement.js';
export type { OrderDraft, PlacedOrderRecord } from './order-placement.js';
export { markPaidByIntent } from './agent-payment.js';
export { stripeClient } from './stripe-gateway.js';
