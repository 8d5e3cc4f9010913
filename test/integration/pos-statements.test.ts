import { ownDatabase } from '../support/own-database.js';
import { TestShop } from '../support/shop.js';
import { sellable, type Sellable } from './order-fixtures.js';
import { makeStore, openRegister, sell, type TestStore } from './pos-fixtures.js';

// What a counter sale costs the database (issue 18's bench: ten registers at once, p95 target 50 ms).
// Every statement of a sale is a round trip, and those inside its transaction hold its row locks longer.

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
});
afterAll(() => shop.close());

const twoItems = (a: Sellable, b: Sellable) => ({
  lines: [
    { stock_id: a.stockId, quantity: 1 },
    { stock_id: b.stockId, quantity: 1 },
  ],
  payments: [{ method: 'cash', amount: '500' }],
});

/**
 * A shop of its own on an empty database: what a sale costs depends on what else the shop holds (other
 * test files' webhook subscriptions in the worker's database add their deliveries' statements).
 */
async function ownShop(): Promise<{ shop: TestShop; close(): Promise<void> }> {
  const database = await ownDatabase('pos-statements');
  const own = await database.start().catch(async (error) => {
    await database.drop();
    throw error;
  });
  return { shop: own, close: async () => (await own.close(), await database.drop()) };
}

it('a counter sale of two items paid in cash costs at most 9 statements, 4 of them in its transaction', async () => {
  const own = await ownShop();
  try {
    const { shop } = own;
    const token = await shop.adminToken();
    const store = await makeStore(shop, token);
    await openRegister(shop, token, store);
    const a = await sellable(shop, { stock: { [store.warehouseId]: 100 }, price: '100.00' });
    const b = await sellable(shop, { stock: { [store.warehouseId]: 100 }, price: '50.00' });
    const body = twoItems(a, b);
    await sell(shop, token, store, body);
    // The jobs the sales queue (webhooks, mails) wait: their statements are not the sale's.
    const queries = await shop.withoutJobs(async () => {
      shop.resetQueries();
      expect((await sell(shop, token, store, body)).status).toBe(200);
      return shop.queries.filter((sql) => !/from "setting"/.test(sql));
    });
    // Not counted: the shared settings, read again whenever their 5 s have run out, in whichever request
    // that is. 11 before (the store's inventories locked apart from taking them, the ledger row written
    // after the order); 21 before that (the client id looked up apart from the counter, the order keys taken apart, the
    // order, lines, sale, payment and two status rows written one by one with the order updated, and the
    // receipt read again after the commit, the order's figures read back for the ledger); 33 before that (the listeners looked up per event, the order locked twice, the settings and
    // the admin's name read again, the session and the receipt, the order's figures and its discounts apart).
    expect(queries.length).toBeLessThanOrEqual(9);
    const begin = queries.findIndex((sql) => /^(\[query\] )?begin/.test(sql));
    const commit = queries.findIndex((sql) => /^(\[query\] )?commit/.test(sql));
    expect(begin).toBeGreaterThan(-1);
    expect(commit - begin - 1).toBeLessThanOrEqual(4);
  } finally {
    await own.close();
  }
}, 120_000);

it("rolls each register's sales up into the register's own row of the day; the sales report sums them", async () => {
  const store = await makeStore(shop, token);
  const updated = await shop.rest('PUT', `/api/admin/store/${store.id}`, { registers: [{ id: store.registerId, name: 'Till 1' }, { name: 'Till 2' }] }, token);
  expect(updated.status).toBe(200);
  const second: TestStore = { ...store, registerId: updated.body.registers[1].id };
  await openRegister(shop, token, store);
  await openRegister(shop, token, second);
  const a = await sellable(shop, { stock: { [store.warehouseId]: 10 }, price: '100.00' });
  const b = await sellable(shop, { stock: { [store.warehouseId]: 10 }, price: '50.00' });
  for (const at of [store, second, second]) expect((await sell(shop, token, at, twoItems(a, b))).status).toBe(200);

  const rows = await shop.em.execute<{ register_id: number; orders: number; gross: string }[]>(
    'select register_id, orders, gross::text from sales_daily where channel = ? and store_id = ? order by register_id',
    ['pos', store.id],
  );
  expect(rows).toEqual([
    { register_id: store.registerId, orders: 1, gross: '150.00' },
    { register_id: second.registerId, orders: 2, gross: '300.00' },
  ]);
  const [{ today }] = await shop.em.execute<{ today: string }[]>('select max(local_date)::text as today from sales_daily where store_id = ?', [store.id]);
  const report = await shop.rest('GET', `/api/admin/report/sales?from=${today}&to=${today}&channel=pos&store_id=${store.id}`, undefined, token);
  expect(report.status).toBe(200);
  expect(report.body.summary).toMatchObject({ orders: 3, units: 6, gross_sales: '450.00' });
});
