import { TestShop } from '../support/shop.js';
import { sellable } from './order-fixtures.js';
import { makeStore, openRegister, returnUnits, sell } from './pos-fixtures.js';

// Issue 18: a register's session, from its float to its Z report (the counter's sales: pos.test.ts).

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
});
afterAll(() => shop.close());

describe('register sessions', () => {
  it('adds up the X report and closes with the Z report: expected, counted, over/short', async () => {
    const store = await makeStore(shop, token);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 10 }, price: '40.00' });
    const session = await openRegister(shop, token, store, '200.00');
    const path = `/api/admin/store/${store.id}/session/${session.id}`;
    await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 2 }], payments: [{ method: 'cash', amount: '100' }] });
    const card = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 1 }],
      payments: [{ method: 'card', amount: '40', reference: 'R' }],
    });
    await returnUnits(shop, token, card.body, { refundMethod: 'cash' });
    expect((await shop.rest('POST', `${path}/cash`, { amount: '50', reason: 'Change from the bank' }, token)).status).toBe(200);
    expect((await shop.rest('POST', `${path}/cash`, { amount: '-20', reason: 'Window cleaner' }, token)).status).toBe(200);
    expect((await shop.rest('POST', `${path}/cash`, { amount: 'x', reason: '' }, token)).body.errors).toEqual({
      amount: ['Please check your input.'],
      reason: ['This field is required.'],
    });
    const x = (await shop.rest('GET', `${path}/report`, undefined, token)).body;
    expect(x).toMatchObject({
      kind: 'X',
      float: '200.00',
      sales: 2,
      sales_total: '120.00',
      refunds_total: '40.00',
      by_method: [
        { method: 'card', amount: '40.00' },
        { method: 'cash', amount: '40.00' },
      ],
      cash_in: '50.00',
      cash_out: '20.00',
      expected_cash: '270.00',
      counted_cash: null,
    });
    const z = await shop.rest('PUT', path, { counted_cash: '265.50' }, token);
    expect(z.body).toMatchObject({ kind: 'Z', expected_cash: '270.00', counted_cash: '265.50', over_short: '-4.50' });
    expect((await shop.rest('PUT', path, { counted_cash: '1' }, token)).status).toBe(409);
    const after = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '40' }] });
    expect(after.status).toBe(409);
  });

  it('a cash movement racing the close waits for it, then is refused as on a closed session', async () => {
    const store = await makeStore(shop, token);
    const session = await openRegister(shop, token, store, '100.00');
    const path = `/api/admin/store/${store.id}/session/${session.id}`;
    let moved: Promise<{ status: number }> | undefined;
    // A close in progress: the session's row locked, then closed, while the movement is sent.
    await shop.em.fork().transactional(async (tx) => {
      await tx.execute('select id from register_session where id = ? for update', [session.id]);
      moved = shop.rest('POST', `${path}/cash`, { amount: '1', reason: 'Float top-up' }, token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute("update register_session set closed_at = now(), closed_by = 'test', counted_cash = 100, expected_cash = 100 where id = ?", [session.id]);
    });
    expect((await moved!).status).toBe(409);
    expect((await shop.rest('GET', `${path}/report`, undefined, token)).body).toMatchObject({ kind: 'Z', expected_cash: '100.00', movements: [] });
    expect((await shop.rest('POST', `/api/admin/store/${store.id}/session/999999999/cash`, { amount: '1', reason: 'x' }, token)).status).toBe(404);
  });

  it('closes a drawer holding more than 10 billion (the largest float, then a cash sale) with its Z report', async () => {
    const store = await makeStore(shop, token);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 1 }, price: '10.00' });
    const session = await openRegister(shop, token, store, '9999999999.99');
    await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '10' }] });
    const path = `/api/admin/store/${store.id}/session/${session.id}`;
    const z = await shop.rest('PUT', path, { counted_cash: '9999999999.99' }, token);
    expect(z).toMatchObject({ status: 200, body: { kind: 'Z', expected_cash: '10000000009.99', over_short: '-10.00' } });
    expect((await shop.rest('GET', `${path}/report`, undefined, token)).body).toMatchObject({ kind: 'Z', expected_cash: '10000000009.99' });
  });
});
