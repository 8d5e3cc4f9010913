import type { AbstractSqlDriver } from '@mikro-orm/knex';
import { Migration20261124231508_sales_ledger as SalesLedgerMigration } from '../../migrations/Migration20261124231508_sales_ledger.js';
import { readThenRollBack } from '../support/rolled-back.js';
import { TestShop } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { checkoutMethods, sellingWarehouse } from './order-fixtures.js';
import { placeOrder } from './report-fixtures.js';

/**
 * Issue 19: orders placed before the sales ledger existed are backfilled by its migration. The backfill
 * must write what the live writers write for the same history: this test runs the migration's own
 * backfill statements over this database inside a transaction that it rolls back, and compares the
 * rows of orders the live code has just recorded (placed; paid then refunded; canceled unpaid; paid
 * then canceled).
 */

let shop: TestShop;
let admin: string;
let shopper: Shopper;
let options: { warehouse: number; shipping: number; payment: number };

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  shopper = await registerShopper(shop);
  const methods = await checkoutMethods(shop);
  options = { warehouse: await sellingWarehouse(shop), shipping: methods.shipping, payment: methods.cod };
});
afterAll(() => shop.close());

const move = async (id: number, status: string, extra: Record<string, unknown> = {}) => {
  const answer = await shop.rest('PUT', `/api/admin/order/${id}/status`, { status, ...extra }, admin);
  if (answer.status !== 200) throw new Error(`${status}: ${JSON.stringify(answer.body)}`);
};

const FIGURES = `kind, order_id, orders, units, units_refunded, gross::text, discount::text, shipping::text, tax::text, refund::text, net::text, channel, payment_method, currency`;

/** The backfill statements of the migration (the ones that read the orders), as it would run them. */
async function backfillStatements(): Promise<string[]> {
  const migration = new SalesLedgerMigration(shop.em.getDriver() as AbstractSqlDriver, shop.em.config);
  await migration.up();
  const statements = migration.getQueries().map(String);
  const backfill = statements.filter((sql) => /^\s*(with tz as|insert into sales_daily)/.test(sql));
  expect(backfill).toHaveLength(2);
  return backfill;
}

it('writes the same ledger rows as the live writers for placed, paid, refunded and canceled orders', async () => {
  const order = (quantity: number) => placeOrder(shop, { ...options, quantity, price: '35.50', token: shopper.token });
  const [placedOnly, refunded, canceledUnpaid, canceledPaid] = [await order(1), await order(2), await order(3), await order(1)];
  await move(refunded.id, 'paid');
  await move(refunded.id, 'refunded', { restock: true });
  await move(canceledUnpaid.id, 'canceled');
  await move(canceledPaid.id, 'paid');
  await move(canceledPaid.id, 'canceled');
  const ids = [placedOnly.id, refunded.id, canceledUnpaid.id, canceledPaid.id];
  const rowsOf = (em: { execute: typeof shop.em.execute }) =>
    em.execute<Record<string, unknown>[]>(`select ${FIGURES} from sales_ledger where order_id in (?, ?, ?, ?) order by order_id, id`, ids);

  const live = await rowsOf(shop.em);
  expect(live.map((row) => [row.order_id, row.kind])).toEqual([
    [placedOnly.id, 'placed'],
    [refunded.id, 'placed'],
    [refunded.id, 'paid'],
    [refunded.id, 'refunded'],
    [canceledUnpaid.id, 'placed'],
    [canceledUnpaid.id, 'canceled'],
    [canceledPaid.id, 'placed'],
    [canceledPaid.id, 'paid'],
    [canceledPaid.id, 'canceled'],
  ]);

  const statements = await backfillStatements();
  const backfilled = await readThenRollBack(shop.em, async (tx) => {
    // Rows, not the tables, are emptied (no table lock for the worker's other files); all is rolled back.
    await tx.execute('delete from sales_ledger');
    await tx.execute('delete from sales_daily');
    for (const sql of statements) await tx.execute(sql);
    const rows = await rowsOf(tx);
    const daily = await tx.execute<{ orders: number }[]>('select count(*)::int as orders from sales_daily');
    expect(daily[0].orders).toBeGreaterThan(0);
    return rows;
  });
  expect(backfilled).toEqual(live);
});
