import { TestShop, unique } from '../support/shop.js';
import { makeCatalogue, setSettings, type Catalogue } from './product-fixtures.js';

/** The storefront's catalogue: product page, search, category pages, widgets. */
describe('storefront catalogue', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;

  async function product(input: Record<string, unknown>, zh?: Record<string, unknown>): Promise<{ id: number; url: string; sku: string }> {
    const answer = await shop.rest('POST', '/api/admin/product', input, token);
    expect(answer.status).toBe(201);
    if (zh) expect((await shop.rest('PUT', `/api/admin/product/${answer.body.id}`, { language: 'zh_hk', ...zh }, token)).status).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(async () => {
    await setSettings(shop, 'config', { memberOnly: false });
    await setSettings(shop, 'product', { warehouseEnabled: false, warehouseId: null });
    await shop.close();
  });

  describe('product page (POST /api/product)', () => {
    it('answers a visible product with its visible stocks, options, prices and availability', async () => {
      const p = await product({
        name: 'Page shirt',
        description: '<p>Soft</p>',
        meta_title: 'Buy the shirt',
        brand_id: cat.brand.id,
        categories: [cat.category.id],
        stocks: [
          {
            price: '100',
            special_price: '80',
            options: [cat.colour.red, cat.size.s],
            inventories: [
              { warehouse_id: cat.warehouses.a, quantity: 2 },
              { warehouse_id: cat.warehouses.off, quantity: 9 },
            ],
          },
          { price: '110', options: [cat.colour.blue, cat.size.m], inventories: [{ warehouse_id: cat.warehouses.b, quantity: 0 }] },
          { price: '1', visibled: false, options: [cat.colour.red, cat.size.m] },
        ],
      });
      const answer = await shop.rest('POST', '/api/product', { url: p.url, language: 'zh_hk' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        name: 'Page shirt',
        description: '<p>Soft</p>',
        meta_title: 'Buy the shirt',
        price_visible: true,
        price: '100.00',
        special_price: '80.00',
        available: true,
      });
      expect(answer.body.brand).toMatchObject({ id: cat.brand.id, title: '極致' });
      expect(answer.body.categories).toEqual([{ id: cat.category.id, title: '衣服', url: cat.category.url }]);
      expect(answer.body.stocks).toHaveLength(2);
      expect(answer.body.stocks[0]).toMatchObject({
        price: '100.00',
        special_price: '80.00',
        options: [cat.colour.red, cat.size.s],
        all_available_inventories: 2,
      });
      expect(answer.body.stocks[1]).toMatchObject({ special_price: null, all_available_inventories: 0 });
      expect(answer.body.attributes.map((a: { title: string; values: { label: string }[] }) => [a.title, a.values.map((v) => v.label)])).toEqual([
        ['顏色', ['紅色', '藍色']],
        ['尺寸', ['S', 'M']],
      ]);
    });

    it('sells only from the configured warehouse when warehouse_enabled is on', async () => {
      const p = await product({
        name: 'Two places',
        stocks: [
          {
            price: '1',
            inventories: [
              { warehouse_id: cat.warehouses.a, quantity: 2 },
              { warehouse_id: cat.warehouses.b, quantity: 3 },
            ],
          },
        ],
      });
      await setSettings(shop, 'product', { warehouseEnabled: true, warehouseId: cat.warehouses.b });
      expect((await shop.rest('POST', '/api/product', { url: p.url })).body.stocks[0].all_available_inventories).toBe(3);
      await setSettings(shop, 'product', { warehouseEnabled: false, warehouseId: null });
      expect((await shop.rest('POST', '/api/product', { url: p.url })).body.stocks[0].all_available_inventories).toBe(5);
    });

    it('hides prices from visitors in member-only mode', async () => {
      const p = await product({ name: 'Members', stocks: [{ price: '9', special_price: '8' }] });
      await setSettings(shop, 'config', { memberOnly: true });
      try {
        const answer = await shop.rest('POST', '/api/product', { url: p.url });
        expect(answer.body).toMatchObject({ price_visible: false, price: null, special_price: null });
        expect(answer.body.stocks[0]).toMatchObject({ price: null, special_price: null });
      } finally {
        await setSettings(shop, 'config', { memberOnly: false });
      }
    });

    it('answers 404 for a hidden or unknown product, 422 without a url', async () => {
      const hidden = await product({ name: 'Hidden', visibled: false });
      expect((await shop.rest('POST', '/api/product', { url: hidden.url })).status).toBe(404);
      expect((await shop.rest('POST', '/api/product', { url: 'no-such-product' })).status).toBe(404);
      expect((await shop.rest('POST', '/api/product', {})).body.errors).toEqual({ url: ['This field is required.'] });
    });
  });

  describe('search (POST /api/product/search)', () => {
    it('finds names, descriptions and skus in English and Chinese, names first, paged', async () => {
      const tag = unique('zz').toLowerCase();
      const byName = await product({ name: `Linen ${tag} jacket` }, { name: '亞麻外套' });
      const byDescription = await product({ name: 'Coat', description: `<p>made like a ${tag}</p>` });
      const bySku = await product({ name: 'Vest', sku: `${tag}-vest` });
      await product({ name: `Hidden ${tag}`, visibled: false });
      const search = (body: Record<string, unknown>) => shop.rest('POST', '/api/product/search', body);
      const answer = await search({ keyword: tag.toUpperCase(), language: 'en_us', page: 1, per_page: 10 });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(3);
      expect(answer.body.data[0].id).toBe(byName.id);
      expect(answer.body.data.map((p: { id: number }) => p.id).sort()).toEqual([byName.id, byDescription.id, bySku.id].sort());
      const paged = await search({ keyword: tag, page: 2, per_page: 2 });
      expect(paged.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
      expect(paged.body.data).toHaveLength(1);

      // Words no other test's products have ('亞麻' is every fixture's zh_hk name: the worker's database holds
      // as many of them as the files before this one made, more than a page).
      const chinese = await search({ keyword: '外套', language: 'zh_hk' });
      expect(chinese.body.data.map((p: { id: number; name: string }) => [p.id, p.name])).toContainEqual([byName.id, '亞麻外套']);
      const oneCharacter = await search({ keyword: '套' });
      expect(oneCharacter.body.data.map((p: { id: number }) => p.id)).toContain(byName.id);
    });

    it('searches every word of a keyword of several words, in any order (issue 20)', async () => {
      const tag = unique('tw').toLowerCase();
      const both = await product({ name: `Canvas tote ${tag}`, description: '<p>a roomy bag</p>' });
      const reversed = await product({ name: `Bag ${tag} for a tote` });
      await product({ name: `Tote only ${tag}` });
      await product({ name: `Bag only ${tag}` });
      const chinese = await product({ name: `Tote zh ${tag}` }, { name: '帆布 手提袋' });
      const ids = async (keyword: string) => {
        const answer = await shop.rest('POST', '/api/product/search', { keyword, per_page: 100 });
        expect(answer.status).toBe(200);
        return answer.body.data.map((p: { id: number }) => p.id).sort();
      };
      expect(await ids(`tote bag ${tag}`)).toEqual([both.id, reversed.id].sort());
      expect(await ids(`  ${tag.toUpperCase()}   BAG  tote `)).toEqual([both.id, reversed.id].sort());
      expect(await ids(`帆布 手提袋 ${tag}`)).toEqual([chinese.id]);
    });

    it('ranks the newest 200 matches of a common word, goes on with the older ones and estimates the total (issue 13)', async () => {
      const tag = unique('cw').toLowerCase();
      // 230 matches at once (by SQL: the product service would take a while): the oldest five and one of
      // the newest have the word in their names, the others only in their descriptions.
      await shop.em.execute(
        `insert into product (sku, url, name, description, meta_title, meta_description, images, search_text)
         select 'cw-' || ? || '-' || n, 'cw-' || ? || '-' || n, jsonb_build_object('en_us', case when n <= 5 or n = 225 then 'Mug ' || ? else 'Mug' end),
                '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb,
                case when n <= 5 or n = 225 then 'mug ' || ? else 'mug' || chr(10) || 'made like a ' || ? end
         from generate_series(1, 230) n order by n`,
        [tag, tag, tag, tag, tag],
      );
      const ids: number[] = [];
      for (const page of [1, 2, 3]) {
        const answer = await shop.rest('POST', '/api/product/search', { keyword: tag, page, per_page: 100 });
        expect(answer.status).toBe(200);
        expect(answer.body.total).toBeGreaterThan(200);
        ids.push(...answer.body.data.map((p: { id: number }) => p.id));
      }
      expect(new Set(ids).size).toBe(230);
      const newest = [...ids].sort((a, b) => b - a);
      // The name match among the newest 200 first, the rest of those newest first; then the older 30, newest first.
      expect(ids[0]).toBe(newest[5]);
      expect(ids.slice(1, 200)).toEqual(newest.slice(0, 200).filter((id) => id !== newest[5]));
      expect(ids.slice(200)).toEqual(newest.slice(200));
      const graphql = await shop.gql(`query { searchProducts(input: { keyword: "${tag}", perPage: 10 }) { totalItems totalExact } }`);
      expect(graphql.data?.searchProducts).toMatchObject({ totalExact: false });
    });

    it('reads an uncached page of a common word in two statements, for 10 rows as for 100 (issue 13)', async () => {
      const tag = unique('sc').toLowerCase();
      await shop.em.execute(
        `insert into product (sku, url, name, description, meta_title, meta_description, images, search_text)
         select 'sc-' || ? || '-' || n, 'sc-' || ? || '-' || n, jsonb_build_object('en_us', 'Cup ' || ?), '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
                '[]'::jsonb, 'cup ' || ?
         from generate_series(1, 230) n order by n`,
        [tag, tag, tag, tag],
      );
      // The request's own statements: settings and warehouses are refilled by whichever request comes next.
      const statements = (body: Record<string, unknown>) =>
        shop.withoutJobs(async () => {
          shop.resetQueries();
          const answer = await shop.rest('POST', '/api/product/search', body);
          expect(answer.status).toBe(200);
          const sql = shop.queries.filter((q) => /\b(select|insert|update|delete)\b/i.test(q) && !/ from "(setting|warehouse)" as /.test(q));
          return { body: answer.body, sql };
        });
      // Each page is asked for the first time (other sizes and languages), so none comes from the shared pages.
      for (const [perPage, language] of [
        [10, 'en_us'],
        [24, 'zh_hk'],
        [100, undefined],
      ] as const) {
        const { body, sql } = await statements({ keyword: tag, per_page: perPage, language });
        expect(body.data).toHaveLength(perPage);
        expect(body).toMatchObject({ total_exact: false, page: 1, per_page: perPage });
        expect(body.total).toBeGreaterThan(200);
        // The ranked candidates with the estimated total, then the page's cards.
        expect(sql).toHaveLength(2);
      }
      // Past the ranked 200: the older matches are one more statement.
      const deep = await statements({ keyword: tag, page: 3, per_page: 100 });
      expect(deep.body.data).toHaveLength(30);
      expect(deep.sql).toHaveLength(3);
      // No match: the total (0, exact) from the candidates' statement alone.
      const none = await statements({ keyword: unique('nothing').toLowerCase() });
      expect(none.body).toMatchObject({ data: [], total: 0 });
      expect(none.body.total_exact).toBeUndefined();
      expect(none.sql).toHaveLength(1);
    });

    it('checks the keyword rule', async () => {
      const search = (keyword: unknown) => shop.rest('POST', '/api/product/search', { keyword });
      expect((await search('')).body.errors).toEqual({ keyword: ['This field is required.'] });
      expect((await search('a, b')).body.errors).toEqual({ keyword: ['Please check your input.'] });
      expect((await search('a b')).status).toBe(200);
      expect((await search("x'; drop")).status).toBe(422);
      expect((await search('under_score-hyphen')).status).toBe(200);
      expect((await search('100%')).status).toBe(422);
    });
  });

  describe('category pages (POST /api/product/category)', () => {
    it('lists the category and its subcategories, sorted and filtered', async () => {
      const root = cat.category;
      const tag = unique('cp');
      const cheap = await product({
        name: `A ${tag}`,
        categories: [cat.subcategory.id],
        brand_id: cat.brand.id,
        stocks: [{ price: '10', options: [cat.colour.red, cat.size.s] }],
      });
      const dear = await product({
        name: `B ${tag}`,
        categories: [root.id],
        stocks: [{ price: '50', special_price: '30', options: [cat.colour.blue, cat.size.s] }],
      });
      const list = async (body: Record<string, unknown>) => {
        const answer = await shop.rest('POST', '/api/product/category', { url: root.url, per_page: 100, ...body });
        expect(answer.status).toBe(200);
        return answer.body.data.map((p: { id: number }) => p.id).filter((id: number) => [cheap.id, dear.id].includes(id));
      };
      expect(await list({})).toEqual([dear.id, cheap.id]);
      expect(await list({ sort: 'price' })).toEqual([cheap.id, dear.id]);
      expect(await list({ sort: '-price' })).toEqual([dear.id, cheap.id]);
      expect(await list({ sort: 'name' })).toEqual([cheap.id, dear.id]);
      expect(await list({ options: [cat.colour.blue] })).toEqual([dear.id]);
      expect(await list({ options: [cat.colour.blue, cat.colour.red, cat.size.s] })).toEqual([dear.id, cheap.id]);
      expect(await list({ options: [cat.colour.red, cat.size.m] })).toEqual([]);
      expect(await list({ brands: [cat.brand.id] })).toEqual([cheap.id]);
      expect(await list({ price_min: '20', price_max: '40' })).toEqual([dear.id]);
      // Other tests of this file add products to the subcategory too: only this test's own are compared.
      const sub = await shop.rest('POST', '/api/product/category', { url: cat.subcategory.url });
      expect(sub.body.data.map((p: { id: number }) => p.id).filter((id: number) => [cheap.id, dear.id].includes(id))).toEqual([cheap.id]);
      expect(sub.body.data.find((p: { id: number }) => p.id === cheap.id)).toMatchObject({ price: '10.00', special_price: null, available: false });
      expect((await shop.rest('POST', '/api/product/category', { url: 'nope' })).status).toBe(404);
      expect((await shop.rest('POST', '/api/product/category', { url: root.url, sort: 'random' })).body.errors).toEqual({ sort: ['Please check your input.'] });
    });

    it('costs the same number of SQL statements for 40 products as for 10', async () => {
      const menu = await shop.rest('POST', '/api/admin/product', { name: 'seed' }, token);
      expect(menu.status).toBe(201);
      const em = shop.em;
      const { Menu, MenuType } = await import('../../server/modules/menu/menu.entity.js');
      const category = em.create(Menu, { type: MenuType.category, url: unique('big-'), title: { en_us: 'Big' } });
      await em.flush();
      // A name of its own: other files' products may say "Bulk" too, and with other fields.
      const bulk = unique('Bulk');
      // 40: a statement per product would show as 30 more (each product is a REST create of a few hundred ms).
      for (let i = 0; i < 40; i += 1) {
        await product({
          name: `${bulk} ${i}`,
          categories: [category.id],
          brand_id: cat.brand.id,
          stocks: [
            { price: String(10 + i), options: [cat.colour.red, cat.size.s], inventories: [{ warehouse_id: cat.warehouses.a, quantity: 1 }] },
            { price: '5', options: [cat.colour.blue, cat.size.s], inventories: [{ warehouse_id: cat.warehouses.b, quantity: 1 }] },
          ],
        });
      }
      const count = (perPage: number) =>
        shop.statementsOf(async () => {
          const answer = await shop.rest('POST', '/api/product/category', { url: category.url, per_page: perPage, sort: 'price' });
          expect(answer.body.data).toHaveLength(perPage);
        });
      const ten = await count(10);
      expect(await count(40)).toBeLessThanOrEqual(ten);
      // The admin list too.
      const adminList = (perPage: number) =>
        shop.statementsOf(() => shop.rest('GET', `/api/admin/product?keyword=${bulk}&per_page=${perPage}`, undefined, token));
      const adminTen = await adminList(10);
      expect(await adminList(40)).toBeLessThanOrEqual(adminTen);
    });
  });

  describe('widgets (POST /api/widget)', () => {
    it('lists new, featured, hot, category and brand products', async () => {
      const p = await product({
        name: 'Widget item',
        is_new: true,
        is_featured: true,
        is_hot: true,
        categories: [cat.subcategory.id],
        brand_id: cat.brand.id,
        stocks: [{ price: '3' }],
      });
      for (const [type, data] of [
        ['new', {}],
        ['featured', {}],
        ['hot', { limit: 50 }],
        ['category', { url: cat.subcategory.url }],
        ['brand', { id: cat.brand.id }],
      ] as const) {
        const answer = await shop.rest('POST', '/api/widget', { language: 'en_us', type, data });
        expect(answer.status).toBe(200);
        expect(answer.body.map((item: { id: number }) => item.id)).toContain(p.id);
      }
      expect((await shop.rest('POST', '/api/widget', { type: 'nope' })).body.errors).toEqual({ type: ['Please check your input.'] });
    });

    it("shows a parent category's descendants' products as the category page does", async () => {
      const p = await product({ name: 'Nested widget item', categories: [cat.subcategory.id], stocks: [{ price: '4' }] });
      const page = await shop.gql('query($input: CategoryProductsInput!) { categoryProducts(input: $input) { items { id } } }', {
        input: { url: cat.category.url, perPage: 100 },
      });
      const pageIds = (page.data!.categoryProducts.items as { id: number }[]).map((item) => item.id);
      expect(pageIds).toContain(p.id);
      // Both newest first: the widget's (at most 50) are the page's first ones.
      for (const data of [
        { url: cat.category.url, limit: 50 },
        { id: cat.category.id, limit: 50 },
      ]) {
        const answer = await shop.rest('POST', '/api/widget', { type: 'category', data });
        expect(answer.status).toBe(200);
        expect(answer.body.map((item: { id: number }) => item.id)).toEqual(pageIds.slice(0, 50));
      }
      expect((await shop.rest('POST', '/api/widget', { type: 'category', data: { id: 999999 } })).status).toBe(404);
      expect((await shop.rest('POST', '/api/widget', { type: 'brand', data: { id: 999999 } })).status).toBe(404);
    });
  });
});
