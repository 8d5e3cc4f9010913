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
  const shirtRecords = () => platform.products().filter((product) => product.id === shirt.sku);
  const lastShirt = async (done: (record: any) => boolean) => {
    const found = await until(
      () => shirtRecords().at(-1),
      (record) => !!record && done(record),
    );
    expect(found && done(found)).toBe(true);
    return found;
  };

  beforeAll(async () => {
    // Pushes every 300 ms here (5 minutes by default); loopback receivers allowed, jobs polled often.
    shop = await TestShop.start({ PRODUCT_FEED_PUSH_EVERY_MS: '300', WEBHOOK_ALLOW_LOOPBACK: '1', JOB_POLL_MS: '50' });
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    shirt = await makeShirt(shop, token, cat);
    platform = await feedReceiver(() => answer);
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
    expect(await status()).toEqual(before);
  });

  it('sends the whole catalogue once an address is saved, in batches, with the credential and the ACP version', async () => {
    const saved = await savePush({ url: platform.url, token: 'tok_platform_secret' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProductFeedPush).toMatchObject({ pushUrl: platform.url, pushTokenSet: true, metadata: { id: 'feed_test' } });
    expect(JSON.stringify(saved.data)).not.toContain('tok_platform_secret');
    await lastShirt((record) => record.variants.length === 3);
    const done = await until(status, (s) => !!s.lastSuccessAt);
    expect(done).toMatchObject({ lastError: null, failedAttempts: 0 });
    for (const request of platform.requests) {
      expect(request).toMatchObject({ method: 'PATCH', path: '/feeds/feed_test/products' });
      expect(request.headers).toMatchObject({ authorization: 'Bearer tok_platform_secret', 'api-version': '2026-04-17', 'content-type': 'application/json' });
      expect(validRequest(request.json)).toBeNull();
      expect(request.json.products.length).toBeLessThanOrEqual(100);
    }
  });

  it('upserts a product after its price changes', async () => {
    const [first] = shirt.stocks;
    const changed = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      {
        id: shirt.id,
        input: {
          stocks: [
            { id: first.id, price: '100', specialPrice: '75' },
            { id: shirt.stocks[1].id, price: '120' },
            { id: shirt.stocks[2].id, price: '130' },
            { id: shirt.stocks[3].id, price: '99', visibled: false },
          ],
        },
      },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const record = await lastShirt((r) => r.variants[0].price.amount === 7500);
    expect(record.variants[0]).toMatchObject({
      id: String(first.id),
      price: { amount: 7500, currency: 'HKD' },
      list_price: { amount: 10000, currency: 'HKD' },
    });
  });

  it('upserts a product after its stock is sold out', async () => {
    const [first] = shirt.stocks;
    const inventory = first.inventories.find((i) => i.warehouseId === cat.warehouses.a)!;
    const since = new Date(Date.now() - 1);
    const taken = await shop.gql(
      'mutation($input: InventoryMovementInput!) { minusInventory(input: $input) { quantity } }',
      { input: { inventoryId: inventory.id, quantity: 12 } },
      token,
    );
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.minusInventory.quantity).toBe(0);
    await lastShirt((r) => r.variants[0].availability.status === 'out_of_stock');
    // Found through the stock's own change (the inventory module's), not the product's.
    expect(await productsWithStockMovedSince(shop.em, since)).toContain(shirt.id);
    expect(await changedProductIds(shop.em, since)).toContain(shirt.id);
  });

  it('records a refused push and sends the change again once the platform answers', async () => {
    answer = 503;
    const hidden = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: shirt.id, input: { visibled: false } },
      token,
    );
    expect(hidden.errors).toBeUndefined();
    const failing = await until(status, (s) => /^HTTP 503/.test(s.lastError ?? ''));
    expect(failing.lastError).toMatch(/^HTTP 503: .*Try later/);
    expect(failing.failedAttempts).toBeGreaterThan(0);
    expect(failing.pendingCount).toBeGreaterThan(0);
    answer = 200;
    // A product taken off sale is sent once more, every variant discontinued (the ACP defers deletes).
    const record = await lastShirt((r) => r.variants.every((v: any) => v.availability.status === 'discontinued'));
    expect(record.variants.every((v: any) => v.availability.available === false)).toBe(true);
    const recovered = await until(status, (s) => s.lastError === null);
    expect(recovered).toMatchObject({ lastError: null, failedAttempts: 0 });
  });
});
