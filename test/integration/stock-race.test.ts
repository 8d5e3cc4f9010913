import { unitOfWork } from '../../server/common/transaction.js';
import { StockLedger } from '../../server/modules/inventory/stock-ledger.js';
import { TestShop } from '../support/shop.js';
import { anAddress, checkoutMethods, inventoryQuantity } from './order-fixtures.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

/**
 * Stock under contention (DESIGN 3, Stock): a form never writes back a quantity it read before a sale,
 * and transfers racing checkouts neither lose units nor fail with a 5xx. The races need real
 * concurrency (the test run's PostgreSQL server).
 */
const STALE = 'The stock of this item changed meanwhile; reload to see the current quantity';

let shop: TestShop;
let token: string;
let cat: Catalogue;
let methods: { shipping: number; cod: number };

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  cat = await makeCatalogue(shop);
  methods = await checkoutMethods(shop);
});
afterAll(() => shop.close());

/** A product made through the back office (its first quantities are history rows too): quantity per warehouse. */
async function product(stock: Record<number, number>) {
  const inventories = Object.entries(stock).map(([warehouse, quantity]) => ({ warehouse_id: Number(warehouse), quantity }));
  const answer = await shop.rest(
    'POST',
    '/api/admin/product',
    { name: 'Raced', stocks: [{ price: '10', options: [cat.colour.red, cat.size.m], inventories }] },
    token,
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: number; stocks: { id: number; price: string; inventories: { id: number; warehouse_id: number; quantity: number }[] }[] };
}

async function buy(stockId: number, quantity: number) {
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: stockId, quantity });
  if (cart.status !== 200) return cart;
  return shop.rest('POST', '/api/checkout', {
    cart_id: cart.body.cart_id,
    email: 'racer@example.com',
    shipping_method_id: methods.shipping,
    payment_method_id: methods.cod,
    shipping_address: anAddress(),
  });
}

