import { registerEnumType } from 'type-graphql';
import { SALE_STOCK_MESSAGES } from '../inventory/index.js';

/** The order statuses of spec section 3. */
export enum OrderStatus {
  pending = 'pending',
  paid = 'paid',
  shipped = 'shipped',
  completed = 'completed',
  refunded = 'refunded',
  canceled = 'canceled',
  payment_review = 'payment_review',
  payment_reject = 'payment_reject',
}
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Order statuses (spec section 3)' });

/** The moves an order may make (issue #6); anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [OrderStatus.paid, OrderStatus.payment_review, OrderStatus.canceled],
  payment_review: [OrderStatus.paid, OrderStatus.payment_reject],
  payment_reject: [OrderStatus.pending, OrderStatus.canceled],
  paid: [OrderStatus.shipped, OrderStatus.refunded, OrderStatus.canceled],
  shipped: [OrderStatus.completed, OrderStatus.refunded],
  completed: [OrderStatus.refunded],
  refunded: [],
  canceled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Where an order was placed (`Order.source`): the web shop, by phone (order/create), at a store's counter (issue 18), by an AI agent (ACP, issue 45). */
export enum OrderSource {
  storefront = 'storefront',
  admin = 'admin',
  pos = 'pos',
  agent = 'agent',
}
registerEnumType(OrderSource, {
  name: 'OrderSource',
  description: "Where an order was placed: the storefront, the back office (phone order), a store counter, an AI agent's platform (agentic checkout)",
});
export const COUNTER_SALE = OrderSource.pos;

/**
 * The statuses an order may be moved to from the order screen. None for a counter sale: it is written
 * handed over, and what comes back is returned at the point of sale, which gives the money back from the
 * register's drawer and the units back to the store, line by line. A refund by status beside that would
 * pay and restock the same units twice.
 */
export function nextStatusesOf(order: { status: OrderStatus; source: string }): readonly OrderStatus[] {
  return order.source === COUNTER_SALE ? [] : ORDER_TRANSITIONS[order.status];
}

/**
 * Whether an order in this status holds its stock. Cancelling or rejecting gives it back; moving from
 * payment_reject back to pending takes it again (and fails if it is gone). A refund gives it back only
 * when the admin chooses to restock, so `refunded` is decided per order (Order.stockHeld).
 */
export function holdsStock(status: OrderStatus): boolean | 'choice' {
  if (status === OrderStatus.canceled || status === OrderStatus.payment_reject) return false;
  if (status === OrderStatus.refunded) return 'choice';
  return true;
}

export const ORDER_MESSAGES = {
  illegalMove: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} can not become ${to}.`,
  counterSale: 'A counter sale is returned at the point of sale.',
  outOfStock: SALE_STOCK_MESSAGES.outOfStock,
  emptyCart: 'Your cart is empty.',
  loginRequired: 'Please log in to check out.',
  email: 'Please check your input.',
  address: 'Please choose an address.',
  notYours: 'ID not exists',
  paymentUnavailable: 'This order can not be paid by card.',
  /** /stripe with a stripe_key nobody issued: said to the shopper, not the back office's 'ID not exists'. */
  paymentLinkInvalid: 'This payment link is not valid. Please use the link from your order confirmation.',
  /** Stripe cannot be reached (web: shop.stripe.down). */
  cardPaymentDown: 'Card payment is unavailable, please try again later',
} as const;
