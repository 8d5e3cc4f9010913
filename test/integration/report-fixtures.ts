import { TestShop } from '../support/shop.js';
import { anAddress, sellable, type Sellable } from './order-fixtures.js';

/** A year no other test writes ledger rows in (reports of it hold this test's rows only). */
export function privateYear(): number {
  return 2200 + Math.floor(Math.random() * 7000);
}

export interface PlacedOrder {
  id: number;
  subtotal: string;
  shippingFee: string;
  discountTotal: string;
  grandTotal: string;
  chargedTotal: string;
  currency: string;
  units: number;
  product: Sellable;
}

/** A shopper's (or guest's) order of `quantity` units of a fresh product at `price`, through the storefront. */
export async function placeOrder(
  shop: TestShop,
  options: { warehouse: number; shipping: number; payment: number; quantity: number; price: string; currency?: string; token?: string; email?: string },
): Promise<PlacedOrder> {
  const product = await sellable(shop, { stock: { [options.warehouse]: 50 }, price: options.price });
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: options.quantity }, options.token);
  const placed = await shop.rest(
    'POST',
    '/api/checkout',
    {
      cart_id: cart.body.cart_id,
      shipping_method_id: options.shipping,
      payment_method_id: options.payment,
      shipping_address: anAddress(),
      currency: options.currency ?? 'HKD',
      ...(options.token ? {} : { email: options.email ?? 'guest@example.com' }),
    },
    options.token,
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const [row] = await shop.em.execute<Record<string, string>[]>(
    'select subtotal, shipping_fee, discount_total, grand_total, charged_total, currency from shop_order where id = ?',
    [placed.body.id],
  );
  return {
    id: placed.body.id,
    subtotal: row.subtotal,
    shippingFee: row.shipping_fee,
    discountTotal: row.discount_total,
    grandTotal: row.grand_total,
    chargedTotal: row.charged_total,
    currency: row.currency,
    units: options.quantity,
    product,
  };
}

/**
 * Records an order's money event at a chosen instant through the ledger's own writer (the one the order
 * module calls), so that a test can put events on days of its private year.
 */
export async function eventAt(
  shop: TestShop,
  orderId: number,
  event: { status?: string; kind?: 'placed' | 'line_refunded' },
  at: string,
  lines?: { orderLineId: number; quantity: number }[],
) {
  // Loaded here, not at the top: the ledger's module graph is only for the files that record events.
  const { recordMoneyEvent } = await import('../../server/modules/sales-ledger/sales-ledger.js');
  const em = shop.em;
  await em.transactional((tx) => recordMoneyEvent(tx as never, { orderId, ...event, at: new Date(at), lines }));
}

/** Cents of a money string, to add amounts in a test without floats. */
export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
export const money = (c: number): string => (c / 100).toFixed(2);
