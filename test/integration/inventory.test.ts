import { TestShop } from '../support/shop.js';
import { adminWithout, makeCatalogue, type Catalogue } from './product-fixtures.js';

describe('stock movements', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;

  /** A product with one stock holding `quantity` in warehouse a; answers ids. */
  async function stocked(quantity: number): Promise<{ productId: number; stockId: number; inventoryId: number; sku: string }> {
    const answer = await shop.rest(
      'POST',
      '/api/admin/product',
      { name: 'Stocked', stocks: [{ price: '5', options: [cat.colour.red, cat.size.m], inventories: [{ warehouse_id: cat.warehouses.a, quantity }] }] },
      token,
    );
    expect(answer.status).toBe(201);
    const stock = answer.body.stocks[0];
    return { productId: answer.body.id, stockId: stock.id, inventoryId: stock.inventories[0].id, sku: stock.sku };
  }

  const move = (kind: string, body: Record<string, unknown>, as: string | undefined = token) => shop.rest('POST', `/api/admin/inventory/${kind}`, body, as);

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('plus, minus and update change the quantity and write a history row each', async () => {
    const { inventoryId, productId, sku } = await stocked(10);
    const plus = await move('plus', { inventory_id: inventoryId, quantity: 5, remark: 'delivery' });
    expect(plus.status).toBe(200);
    expect(plus.body).toMatchObject({ id: inventoryId, quantity: 15, warehouse_id: cat.warehouses.a, status: 'enabled', available_inventories: 15 });
    expect((await move('minus', { inventory_id: inventoryId, quantity: 3 })).body.quantity).toBe(12);
    expect((await move('update', { inventory_id: inventoryId, quantity: 4, remark: 'count' })).body.quantity).toBe(4);

    const histories = await shop.rest('GET', `/api/admin/inventory/${inventoryId}/histories`, undefined, token);
    expect(histories.status).toBe(200);
    expect(histories.body.map((h: { type: string; action: string }) => [h.type, h.action])).toEqual([
      ['update', '-8 stock'],
      ['minus', '-3 stock'],
      ['plus', '+5 stock'],
      ['plus', '+10 stock'],
    ]);
    expect(histories.body[2]).toMatchObject({
      remark: 'delivery',
      sku,
      option: 'Red / M',
      admin_name: expect.any(String),
      inventory_id: inventoryId,
      product_id: productId,
    });
    expect(histories.body[2].warehouse_name).toMatch(/^Main /);
    const byProduct = await shop.rest('GET', `/api/admin/product/${productId}/inventories/histories`, undefined, token);
    expect(byProduct.body).toHaveLength(4);
  });

  it("a product answer carries its latest 20 movements; the product's histories route has all of them", async () => {
    const { inventoryId, productId } = await stocked(1);
    // 120 more movements, as sales would leave them (one statement: the route's rules are tested above).
    await shop.em.execute(
      `insert into inventory_history (created_at, updated_at, inventory_id, product_id, type, warehouse_name, quantity, action, remark, admin_name, sku, "option")
       select now() + make_interval(secs => n), now(), ?, ?, 'order', 'Main', -1, '-1 stock', 'sale ' || n, '', 'SKU', '' from generate_series(1, 120) n`,
      [inventoryId, productId],
    );
    const product = await shop.rest('GET', `/api/admin/product/${productId}`, undefined, token);
    expect(product.body.inventories_histories).toHaveLength(20);
    expect(product.body.inventories_histories[0].remark).toBe('sale 120');
    const all = await shop.rest('GET', `/api/admin/product/${productId}/inventories/histories`, undefined, token);
    expect(all.body).toHaveLength(121);
  });

  it('refuses a quantity that is not a positive integer, or above the total', async () => {
    const { inventoryId } = await stocked(2);
    for (const quantity of [0, -1, 1.5]) {
      const answer = await move('plus', { inventory_id: inventoryId, quantity });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ quantity: ['Quantity must be a positive integer'] });
    }
    expect((await move('update', { inventory_id: inventoryId, quantity: 0 })).body.errors).toEqual({ quantity: ['Quantity must be a positive integer'] });
    const tooMany = await move('minus', { inventory_id: inventoryId, quantity: 3 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ quantity: ['Quantity can not be large than inventory total quantity'] });
    const transfer = await move('transfer', { inventory_id: inventoryId, quantity: 3, to: cat.warehouses.b });
    expect(transfer.body.errors).toEqual({ quantity: ['Quantity can not be large than inventory total quantity'] });
    const history = await shop.rest('GET', `/api/admin/inventory/${inventoryId}/histories`, undefined, token);
    expect(history.body).toHaveLength(1);
  });

  it('transfers to another warehouse (creating its inventory), with a history row on both sides', async () => {
    const { inventoryId, stockId, productId } = await stocked(6);
    const noDestination = await move('transfer', { inventory_id: inventoryId, quantity: 1, from: cat.warehouses.a });
    expect(noDestination.status).toBe(422);
    expect(noDestination.body.errors).toEqual({ to: ['Please select the transfer destination of the inventory'] });
    const same = await move('transfer', { inventory_id: inventoryId, quantity: 1, to: cat.warehouses.a });
    expect(same.body.errors).toEqual({ to: ['Please select the transfer destination of the inventory'] });

    const moved = await move('transfer', {
      inventory_id: inventoryId,
      quantity: 4,
      remark: 'rebalance',
      from: cat.warehouses.a,
      to: cat.warehouses.b,
      total_quantity: 6,
      stock_id: stockId,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.quantity).toBe(2);
    await move('transfer', { inventory_id: inventoryId, quantity: 1, to: cat.warehouses.b });
    const product = await shop.rest('GET', `/api/admin/product/${productId}`, undefined, token);
    const quantities = Object.fromEntries(
      product.body.stocks[0].inventories.map((i: { warehouse_id: number; quantity: number }) => [i.warehouse_id, i.quantity]),
    );
    expect(quantities).toEqual({ [cat.warehouses.a]: 1, [cat.warehouses.b]: 5 });
    const histories = await shop.rest('GET', `/api/admin/product/${productId}/inventories/histories`, undefined, token);
    const transfers = histories.body.filter((h: { type: string }) => h.type === 'transfer').map((h: { action: string }) => h.action);
    expect(transfers.sort()).toEqual(['+1 stock', '+4 stock', '-1 stock', '-4 stock']);
  });

  it('never loses an update nor goes below zero under concurrent movements', async () => {
    const { inventoryId } = await stocked(10);
    const answers = await Promise.all(Array.from({ length: 15 }, () => move('minus', { inventory_id: inventoryId, quantity: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    const mixed = await Promise.all([
      ...Array.from({ length: 6 }, () => move('plus', { inventory_id: inventoryId, quantity: 2 })),
      ...Array.from({ length: 6 }, () => move('minus', { inventory_id: inventoryId, quantity: 1 })),
    ]);
    const taken = mixed.slice(6).filter((a) => a.status === 200).length;
    const histories = await shop.rest('GET', `/api/admin/inventory/${inventoryId}/histories`, undefined, token);
    const final = (await move('plus', { inventory_id: inventoryId, quantity: 1 })).body.quantity - 1;
    expect(final).toBe(12 - taken);
    expect(final).toBeGreaterThanOrEqual(0);
    // One history row per successful movement (plus the initial stock).
    expect(histories.body).toHaveLength(1 + 10 + 6 + taken);
  });

  it('answers 404 for a missing inventory or product, 401 and 403 without access', async () => {
    expect((await move('plus', { inventory_id: 999999, quantity: 1 })).status).toBe(404);
    expect((await shop.rest('GET', '/api/admin/inventory/999999/histories', undefined, token)).status).toBe(404);
    expect((await shop.rest('GET', '/api/admin/product/999999/inventories/histories', undefined, token)).status).toBe(404);
    expect((await move('plus', { inventory_id: 1, quantity: 1 }, '')).status).toBe(401);
    const other = await adminWithout(shop, token);
    expect((await move('minus', { inventory_id: 1, quantity: 1 }, other)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/inventory/1/histories', undefined, other)).status).toBe(403);
  });
});
