import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable, sellingWarehouse } from './order-fixtures.js';
import { makeStore, openRegister, returnUnits, sell, type TestStore } from './pos-fixtures.js';

/** Returns against a receipt at the counter (issue 18): units back to the shelf or not, and how the refund goes back. */
let shop: TestShop;
let token: string;
let store: TestStore;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  store = await makeStore(shop, token);
});
afterAll(() => shop.close());

describe('returns at the counter', () => {
  it('returns a line with restock and one without; never more than was sold', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '30.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    const sale = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 3 }],
      payments: [{ method: 'card', amount: '90', reference: 'X1' }],
    });
    const first = await returnUnits(shop, token, sale.body, { restock: true });
    expect(first.status).toBe(200);
    expect(first.body.lines[0].returned).toBe(1);
    expect(first.body.payments).toContainEqual({ method: 'card', amount: '-30.00', currency: 'HKD', currency_amount: '-30.00', reference: '' });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(3);
    const second = await returnUnits(shop, token, sale.body, { restock: false, refundMethod: 'cash' });
    expect(second.body.payments).toContainEqual({ method: 'cash', amount: '-30.00', currency: 'HKD', currency_amount: '-30.00', reference: '' });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(3);
    const over = await returnUnits(shop, token, sale.body, { quantity: 2 });
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['The quantity can not be more than what is left to return.'] });
    // Every refusal at once: too many units and a method the sale was never paid by.
    const refused = await returnUnits(shop, token, sale.body, { quantity: 2, refundMethod: 'bank_transfer' });
    expect(refused.body.errors).toEqual({
      'lines.0.quantity': ['The quantity can not be more than what is left to return.'],
      refund_method: ['This payment method is not available.'],
    });
    // The last unit returned twice at once (two cashiers): one refund.
    const both = await Promise.all([1, 2].map(() => returnUnits(shop, token, sale.body, { restock: false })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 422]);
    const [history] = (await shop.rest('GET', `/api/admin/inventory/${item.inventories.get(store.warehouseId)}/histories`, undefined, token)).body;
    expect(history).toMatchObject({ type: 'pos_return', quantity: 1 });
    const rows = await shop.em.execute<{ kind: string; refund: string }[]>(
      `select kind, refund::text from sales_ledger where order_id = ? and kind = 'pos_return'`,
      [sale.body.id],
    );
    expect(rows.map((r) => r.refund)).toEqual(['30.00', '30.00', '30.00']);
  });

  it('refunds by a chosen method at most what it took; by default the way the sale was paid, its other methods first and cash for the rest', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '10.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    const sale = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 3 }],
      payments: [
        { method: 'card', amount: '15', reference: 'T-1' },
        { method: 'cash', amount: '20' },
      ],
    });
    const back = (quantity: number, refundMethod?: string) => returnUnits(shop, token, sale.body, { quantity, refundMethod });
    // The terminal charged 15.00: it refunds no 30.00.
    expect((await back(3, 'card')).body.errors).toEqual({ refund_method: ['This payment method is not available.'] });
    expect((await back(1)).body.payments.at(-1)).toMatchObject({ method: 'card', amount: '-10.00' });
    expect((await back(1, 'card')).body.errors).toEqual({ refund_method: ['This payment method is not available.'] });
    // 20.00 back: the card's last 5.00 to the card, 15.00 from the drawer (the cash it kept).
    const last = await back(2);
    expect(last.body.payments.slice(-2)).toEqual([
      expect.objectContaining({ method: 'card', amount: '-5.00', currency_amount: '-5.00' }),
      expect.objectContaining({ method: 'cash', amount: '-15.00', currency_amount: '-15.00' }),
    ]);
    expect(last.body.lines[0].returned).toBe(3);
    const [line] = await shop.em.execute<{ refund_method: string }[]>('select refund_method from pos_return_line where order_id = ? order by id desc limit 1', [
      sale.body.id,
    ]);
    expect(line.refund_method).toBe('split');
  });
});

/** A member's order through the storefront, paid on delivery: pending. */
async function webOrder(): Promise<{ id: number }> {
  const [methods, shopper, warehouse] = await Promise.all([checkoutMethods(shop), registerShopper(shop), sellingWarehouse(shop)]);
  const product = await sellable(shop, { stock: { [warehouse]: 1 } });
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 }, shopper.token);
  const body = { cart_id: cart.body.cart_id, shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress() };
  const placed = await shop.rest('POST', '/api/checkout', body, shopper.token);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return { id: placed.body.id };
}

