import { TestShop } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { cartWith, createPromotion, onlyFor } from './promotion-fixtures.js';
import { eventAt, privateYear } from './report-fixtures.js';

/**
 * Issue 19 on top of issue 14: the sales ledger reads each order's discount shares as the pricing
 * pipeline stored them (order_discount), so promotion cost is reported per promotion, reversed when a
 * paid order is canceled; a line's refund is what that line was paid, net of its own discounts.
 */

let shop: TestShop;
let admin: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;
let shopper: Shopper;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

async function orderOf(items: { product: Sellable; quantity: number }[]): Promise<number> {
  const cartId = await cartWith(shop, items, shopper.token);
  const placed = await shop.rest(
    'POST',
    '/api/checkout',
    { cart_id: cartId, shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress(), currency: 'HKD' },
    shopper.token,
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.id;
}

const move = (id: number, status: string) => shop.rest('PUT', `/api/admin/order/${id}/status`, { status }, admin);
const salesOf = (year: number) => shop.rest('GET', `/api/admin/report/sales?from=${year}-05-01&to=${year}-05-31`, undefined, admin);

it('reports the cost of each promotion from the orders’ own shares, and takes it back when a paid order is canceled', async () => {
  const year = privateYear();
  const product = await sellable(shop, { stock: { [warehouse]: 20 }, price: '100.00' });
  const promotion = await createPromotion(shop, admin, {
    conditions: [onlyFor(product)],
    actions: [{ type: 'order_amount', value: { amount: '10' } }],
  });
  const first = await orderOf([{ product, quantity: 1 }]);
  const second = await orderOf([{ product, quantity: 2 }]);
  for (const id of [first, second]) {
    expect((await move(id, 'paid')).status).toBe(200);
    await eventAt(shop, id, { status: 'paid' }, `${year}-05-10T04:00:00Z`);
  }

  const may = await salesOf(year);
  expect(may.status).toBe(200);
  expect(may.body.promotions).toEqual([expect.objectContaining({ promotion_id: promotion.id, orders: 2, amount: '20.00' })]);
  expect(may.body.summary.discounts).toBe('20.00');

  expect((await move(second, 'canceled')).status).toBe(200);
  await eventAt(shop, second, { status: 'canceled' }, `${year}-05-12T04:00:00Z`);
  const after = await salesOf(year);
  expect(after.body.promotions).toEqual([expect.objectContaining({ promotion_id: promotion.id, orders: 1, amount: '10.00' })]);
  expect(after.body.summary.discounts).toBe('10.00');
});

it('refunds a line at what it was paid: its units’ share of the line net of the discounts it was given', async () => {
  const year = privateYear();
  const discounted = await sellable(shop, { stock: { [warehouse]: 20 }, price: '30.00' });
  const plain = await sellable(shop, { stock: { [warehouse]: 20 }, price: '50.00' });
  await createPromotion(shop, admin, {
    conditions: [onlyFor(discounted)],
    actions: [{ type: 'line_percent', value: { percent: 50, products: [discounted.productId] } }],
  });
  const id = await orderOf([
    { product: discounted, quantity: 3 },
    { product: plain, quantity: 1 },
  ]);
  const lines = await shop.em.execute<{ id: number; stock_id: number; net_total: string }[]>(
    'select id, stock_id, net_total from order_line where order_id = ?',
    [id],
  );
  const line = lines.find((l) => l.stock_id === discounted.stockId)!;
  const netPerUnit = Number(line.net_total) / 3;
  expect(netPerUnit).toBeLessThan(30);

  await eventAt(shop, id, { kind: 'line_refunded' }, `${year}-05-20T04:00:00Z`, [{ orderLineId: line.id, quantity: 2 }]);
  const [row] = await shop.em.execute<{ refund: string; units_refunded: number }[]>(
    `select refund, units_refunded from sales_ledger where order_id = ? and kind = 'line_refunded'`,
    [id],
  );
  expect(row).toEqual({ refund: (netPerUnit * 2).toFixed(2), units_refunded: 2 });
});
