import { productsWithStockMovedSince } from '../../server/modules/inventory/index.js';
import { changedProductIds } from '../../server/modules/product-feed/feed-push.job.js';
import { TestShop } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';
import { feedReceiver, feedValidator, makeShirt } from './product-feed-fixtures.js';
import { until } from './webhook-fixtures.js';

const STATUS = 'pushUrl pushTokenSet pendingCount lastAttemptAt lastSuccessAt lastErrorAt lastError lastPushedCount failedAttempts metadata { id }';

/** Issue 45: catalogue changes upserted to an agent platform's Feed API (PATCH /feeds/{id}/products), batched, retried. */
describe('product feed push', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  let shirt: Awaited<ReturnType<typeof makeShirt>>;
  let saved: Awaited<ReturnType<typeof savePush>>;
  let answer = 200;
  let platform: Awaited<ReturnType<typeof feedReceiver>>;
  const validRequest = feedValidator('UpsertProductsRequest');

  const status = async () => {
    const result = await shop.gql(`{ productFeed { ${STATUS} } }`, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data!.productFeed;
  };
  const savePush = (input: Record<string, unknown>) =>
    shop.gql(`mutation($input: ProductFeedPushInput!) { updateProductFeedPush(input: $input) { ${STATUS} } }`, { input }, token);
  type Shirt = Awaited<ReturnType<typeof makeShirt>>;
  /** The last record of `product` the platform received, once it satisfies `done` (the tests run in any order: each has its own shirt). */
  const lastRecord = async (product: Shirt, done: (record: any) => boolean) => {
    const found = await until(
      () =>
        platform
          .products()
          .filter((record) => record.id === product.sku)
          .at(-1),
      (record) => !!record && done(record),
    );
    expect(found && done(found)).toBe(true);
    return found;
  };
  /** A shirt of the test's own, once the platform has it (pushed as a change like any other). */
  const pushedShirt = async () => {
    const own = await makeShirt(shop, token, cat);
    await lastRecord(own, (record) => record.variants.length === 3);
    return own;
  };
  /** What the push's settings are (not its state, which every push moves). */
  const settingsOf = ({ pushUrl, pushTokenSet, metadata }: Record<string, unknown>) => ({ pushUrl, pushTokenSet, metadata });

  beforeAll(async () => {
    // Pushes every 300 ms here (5 minutes by default); loopback receivers allowed, jobs polled often.
    shop = await TestShop.start({ PRODUCT_FEED_PUSH_EVERY_MS: '300', WEBHOOK_ALLOW_LOOPBACK: '1', JOB_POLL_MS: '50' });
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    shirt = await makeShirt(shop, token, cat);
    platform = await feedReceiver(() => answer);
    // The platform's address is saved first: every test below sees pushes, whatever their order.
    saved = await savePush({ url: platform.url, token: 'tok_platform_secret' });
  });
  afterAll(async () => {
    await savePush({ url: '', clearToken: true });
    await platform.close();
    await shop.close();
  });

  it('refuses an address it may not send to, changing nothing', async () => {
    const before = await status();
    const refused = await savePush({ url: 'ftp://platform.example/feeds/x/products', token: 'tok_nope' });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { url: 'Please enter an https:// address.' } });
    expect(settingsOf(await status())).toEqual(settingsOf(before));
  });

  it('sends the whole catalogue once an address is saved, in batches, with the credential and the ACP version', async () => {
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProductFeedPush).toMatchObject({ pushUrl: platform.url, pushTokenSet: true, metadata: { id: 'feed_test' } });
    expect(JSON.stringify(saved.data)).not.toContain('tok_platform_secret');
    await lastRecord(shirt, (record) => record.variants.length === 3);
    const done = await until(status, (s) => !!s.lastSuccessAt && s.lastError === null);
    expect(done).toMatchObject({ lastError: null, failedAttempts: 0 });
    for (const request of platform.requests) {
      expect(request).toMatchObject({ method: 'PATCH', path: '/feeds/feed_test/products' });
      expect(request.headers).toMatchObject({ authorization: 'Bearer tok_platform_secret', 'api-version': '2026-04-17', 'content-type': 'application/json' });
      expect(validRequest(request.json)).toBeNull();
      expect(request.json.products.length).toBeLessThanOrEqual(100);
    }
  });

  it('upserts a product after its price changes', async () => {
    const own = await pushedShirt();
    const [first] = own.stocks;
    const changed = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      {
        id: own.id,
        input: {
          stocks: [
            { id: first.id, price: '100', specialPrice: '75' },
            { id: own.stocks[1].id, price: '120' },
            { id: own.stocks[2].id, price: '130' },
            { id: own.stocks[3].id, price: '99', visibled: false },
          ],
        },
      },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const record = await lastRecord(own, (r) => r.variants[0].price.amount === 7500);
    expect(record.variants[0]).toMatchObject({
      id: String(first.id),
      price: { amount: 7500, currency: 'HKD' },
      list_price: { amount: 10000, currency: 'HKD' },
    });
  });

  it('upserts a product after its stock is sold out', async () => {
    const own = await pushedShirt();
    const [first] = own.stocks;
    const inventory = first.inventories.find((i) => i.warehouseId === cat.warehouses.a)!;
    const since = new Date(Date.now() - 1);
    const taken = await shop.gql(
      'mutation($input: InventoryMovementInput!) { minusInventory(input: $input) { quantity } }',
      { input: { inventoryId: inventory.id, quantity: 12 } },
      token,
    );
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.minusInventory.quantity).toBe(0);
    await lastRecord(own, (r) => r.variants[0].availability.status === 'out_of_stock');
    // Found through the stock's own change (the inventory module's), not the product's.
    expect(await productsWithStockMovedSince(shop.em, since)).toContain(own.id);
    expect(await changedProductIds(shop.em, since)).toContain(own.id);
  });

  it('records a refused push and sends the change again once the platform answers', async () => {
    const own = await pushedShirt();
    answer = 503;
    const hidden = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: own.id, input: { visibled: false } },
      token,
    );
    expect(hidden.errors).toBeUndefined();
    const failing = await until(status, (s) => /^HTTP 503/.test(s.lastError ?? ''));
    expect(failing.lastError).toMatch(/^HTTP 503: .*Try later/);
    expect(failing.failedAttempts).toBeGreaterThan(0);
    expect(failing.pendingCount).toBeGreaterThan(0);
    answer = 200;
    // A product taken off sale is sent once more, every variant discontinued (the ACP defers deletes).
    const record = await lastRecord(own, (r) => r.variants.every((v: any) => v.availability.status === 'discontinued'));
    expect(record.variants.every((v: any) => v.availability.available === false)).toBe(true);
    const recovered = await until(status, (s) => s.lastError === null);
    expect(recovered).toMatchObject({ lastError: null, failedAttempts: 0 });
  });
});
