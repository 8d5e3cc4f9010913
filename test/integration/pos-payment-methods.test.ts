import type { AbstractSqlDriver } from '@mikro-orm/knex';
import { Migration20261203070000_counter_payment_names as CounterPaymentNames } from '../../migrations/Migration20261203070000_counter_payment_names.js';
import { readThenRollBack } from '../support/rolled-back.js';
import { TestShop } from '../support/shop.js';
import { staffToken } from '../support/staff.js';
import { checkoutMethods, sellable } from './order-fixtures.js';
import { makeStore, openRegister, sell } from './pos-fixtures.js';

/**
 * How a counter sale is paid (issue 18): the methods the counter takes (cash, card, a bank transfer; never
 * cash on delivery) and the names an order keeps of them, in the sale's language, older sales' renamed
 * by their migration.
 */

let shop: TestShop;
let token: string;
/** A cashier: offlinestore only. */
let cashier: string;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  cashier = await staffToken(shop, token, ['offlinestore']);
});
afterAll(() => shop.close());

it("names how a counter sale was paid by the methods' labels; the migration renames older sales' keys so, in each sale's language", async () => {
  const store = await makeStore(shop, token);
  const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '50.00' });
  await openRegister(shop, token, store, '100.00');
  const sale = await sell(shop, token, store, {
    lines: [{ stock_id: item.stockId, quantity: 1 }],
    payments: [
      { method: 'card', amount: '20', reference: 'T-1' },
      { method: 'cash', amount: '30' },
    ],
  });
  const order = await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token);
  expect(order.body).toMatchObject({ payment_method_name: 'Card + Cash', payment_kind: 'split' });

  // A sale written before the labels (its keys), in Chinese, and one in a language without labels.
  const migration = new CounterPaymentNames(shop.em.getDriver() as AbstractSqlDriver, shop.em.config);
  await migration.up();
  const [rename] = migration.getQueries().map(String);
  const names = await readThenRollBack(shop.em, async (tx) => {
    await tx.execute(`update shop_order set payment_method_name = 'exchange + card + cash', language = 'zh_hk' where id = ?`, [sale.body.id]);
    await tx.execute(rename);
    const [row] = await tx.execute<{ payment_method_name: string }[]>('select payment_method_name from shop_order where id = ?', [sale.body.id]);
    await tx.execute(`update shop_order set payment_method_name = 'cash + voucher', language = 'fr_fr' where id = ?`, [sale.body.id]);
    await tx.execute(rename);
    const [other] = await tx.execute<{ payment_method_name: string }[]>('select payment_method_name from shop_order where id = ?', [sale.body.id]);
    return [row.payment_method_name, other.payment_method_name];
  });
  expect(names).toEqual(['換貨 + 信用卡 + 現金', 'Cash + voucher']);
});

it('takes cash, card and a bank transfer at the counter, never cash on delivery (nothing is delivered)', async () => {
  await checkoutMethods(shop);
  const methods = async () => (await shop.rest('GET', '/api/admin/pos/payment_methods', undefined, cashier)).body as string[];
  // The methods are cached for a few seconds and dropped on a write: the new bank transfer shows at once.
  let listed = await methods();
  for (let wait = 0; !listed.includes('bank_transfer') && wait < 40; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    listed = await methods();
  }
  expect(listed).toEqual(['cash', 'card', 'bank_transfer']);
  const store = await makeStore(shop, token);
  const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '50.00' });
  await openRegister(shop, token, store);
  const cod = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash_on_delivery', amount: '50' }] });
  expect(cod.body.errors).toEqual({ 'payments.0.method': ['This payment method is not available.'] });
});
