// Public face: what other modules use.
export { queueOrderMail } from './order-mail.js';
export { orderLineSnapshot, stockDemands } from './order-placement.js';
export { ORDER_LINE_FIELDS, SOLD_ORDER_FIELDS } from './order-placement.sql.js';
export { COUNTER_SALE, ORDER_MESSAGES, OrderStatus } from './order-status.js';
export { followMove } from './order-status.service.js';
export { Order, OrderLine } from './order.entity.js';
export type { StockAllocation } from './order.entity.js';
export { PointsAmount } from './order.inputs.js';
export { takeOrderKeys } from './order.sql.js';