describe('a counter sale on the order screen', () => {
  it('is never moved by status (one or in a batch): its returns are taken at the counter, once', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 4 }, price: '25.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    const web = await webOrder();
    const sale = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 2 }], payments: [{ method: 'cash', amount: '50' }] });
    expect(sale.status).toBe(200);
    const inventory = item.inventories.get(store.warehouseId)!;
    const order = await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token);
    expect(order.body).toMatchObject({ source: 'pos', status: 'completed', next_statuses: [] });

    // A refund by status beside the counter's return would pay and restock the same units twice.
    const moved = await shop.rest('PUT', `/api/admin/order/${sale.body.id}/status`, { status: 'refunded', restock: true }, token);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('A counter sale is returned at the point of sale.');
    const batch = await shop.rest('PUT', '/api/admin/order/batch', { ids: [sale.body.id], data: { status: 'refunded', restock: true } }, token);
    expect(batch.status).toBe(409);
    expect((await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token)).body.status).toBe('completed');
    expect(await inventoryQuantity(shop, inventory)).toBe(2);
    // All or nothing: a web order placed before it, in the same batch, stays as it was.
    expect(web.id).toBeLessThan(sale.body.id);
    const mixed = await shop.rest('PUT', '/api/admin/order/batch', { ids: [sale.body.id, web.id], data: { status: 'paid' } }, token);
    expect(mixed.status).toBe(409);
    expect((await shop.rest('GET', `/api/admin/order/${web.id}`, undefined, token)).body.status).toBe('pending');

    // The counter takes it back: one unit to the shelf, its money out of the drawer.
    expect((await returnUnits(shop, token, sale.body, { restock: true })).status).toBe(200);
    expect(await inventoryQuantity(shop, inventory)).toBe(3);
  });

  it('is not returned again once its order was refunded or canceled (by status, before counter sales were kept off it)', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 2 }, price: '40.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    const sale = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '40' }] });
    await shop.em.execute(`update shop_order set status = 'refunded' where id = ?`, [sale.body.id]);
    const again = await returnUnits(shop, token, sale.body, { restock: true, quantity: 2 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      order_id: ['This sale has been refunded or canceled: nothing is left to return.'],
      'lines.0.quantity': ['The quantity can not be more than what is left to return.'],
    });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(1);
    // Nor exchanged.
    const exchange = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 1 }],
      exchange: { order_id: sale.body.id, lines: [{ order_item_id: sale.body.lines[0].id, quantity: 1 }] },
      payments: [{ method: 'cash', amount: '40' }],
    });
    expect(exchange.status).toBe(422);
    expect(exchange.body.errors['exchange.order_id']).toEqual(['This sale has been refunded or canceled: nothing is left to return.']);
  });

  it('is found by the order list filter of where orders were placed', async () => {
    await openRegister(shop, token, store).catch(() => undefined);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 1 }, price: '5.00' });
    const sale = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '5' }] });
    const counter = await shop.rest('GET', '/api/admin/order?per_page=100&sort=-id&source=pos', undefined, token);
    expect(counter.status).toBe(200);
    expect(counter.body.data.map((o: { id: number }) => o.id)).toContain(sale.body.id);
    expect(new Set(counter.body.data.map((o: { source: string }) => o.source))).toEqual(new Set(['pos']));
    const online = await shop.rest('GET', '/api/admin/order?per_page=100&sort=-id&source=storefront,admin', undefined, token);
    expect(online.body.data.map((o: { id: number }) => o.id)).not.toContain(sale.body.id);
    const unknown = await shop.rest('GET', '/api/admin/order?source=shop', undefined, token);
    expect(unknown.status).toBe(422);

    // Each names its store, register and receipt, read for a whole page in one statement.
    const query = `query($perPage: Int) { orders(filter: { source: [pos] }, options: { perPage: $perPage, sort: "-id" }) {
      items { id counterSale { storeId registerName receiptNumber } } } }`;
    const page = await shop.gql(query, { perPage: 10 }, token);
    expect(page.data!.orders.items.find((o: { id: number }) => o.id === sale.body.id).counterSale).toEqual({
      storeId: store.id,
      registerName: 'Till 1',
      receiptNumber: sale.body.receipt_number,
    });
    // More than a page of 10 counter sales, so that the two pages differ.
    const more = await sellable(shop, { stock: { [store.warehouseId]: 10 }, price: '1.00' });
    for (let i = 0; i < 10; i += 1)
      await sell(shop, token, store, { lines: [{ stock_id: more.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '1' }] });
    const small = await shop.statementsOf(() => shop.gql(query, { perPage: 10 }, token));
    const large = await shop.statementsOf(() => shop.gql(query, { perPage: 100 }, token));
    expect(large).toBe(small);
    const web = await shop.gql(`{ orders(filter: { source: [storefront] }, options: { perPage: 10 }) { items { counterSale { storeId } } } }`, {}, token);
    expect(web.data!.orders.items.every((o: { counterSale: unknown }) => o.counterSale === null)).toBe(true);
  });
});
