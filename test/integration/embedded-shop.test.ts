import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestShop } from '../support/shop.js';
import { anAddress } from './order-fixtures.js';

/**
 * `npm start` with nothing set up (issue 41): the embedded PGlite database in an empty DATA_DIR is
 * created, migrated and seeded with the demo shop by the first start, sells to a guest, and keeps what
 * it sold over a restart, which seeds nothing again. The embedded database has one session: the server
 * must open nothing beside its pool of one (the cache bus's LISTEN connection broke it once). Backup and
 * restore of the embedded database are in backup.test.ts, its sign-in flow in auth-embedded.test.ts.
 */
describe('the embedded database from an empty folder, as npm start makes it', () => {
  let dataDir: string;
  let shop: TestShop;
  const start = () => TestShop.start({ DATABASE_URL: '', DATA_DIR: dataDir, DB_POOL_SIZE: '1', SEED_DEMO: '1' });
  const count = async (table: string) => Number((await shop.em.execute<{ n: string }[]>(`select count(*) as n from "${table}"`))[0].n);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
    shop = await start();
    // PGlite's initdb, every migration and the demo shop's 30 products with pictures, in WebAssembly.
  }, 300_000);
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the database in DATA_DIR with the demo shop, and opens no connection beside its one', async () => {
    expect(shop.config.databaseUrl).toBe('');
    expect(shop.running.db.embedded).toBeDefined();
    expect(shop.running.cacheBus).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(await count('product')).toBe(30);
    const page = await shop.rest('POST', '/api/product', { url: 'celadon-gaiwan', language: 'en_us' });
    expect(page.status).toBe(200);
    expect(page.body.available).toBe(true);
  });

  it('sells a demo product to a guest and keeps the order, the stock taken and the catalogue over a restart', async () => {
    const onHand = async (stockId: number) =>
      Number((await shop.em.execute<{ n: string }[]>(`select coalesce(sum(quantity), 0) as n from inventory where stock_id = ?`, [stockId]))[0].n);
    const [stock] = await shop.em.execute<{ id: number }[]>(
      `select s.id from stock s join product p on p.id = s.product_id
       where p.url = 'celadon-gaiwan' and exists (select 1 from inventory i where i.stock_id = s.id and i.quantity > 1) order by s.id limit 1`,
    );
    const before = await onHand(stock.id);
    const [shipping] = await shop.em.execute<{ id: number }[]>(`select id from shipping_method where enabled order by id limit 1`);
    const [cod] = await shop.em.execute<{ id: number }[]>(`select id from payment_method where enabled and kind = 'cash_on_delivery'`);
    const cart = await shop.rest('POST', '/api/cart/item', { stock_id: stock.id, quantity: 1 });
    expect(cart.status).toBe(200);
    const placed = await shop.rest('POST', '/api/checkout', {
      cart_id: cart.body.cart_id,
      email: 'embedded.guest@example.com',
      shipping_method_id: shipping.id,
      payment_method_id: cod.id,
      shipping_address: anAddress(),
    });
    expect(placed.status).toBe(201);
    const number = placed.body.order_number;
    expect(number).toEqual(expect.any(String));
    const products = await count('product');

    await shop.close();
    shop = await start();

    const [order] = await shop.em.execute<{ email: string; status: string }[]>(`select email, status from shop_order where order_number = ?`, [number]);
    expect(order).toEqual({ email: 'embedded.guest@example.com', status: 'pending' });
    expect(await onHand(stock.id)).toBe(before - 1);
    expect(await count('product')).toBe(products);
    const admin = await shop.rest('GET', `/api/admin/order?keyword=${encodeURIComponent(number)}`, undefined, await shop.adminToken());
    expect(admin.status).toBe(200);
  }, 120_000);
});
