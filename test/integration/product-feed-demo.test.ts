import { ownDatabase, type OwnDatabase } from '../support/own-database.js';
import { TestShop } from '../support/shop.js';
import { apiKey, feedValidator, fetchFeed } from './product-feed-fixtures.js';

/**
 * Issue 45's "done when": the feed of the whole demo catalogue (SEED_DEMO=1, on a database of its own)
 * validates against schema.feed.json, record by record, and lists every visible product and stock.
 */
describe('product feed of the demo catalogue', () => {
  let shop: TestShop | undefined;
  let database: OwnDatabase | undefined;

  // An empty database, migrated and seeded with the demo's products and pictures (demo-seed.test.ts: may take over 60 s).
  beforeAll(async () => {
    database = await ownDatabase('feed_demo');
    shop = await database.start({ SEED_DEMO: '1' });
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  it('validates every record, with every visible product and stock, priced and with stock', async () => {
    const token = await shop!.adminToken();
    const feed = await fetchFeed(shop!, await apiKey(shop!, token, ['agentic_checkout']));
    expect(feed.status).toBe(200);
    const validProduct = feedValidator('Product');
    expect(feed.records.map((record) => [record.id, validProduct(record)]).filter(([, problem]) => problem)).toEqual([]);
    const em = shop!.em.getConnection();
    const [counts] = await em.execute(
      'select (select count(*) from product where visibled) as products, (select count(*) from stock s join product p on p.id = s.product_id where p.visibled and s.visibled) as stocks',
    );
    expect(feed.records.length).toBe(Number(counts.products));
    expect(feed.records.flatMap((record) => record.variants)).toHaveLength(Number(counts.stocks));
    expect(feed.records.length).toBeGreaterThan(20);
    // The demo's products are described, pictured, categorised and branded: the feed says so.
    expect(feed.records.every((record) => record.description?.plain && record.media?.length)).toBe(true);
    const variants = feed.records.flatMap((record) => record.variants);
    expect(variants.every((variant) => variant.price.currency === 'HKD' && variant.price.amount > 0)).toBe(true);
    expect(variants.some((variant) => variant.availability.available)).toBe(true);
    expect(variants.some((variant) => variant.categories?.some((category: { taxonomy: string }) => category.taxonomy === 'brand'))).toBe(true);
  });
});
