import { TestShop } from '../support/shop.js';
import { inventoryQuantity, sellable } from './order-fixtures.js';
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
