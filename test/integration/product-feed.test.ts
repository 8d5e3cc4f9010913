import { TestShop, unique } from '../support/shop.js';
import { staffToken } from '../support/staff.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';
import { apiKey, feedValidator, fetchFeed, makeShirt } from './product-feed-fixtures.js';

/** Issue 45: the product feed for agent platforms, ACP `Product` records as JSON Lines behind an API key. */
describe('product feed', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  let reader: string;
  let shirt: Awaited<ReturnType<typeof makeShirt>>;
  const validProduct = feedValidator('Product');

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    shirt = await makeShirt(shop, token, cat);
    // A stored picture (the upload itself is the media module's): the feed answers its public URL.
    await shop.em.getConnection().execute(`update product set images = '["/uploads/feed/shirt-front.jpg"]' where id = ${shirt.id}`);
    reader = await apiKey(shop, token, ['agentic_checkout']);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('lists every visible product as a Product record that validates against schema.feed.json', async () => {
    const hidden = await shop.gql(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id sku } }',
      {
        input: {
          sku: unique('HIDDEN-'),
          name: 'Hidden hat',
          visibled: false,
          stocks: [{ price: '10', inventories: [{ warehouseId: cat.warehouses.a, quantity: 1 }] }],
        },
      },
      token,
    );
    expect(hidden.errors).toBeUndefined();
    const feed = await fetchFeed(shop, reader);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^application\/jsonl/);
    expect(feed.headers.get('cache-control')).toBe('private, no-store, no-transform');
    // fetch takes gzip: the feed compresses its own stream (level 1), not the shop's middleware.
    expect(feed.headers.get('content-encoding')).toBe('gzip');
    expect(feed.records.length).toBeGreaterThan(0);
    const invalid = feed.records.map((record) => [record.id, validProduct(record)]).filter(([, problem]) => problem);
    expect(invalid).toEqual([]);
    // The validator bites: the schema allows no property of its own making.
    expect(validProduct({ ...feed.records[0], brand: 'Acme' })).toMatch(/additional properties/);
    const ids = feed.records.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(shirt.sku);
    expect(ids).not.toContain(hidden.data!.createProduct.sku);
    const visible = Number((await shop.em.getConnection().execute('select count(*) as n from product where visibled'))[0].n);
    expect(feed.records).toHaveLength(visible);
  });

  it("shows a product's text, links, pictures, prices in minor units, stock, brand and categories", async () => {
    const { records } = await fetchFeed(shop, reader);
    const record = records.find((r) => r.id === shirt.sku);
    const base = shop.config.publicUrl;
    const url = `${base}/product/${shirt.url}`;
    expect(record).toEqual({
      id: shirt.sku,
      title: 'Linen shirt',
      description: { plain: 'Light linen & cool Breathes' },
      url,
      media: [{ type: 'image', url: `${base}/uploads/feed/shirt-front.jpg`, alt_text: 'Linen shirt' }],
      variants: [
        expect.objectContaining({
          id: String(shirt.stocks[0].id),
          title: 'Linen shirt - Red / S',
          url,
          price: { amount: 8950, currency: 'HKD' },
          list_price: { amount: 10000, currency: 'HKD' },
          availability: { available: true, status: 'in_stock' },
          variant_options: [
            { name: 'Colour', value: 'Red' },
            { name: 'Size', value: 'S' },
          ],
          categories: [
            { value: 'Clothes > Shirts', taxonomy: 'merchant' },
            { value: 'Acme', taxonomy: 'brand' },
          ],
          seller: { name: expect.any(String) },
        }),
        // 2 units where the shop sells (the closed warehouse's 40 do not count): at the low-stock threshold.
        expect.objectContaining({
          id: String(shirt.stocks[1].id),
          price: { amount: 12000, currency: 'HKD' },
          availability: { available: true, status: 'limited_stock' },
        }),
        expect.objectContaining({ id: String(shirt.stocks[2].id), availability: { available: false, status: 'out_of_stock' } }),
      ],
    });
    // No list price without a special one; the hidden stock is not offered.
    expect(record.variants[1].list_price).toBeUndefined();
    expect(record.variants.map((v: { id: string }) => v.id)).not.toContain(String(shirt.stocks[3].id));
  });

  it('sends the same lines uncompressed to a client that does not take gzip', async () => {
    const plain = await fetch(`${shop.url}/acp/feed/products.jsonl`, { headers: { authorization: `Bearer ${reader}`, 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const lines = (await plain.text()).split('\n').filter(Boolean);
    expect(lines.map((line) => JSON.parse(line).id)).toEqual((await fetchFeed(shop, reader)).records.map((record) => record.id));
  });

  it('answers the feed metadata as ACP FeedMetadata', async () => {
    const response = await fetch(`${shop.url}/acp/feed/metadata.json`, { headers: { authorization: `Bearer ${reader}` } });
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as { id: string; updated_at: string };
    expect(feedValidator('FeedMetadata')(metadata)).toBeNull();
    expect(metadata.id).toEqual(expect.any(String));
    expect(Date.parse(metadata.updated_at)).not.toBeNaN();
  });

  it('refuses callers without a key, with a bad key, or with a key whose role lacks agentic_checkout, reading nothing', async () => {
    const anonymous = await fetchFeed(shop);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual({ error: 'Unauthenticated' });
    expect((await fetchFeed(shop, 'shpk_not-a-key')).status).toBe(401);
    const productsOnly = await apiKey(shop, token, ['product']);
    const refused = await fetchFeed(shop, productsOnly);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(shirt.sku);
    const metadata = await fetch(`${shop.url}/acp/feed/metadata.json`, { headers: { authorization: `Bearer ${productsOnly}` } });
    expect(metadata.status).toBe(403);
  });

  it('charges each feed request to the key’s cost bucket: an empty bucket answers 429 with Retry-After', async () => {
    // The smallest bucket a key may have (100 points, 1 restored a second); the feed's guard costs 4 a request.
    const small = await apiKey(shop, token, ['agentic_checkout'], { costBucket: 100, costRestoreRate: 1 });
    const metadata = () => fetch(`${shop.url}/acp/feed/metadata.json`, { headers: { authorization: `Bearer ${small}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i += 1) statuses.push((await metadata()).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    const throttled = await fetchFeed(shop, small);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.text).not.toContain(shirt.sku);
  });

  it('keeps the back office fields to staff holding agentic_checkout', async () => {
    const without = await staffToken(shop, token, ['product']);
    const refused = await shop.gql('{ productFeed { feedUrl } }', {}, without);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const allowed = await staffToken(shop, token, ['agentic_checkout']);
    const status = await shop.gql('{ productFeed { feedUrl metadataUrl pushUrl pushTokenSet metadata { productCount } } }', {}, allowed);
    expect(status.errors).toBeUndefined();
    expect(status.data!.productFeed).toMatchObject({
      feedUrl: `${shop.config.publicUrl}/acp/feed/products.jsonl`,
      metadataUrl: `${shop.config.publicUrl}/acp/feed/metadata.json`,
    });
  });
});
