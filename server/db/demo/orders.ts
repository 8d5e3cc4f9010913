import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env.js';
import { createContext } from '../../common/context.js';
import { priceLines } from '../../modules/cart/cart-lines.js';
import { Customer } from '../../modules/customer/customer.entity.js';
import { Order } from '../../modules/order/order.entity.js';
import { placeOrder } from '../../modules/order/order-placement.js';
import { OrderStatus } from '../../modules/order/order-status.js';
import { OrderStatusService } from '../../modules/order/order-status.service.js';
import { PaymentKind, PaymentMethod } from '../../modules/payment/payment-method.entity.js';
import { ShippingMethod } from '../../modules/shipping/shipping-method.entity.js';
import { run } from '../../common/sql.js';
import { demoOrderStocks } from './orders.sql.js';
import { useLanguage } from '../../modules/settings/index.js';

const ADDRESS = {
  firstName: 'Mei',
  lastName: 'Chan',
  country: 'HKG',
  contactNumber: '+852 5123 4567',
  address: 'Flat 12A, 8 Harbour Road, Wan Chai, Hong Kong',
};

/** Each demo order: how many of which sellable stock (by position), how it is paid, where it got to. */
const DEMO_ORDERS = [
  {
    stocks: [
      [0, 1],
      [3, 2],
    ],
    payment: PaymentKind.bank_transfer,
    path: [OrderStatus.paid, OrderStatus.shipped, OrderStatus.completed],
  },
  { stocks: [[5, 1]], payment: PaymentKind.bank_transfer, path: [OrderStatus.paid, OrderStatus.shipped] },
  {
    stocks: [
      [8, 1],
      [9, 1],
    ],
    payment: PaymentKind.cash_on_delivery,
    path: [],
  },
] as const;

/**
 * Three orders of the demo shopper in different statuses, placed and moved by the same code as real
 * ones (stock taken with history rows, status history, mails to the outbox), so that the back office's
 * order screens and the shopper's order tab have something to show.
 */
export async function seedDemoOrders(em: EntityManager, config: AppConfig): Promise<void> {
  await em.flush();
  const customer = await em.findOne(Customer, { email: 'demo@example.com' });
  if (!customer || (await em.count(Order, { customer: customer.id }))) return;
  const shipping = await em.findOne(ShippingMethod, { enabled: true }, { orderBy: { order: 'asc', id: 'asc' } });
  const payments = await em.find(PaymentMethod, { enabled: true, kind: { $ne: PaymentKind.stripe } });
  const ctx = createContext({ config, tokenSecret: new Uint8Array() }, em, 'demo-seed', {});
  await useLanguage(ctx, 'en_us');
  const stocks = await run(em, demoOrderStocks);
  if (!shipping || stocks.length < 10) return;
  for (const demo of DEMO_ORDERS) {
    const payment = payments.find((p) => p.kind === demo.payment);
    if (!payment) continue;
    const lines = await priceLines(
      ctx,
      demo.stocks.map(([index, quantity], i) => ({ id: i + 1, stockId: stocks[index].id, quantity })),
    );
    const order = await placeOrder(ctx, {
      lines,
      customer,
      email: customer.email,
      name: customer.firstName,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shippingMethod: shipping,
      paymentMethod: payment,
      source: 'storefront',
      actor: 'customer',
    });
    for (const status of demo.path) await OrderStatusService.of(ctx).move(order.id, status, { actor: 'system', note: 'Demo' });
  }
}