describe('stock ledger under contention', () => {
  it('refuses a form saved after a sale: the stock stays what the sale left, nothing of the save is written', async () => {
    const made = await product({ [cat.warehouses.a]: 5 });
    expect(made.stocks[0].inventories[0].quantity).toBe(5); // the answer shows what the ledger wrote
    const form = (await shop.rest('GET', `/api/admin/product/${made.id}`, undefined, token)).body;
    const [inventory] = form.stocks[0].inventories;
    expect(inventory.quantity).toBe(5);

    expect((await buy(form.stocks[0].id, 2)).status).toBe(201);
    expect(await inventoryQuantity(shop, inventory.id)).toBe(3);

    // The unchanged form, as the admin screen sends it: the quantity it showed, and that as expected.
    const save = (quantity: number, expected: number | undefined, name = 'Renamed') =>
      shop.rest(
        'PUT',
        `/api/admin/product/${made.id}`,
        {
          name,
          stocks: [
            {
              id: form.stocks[0].id,
              price: form.stocks[0].price,
              options: form.stocks[0].options,
              inventories: [{ id: inventory.id, warehouse_id: inventory.warehouse_id, quantity, expected_quantity: expected }],
            },
          ],
        },
        token,
      );
    const stale = await save(5, 5);
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual({ 'stocks.0.inventories.0.quantity': [STALE] });
    expect(await inventoryQuantity(shop, inventory.id)).toBe(3);
    expect((await shop.rest('GET', `/api/admin/product/${made.id}`, undefined, token)).body.name).toBe('Raced');

    // Reloaded (3): saving it unchanged writes no movement; a change from the quantity shown applies.
    const histories = async () =>
      (await shop.rest('GET', `/api/admin/inventory/${inventory.id}/histories`, undefined, token)).body as { type: string; quantity: number }[];
    const before = (await histories()).length;
    expect((await save(3, 3)).status).toBe(200);
    expect((await save(3, undefined)).status).toBe(200);
    expect(await histories()).toHaveLength(before);
    const changed = await save(7, 3);
    expect(changed.status).toBe(200);
    expect(changed.body.stocks[0].inventories[0].quantity).toBe(7);
    expect(await inventoryQuantity(shop, inventory.id)).toBe(7);
    expect((await histories())[0]).toMatchObject({ type: 'update', quantity: 4 });
  });

  it('a counter sale takes units like an order, recorded as type pos; short of units it takes nothing', async () => {
    const made = await product({ [cat.warehouses.a]: 3 });
    const [inventory] = made.stocks[0].inventories;
    const warehouse = { id: cat.warehouses.a, name: 'Counter', enabled: true };
    const sale = (quantity: number) =>
      unitOfWork(shop.em, (tx) =>
        StockLedger.sellAtCounter(
          tx,
          warehouse,
          [{ stockId: made.stocks[0].id, productId: made.id, quantity, sku: 'counter-sku', options: '' }],
          'Counter sale 1',
          'Clerk',
        ),
      );
    const allocations = await sale(2);
    expect(allocations.get(made.stocks[0].id)).toEqual([{ inventoryId: inventory.id, warehouseId: cat.warehouses.a, warehouseName: 'Counter', quantity: 2 }]);
    await expect(sale(2)).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await inventoryQuantity(shop, inventory.id)).toBe(1);
    const [last] = await shop.em.execute<{ type: string; quantity: number; remark: string; admin_name: string }[]>(
      'select type, quantity, remark, admin_name from inventory_history where inventory_id = ? order by id desc limit 1',
      [inventory.id],
    );
    expect(last).toEqual({ type: 'pos', quantity: -2, remark: 'Counter sale 1', admin_name: 'Clerk' });
  });

  it('40 transfers both ways and 20 checkouts at once: no 5xx, units conserved, histories sum to every quantity', async () => {
    const made = await product({ [cat.warehouses.a]: 50, [cat.warehouses.b]: 50 });
    const stockId = made.stocks[0].id;
    const byWarehouse = new Map(made.stocks[0].inventories.map((i) => [i.warehouse_id, i.id]));
    const transfer = (from: number, to: number, quantity: number) =>
      shop.rest('POST', '/api/admin/inventory/transfer', { inventory_id: byWarehouse.get(from), quantity, to }, token);
    const transfers = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? transfer(cat.warehouses.a, cat.warehouses.b, 1 + (i % 3)) : transfer(cat.warehouses.b, cat.warehouses.a, 1 + (i % 3)),
    );
    const checkouts = Array.from({ length: 20 }, () => buy(stockId, 2));
    const answers = await Promise.all([...transfers, ...checkouts]);

    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    const moved = answers.slice(0, 40);
    const sold = answers.slice(40);
    expect(moved.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    expect(sold.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(moved.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    const placed = sold.filter((a) => a.status === 201).length;
    expect(placed).toBe(20); // 100 units, 40 wanted: every checkout finds stock

    const rows = await shop.em.execute<{ id: number; quantity: number; history: string | null }[]>(
      `select i.id, i.quantity, (select sum(h.quantity) from inventory_history h where h.inventory_id = i.id) as history
         from inventory i where i.stock_id = ? order by i.id`,
      [stockId],
    );
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + Number(row.quantity), 0)).toBe(100 - placed * 2);
    for (const row of rows) expect(Number(row.history)).toBe(Number(row.quantity));
  }, 60_000);

  it('the unit of work runs a deadlocked transaction again instead of failing', async () => {
    const made = await product({ [cat.warehouses.a]: 1, [cat.warehouses.b]: 1 });
    const [x, y] = made.stocks[0].inventories.map((i) => i.id);
    let attempts = 0;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    // Two transactions taking the same rows in opposite orders: PostgreSQL kills one with 40P01.
    const crossed = (first: number, second: number) =>
      unitOfWork(shop.em, async (tx) => {
        attempts += 1;
        await tx.execute('select id from inventory where id = ? for update', [first]);
        await pause();
        await tx.execute('select id from inventory where id = ? for update', [second]);
        return 'done';
      });
    expect(await Promise.all([crossed(x, y), crossed(y, x)])).toEqual(['done', 'done']);
    expect(attempts).toBeGreaterThan(2);
  }, 30_000);
});
