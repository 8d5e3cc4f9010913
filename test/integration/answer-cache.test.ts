import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { makeCatalogue, setSettings, type Catalogue } from './product-fixtures.js';

/**
 * A visitor's catalogue read is shared with the next visitors until a row it is made from is written
 * (common/answer-cache.ts, issue 47): no statement for a shared answer, a write seen by the next read,
 * and nothing shared with or from a signed-in caller, an answer with errors, or another operation.
 */
describe('shared answers of visitors: catalogue reads', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  let product: { id: number; url: string };

  const PAGE = 'query Page($url: String!, $language: String) { storefrontProduct(url: $url, language: $language) { id name priceVisible price } }';
  // Only the read's own statements: a job an earlier file queued, run meanwhile, is not the read's.
  const statements = async (read: () => Promise<unknown>) =>
    shop.withoutJobs(async () => {
      shop.resetQueries();
      await read();
      return shop.queries.filter((q) => /\b(select|insert|update|delete)\b/i.test(q));
    });

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    const created = await shop.rest(
      'POST',
      '/api/admin/product',
      {
        name: unique('Shared page '),
        categories: [cat.category.id],
        stocks: [{ price: '25', inventories: [{ warehouse_id: cat.warehouses.a, quantity: 3 }] }],
      },
      token,
    );
    expect(created.status).toBe(201);
    product = created.body;
  });
  afterAll(async () => {
    await setSettings(shop, 'config', { memberOnly: false });
    await shop.close();
  });

  it('answers the same read again without a statement, and the next read after a write with the write', async () => {
    const read = () => shop.gql(PAGE, { url: product.url, language: 'en_us' });
    const first = await read();
    expect(first.errors).toBeUndefined();
    expect(await statements(read)).toEqual([]);
    expect((await read()).data).toEqual(first.data);

    const renamed = unique('Renamed ');
    expect((await shop.rest('PUT', `/api/admin/product/${product.id}`, { name: renamed }, token)).status).toBe(200);
    expect((await read()).data?.storefrontProduct.name).toBe(renamed);
  });

  it('keeps reads with other variables, and other documents, apart', async () => {
    const other = await shop.gql(PAGE, { url: `${product.url}-none`, language: 'en_us' });
    expect(other.errors?.[0].message).toBe('Product not found');
    const card = await shop.gql('query($url: String!) { storefrontProduct(url: $url) { id } }', { url: product.url });
    expect(card.data).toEqual({ storefrontProduct: { id: product.id } });
  });

  it('never shares an answer with or from a signed-in caller', async () => {
    const shopper = await registerShopper(shop);
    const read = (as?: string) => shop.gql(PAGE, { url: product.url, language: 'en_us' }, as);
    try {
      await setSettings(shop, 'config', { memberOnly: true });
      // Members only: a visitor sees no price, a shopper does, whichever asked first.
      expect((await read()).data?.storefrontProduct).toMatchObject({ priceVisible: false, price: null });
      expect((await read(shopper.token)).data?.storefrontProduct).toMatchObject({ priceVisible: true, price: '25.00' });
      expect((await read()).data?.storefrontProduct).toMatchObject({ priceVisible: false, price: null });
      // A signed-in caller's read is resolved every time.
      expect((await statements(() => read(shopper.token))).length).toBeGreaterThan(0);
    } finally {
      await setSettings(shop, 'config', { memberOnly: false });
    }
    expect((await read()).data?.storefrontProduct).toMatchObject({ priceVisible: true, price: '25.00' });
  });

  it('charges a shared answer to the caller as a resolved one', async () => {
    const costOf = async () => {
      const answer = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-query-cost': '1' },
        body: JSON.stringify({ query: PAGE, variables: { url: product.url, language: 'en_us' } }),
      });
      return ((await answer.json()) as { extensions?: { cost?: { requested: number } } }).extensions?.cost;
    };
    const resolved = await costOf();
    const shared = await costOf();
    expect(resolved?.requested).toBeGreaterThan(0);
    expect(shared).toEqual(expect.objectContaining({ requested: resolved?.requested }));
  });
});
