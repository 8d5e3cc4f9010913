import { TestShop, unique } from '../support/shop.js';
import { makeCatalogue, setSettings, type Catalogue } from './product-fixtures.js';

/**
 * The storefront's hot paths (product page, category page, search) read little and share what they
 * can (common/shared-cache.ts): these tests hold the statement counts down and check that a write is
 * seen by the next answer.
 */
describe('storefront catalogue: statements and shared answers', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;

  const product = async (input: Record<string, unknown>) => {
    const answer = await shop.rest('POST', '/api/admin/product', input, token);
    expect(answer.status).toBe(201);
    return answer.body as { id: number; url: string };
  };
  // Settings and warehouses are shared for 5 s and then read again by whichever request comes next: on a
  // busy machine that may be the one counted here, so those refills are not counted. Nor are the
  // statements of a job an earlier file queued (a mail) that the shared server runs meanwhile. (Pausing
  // the jobs, as shop.withoutJobs does, would move the catalogue's own jobs into the counted answers.)
  const statements = async (send: () => Promise<unknown>) => {
    shop.resetQueries();
    await send();
    return shop.queries.filter(
      (q) =>
        /\b(select|insert|update|delete)\b/i.test(q) &&
        !/ from "(setting|warehouse)" as /.test(q) &&
        !/\b(into|update) (job|mail_outbox|webhook_delivery)\b/.test(q),
    );
  };

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(async () => {
    await setSettings(shop, 'config', { memberOnly: false });
    await shop.close();
  });

  it('answers a product page in one statement once the settings are shared', async () => {
    const p = await product({
      name: unique('One statement '),
      brand_id: cat.brand.id,
      categories: [cat.category.id],
      stocks: [
        { price: '10', options: [cat.colour.red, cat.size.s], inventories: [{ warehouse_id: cat.warehouses.a, quantity: 1 }] },
        { price: '12', options: [cat.colour.blue, cat.size.m], inventories: [{ warehouse_id: cat.warehouses.b, quantity: 2 }] },
      ],
    });
    const page = () => shop.rest('POST', '/api/product', { url: p.url, language: 'en_us' });
    await shop.rest('POST', '/api/configs', { language: 'en_us' }); // the settings, shared from now on
    const sql = await statements(page);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toContain('from product p where p.url');
    // Visitors right after share that read (two seconds at most, see PRODUCT_TTL_MS).
    expect((await statements(page)).length).toBeLessThanOrEqual(1);
    const graphql = await statements(() => shop.gql('query($url: String!) { storefrontProduct(url: $url) { id stocks { id } } }', { url: p.url }));
    expect(graphql.length).toBeLessThanOrEqual(1);
  });

  it('shows a stock movement on the product page and in the cards at once', async () => {
    const p = await product({
      name: unique('Moving '),
      categories: [cat.subcategory.id],
      stocks: [{ price: '3', inventories: [{ warehouse_id: cat.warehouses.a, quantity: 0 }] }],
    });
    const page = async () => (await shop.rest('POST', '/api/product', { url: p.url })).body;
    const card = async () =>
      (await shop.rest('POST', '/api/product/category', { url: cat.subcategory.url, per_page: 100 })).body.data.find((c: { id: number }) => c.id === p.id);
    expect((await page()).stocks[0].all_available_inventories).toBe(0);
    expect((await card()).available).toBe(false);
    const saved = await shop.rest('GET', `/api/admin/product/${p.id}`, undefined, token);
    const inventoryId = saved.body.stocks[0].inventories[0].id;
    expect((await shop.rest('POST', '/api/admin/inventory/plus', { inventory_id: inventoryId, quantity: 5, remark: 'delivery' }, token)).status).toBe(200);
    expect((await page()).stocks[0].all_available_inventories).toBe(5);
    expect((await card()).available).toBe(true);
  });

  it('shares a category page and a search until the catalogue changes, and sees every change at once', async () => {
    const tag = unique('sharedcache').toLowerCase();
    const first = await product({ name: `${tag} first`, categories: [cat.subcategory.id], stocks: [{ price: '5' }] });
    const category = () => shop.rest('POST', '/api/product/category', { url: cat.subcategory.url, per_page: 100, language: 'en_us' });
    const search = () => shop.rest('POST', '/api/product/search', { keyword: tag });
    const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((p) => p.id);
    expect(ids(await category())).toContain(first.id);
    expect(ids(await search())).toEqual([first.id]);

    // Answered again from the shared page of ids and cards: at most one statement (the cards, after two seconds).
    expect((await statements(category)).length).toBeLessThanOrEqual(1);
    expect((await statements(search)).length).toBeLessThanOrEqual(1);

    // A new product, a hidden one, a renamed one, a deleted category: each seen by the next answer.
    const second = await product({ name: `${tag} second`, categories: [cat.subcategory.id], stocks: [{ price: '6' }] });
    expect(
      ids(await category())
        .filter((id) => [first.id, second.id].includes(id))
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect((await search()).body.total).toBe(2);
    expect((await shop.rest('PUT', '/api/admin/product/batch', { ids: [first.id], data: { visibled: false } }, token)).status).toBe(200);
    expect(ids(await category())).not.toContain(first.id);
    expect(ids(await search())).toEqual([second.id]);
    expect((await shop.rest('PUT', `/api/admin/product/${second.id}`, { name: 'Renamed' }, token)).status).toBe(200);
    expect((await search()).body.total).toBe(0);

    const doomed = await shop.rest('POST', '/api/admin/menu', { type: 'category', url: unique('doomed-'), title: 'Doomed', parent_id: cat.category.id }, token);
    expect(doomed.status).toBe(201);
    const url = doomed.body.url as string;
    expect((await shop.rest('POST', '/api/product/category', { url })).status).toBe(200);
    expect((await shop.rest('DELETE', `/api/admin/menu/${doomed.body.id}`, undefined, token)).status).toBeLessThan(300);
    expect((await shop.rest('POST', '/api/product/category', { url })).status).toBe(404);
  });

  it('sees a settings change at once (member-only prices, selling warehouse)', async () => {
    const p = await product({ name: unique('Settings '), stocks: [{ price: '9', inventories: [{ warehouse_id: cat.warehouses.a, quantity: 3 }] }] });
    const page = async () => (await shop.rest('POST', '/api/product', { url: p.url })).body;
    expect((await page()).price).toBe('9.00');
    await setSettings(shop, 'config', { memberOnly: true });
    expect((await page()).price).toBeNull();
    await setSettings(shop, 'config', { memberOnly: false });
    expect((await page()).price).toBe('9.00');
    await setSettings(shop, 'product', { warehouseEnabled: true, warehouseId: cat.warehouses.b });
    try {
      expect((await page()).stocks[0].all_available_inventories).toBe(0);
    } finally {
      await setSettings(shop, 'product', { warehouseEnabled: false, warehouseId: null });
    }
    expect((await page()).stocks[0].all_available_inventories).toBe(3);
  });

  it('POST /api/check guards product and brand urls too', async () => {
    const check = async (key: string, type: string) => (await shop.rest('POST', '/api/check', { key, type })).body;
    const shown = await product({ name: unique('Checked ') });
    const hidden = await product({ name: unique('Unlisted '), visibled: false });
    expect(await check(shown.url, 'product')).toEqual({ exists: true });
    expect(await check(hidden.url, 'product')).toEqual({ exists: false });
    expect(await check(unique('no-product-'), 'product')).toEqual({ exists: false });
    expect(await check(shown.url, 'category')).toEqual({ exists: false });
    expect(await check(cat.brand.url, 'brand')).toEqual({ exists: true });
    expect(await check(unique('no-brand-'), 'brand')).toEqual({ exists: false });
    expect(await check(cat.category.url, 'category')).toEqual({ exists: true });
    const answer = await shop.gql('query($key: String!) { checkPage(key: $key, type: "product") { exists } }', { key: shown.url });
    expect(answer.data?.checkPage).toEqual({ exists: true });
  });

  it("offers as filters only what the category's visible products have (POST /api/product/category/facets)", async () => {
    const top = await shop.rest('POST', '/api/admin/menu', { type: 'category', url: unique('facets-'), title: 'Facets' }, token);
    const sub = await shop.rest('POST', '/api/admin/menu', { type: 'category', url: unique('facets-sub-'), title: 'Sub', parent_id: top.body.id }, token);
    expect([top.status, sub.status]).toEqual([201, 201]);
    await product({
      name: unique('Facet red '),
      categories: [top.body.id],
      brand_id: cat.brand.id,
      stocks: [
        { price: '30', special_price: '25', options: [cat.colour.red, cat.size.s] },
        { price: '40', options: [cat.colour.red, cat.size.m] },
      ],
    });
    await product({
      name: unique('Facet sub '),
      categories: [sub.body.id],
      stocks: [
        { price: '70', options: [cat.size.m] },
        { price: '1', visibled: false, options: [cat.colour.blue] },
      ],
    });
    await product({
      name: unique('Facet hidden '),
      categories: [top.body.id],
      visibled: false,
      stocks: [{ price: '999', options: [cat.colour.blue, cat.size.s] }],
    });
    const facets = await shop.rest('POST', '/api/product/category/facets', { url: top.body.url, language: 'zh_hk' });
    expect(facets.status).toBe(200);
    expect(
      facets.body.attributes.map((a: { id: number; title: string; values: { id: number; label: string }[] }) => [a.id, a.title, a.values.map((v) => v.label)]),
    ).toEqual([
      [cat.colour.id, '顏色', ['紅色']],
      [cat.size.id, '尺寸', ['S', 'M']],
    ]);
    expect(facets.body.brands).toEqual([{ id: cat.brand.id, title: '極致', url: cat.brand.url }]);
    expect(facets.body).toMatchObject({ price_min: '25.00', price_max: '70.00' });
    const subFacets = await shop.gql('query($url: String!) { categoryFacets(url: $url) { attributes { id } brands { id } priceMin priceMax } }', {
      url: sub.body.url,
    });
    expect(subFacets.data?.categoryFacets).toEqual({ attributes: [{ id: cat.size.id }], brands: [], priceMin: '70.00', priceMax: '70.00' });
    expect((await shop.rest('POST', '/api/product/category/facets', { url: unique('none-') })).status).toBe(404);
  });
});
