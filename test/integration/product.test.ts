import { TestShop, unique } from '../support/shop.js';
import { PRODUCT_FIELDS, adminWithout, makeCatalogue, type Catalogue } from './product-fixtures.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('products (back office)', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  function stockInput(extra: Record<string, unknown> = {}) {
    return { price: '100', options: [cat.colour.red, cat.size.s], inventories: [{ warehouseId: cat.warehouses.a, quantity: 5 }], ...extra };
  }

  async function create(input: Record<string, unknown>, language?: string) {
    const answer = await gql(`mutation($input: ProductInput!, $language: String) { createProduct(input: $input, language: $language) { ${PRODUCT_FIELDS} } }`, {
      input,
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createProduct;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('GraphQL', () => {
    it('creates a product with stocks, options, inventories, categories and brand', async () => {
      const sku = unique('SKU-');
      const product = await create({
        sku,
        url: unique('url-'),
        name: 'Summer shirt',
        description: '<p onclick="x()">Light <script>alert(1)</script><b>cotton</b></p>',
        metaTitle: 'Shirt',
        isNew: true,
        categories: [cat.category.id],
        brandId: cat.brand.id,
        stocks: [
          stockInput({ specialPrice: '89.5' }),
          {
            price: '120.00',
            specialPrice: '',
            options: [cat.colour.blue, cat.size.m],
            inventories: [
              { warehouseId: cat.warehouses.a, quantity: 1 },
              { warehouseId: cat.warehouses.off, quantity: 7 },
            ],
          },
        ],
      });
      expect(product).toMatchObject({
        sku,
        name: 'Summer shirt',
        isNew: true,
        isHot: false,
        visibled: true,
        brandId: cat.brand.id,
        categories: [cat.category.id],
        categoriesNames: ['Clothes'],
      });
      expect(product.description).toBe('<p>Light <b>cotton</b></p>');
      expect(product.stocks).toHaveLength(2);
      expect(product.stocks[0]).toMatchObject({
        sku: `${sku}-stock1`,
        price: '100.00',
        specialPrice: '89.50',
        options: [cat.colour.red, cat.size.s],
        allAvailableInventories: 5,
      });
      expect(product.stocks[0].optionValues.map((v: { label: string }) => v.label)).toEqual(['Red', 'S']);
      expect(product.stocks[1]).toMatchObject({ sku: `${sku}-stock2`, specialPrice: null, allAvailableInventories: 1 });
      const closed = product.stocks[1].inventories.find((i: { warehouseId: number }) => i.warehouseId === cat.warehouses.off);
      expect(closed).toMatchObject({ quantity: 7, status: 'disabled', availableInventories: 0 });
    });

    it('generates sku and url from the name in the main language (Chinese transliterated)', async () => {
      const product = await create({ name: '夏季連衣裙 Dress', stocks: [stockInput()] });
      expect(product.sku).toMatch(/^xia-ji-lian-yi-\d{4}(-\d+)?$/);
      expect(product.url).toMatch(/^xia-ji-lian-yi-\d{4}(-\d+)?$/);
      expect(product.stocks[0].sku).toBe(`${product.sku}-stock1`);
      // The same name twice still gets free codes.
      const again = await create({ name: '夏季連衣裙 Dress' });
      expect(again.sku).not.toBe(product.sku);
    });

    it('keeps translations per language, falling back to the main language', async () => {
      const product = await create({ name: 'Red hat', description: '<p>Warm</p>' });
      const zh = await gql('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input, language: "zh_hk") { name } }', {
        id: product.id,
        input: { name: '紅帽' },
      });
      expect(zh.errors).toBeUndefined();
      const read = async (language: string) =>
        (await gql('query($id: Int!, $l: String) { product(id: $id, language: $l) { name description sku } }', { id: product.id, l: language })).data!.product;
      expect(await read('zh_hk')).toMatchObject({ name: '紅帽', description: '<p>Warm</p>', sku: product.sku });
      expect(await read('en_us')).toMatchObject({ name: 'Red hat' });
    });

    it('refuses a taken sku or url, and the same warehouse twice in a stock', async () => {
      const first = await create({ name: 'Taken', sku: unique('taken-'), url: unique('taken-') });
      const answer = await gql('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { name: 'Other', sku: first.sku, url: first.url },
      });
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { sku: 'The sku has already been taken.', url: 'The url has already been taken.' },
      });
      const twice = await gql('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: {
          name: 'Twice',
          stocks: [
            stockInput({
              inventories: [
                { warehouseId: cat.warehouses.a, quantity: 1 },
                { warehouseId: cat.warehouses.a, quantity: 2 },
              ],
            }),
          ],
        },
      });
      expect(twice.errors?.[0].extensions?.errors).toEqual({ 'stocks.0.inventories': "Can't use same warehouse_id in one stock" });
    });

    it('refuses a missing name, a bad price, two values of one option, an unknown warehouse', async () => {
      const answer = await gql('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { name: '', stocks: [{ price: 'ten', options: [] }] },
      });
      expect(answer.errors?.[0].extensions?.errors).toEqual({ name: 'This field is required.', 'stocks.0.price': 'Please check your input.' });
      const options = await gql('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: {
          name: 'x',
          stocks: [stockInput({ options: [cat.colour.red, cat.colour.blue] }), stockInput({ inventories: [{ warehouseId: 99999, quantity: 1 }] })],
        },
      });
      expect(options.errors?.[0].extensions?.errors).toEqual({
        'stocks.0.options': 'Choose one value per option.',
        'stocks.1.inventories.0.warehouseId': 'Please check your input.',
      });
    });

    it('updates stocks in place, removes dropped ones, and records changed quantities', async () => {
      const product = await create({ name: 'Editable', stocks: [stockInput(), stockInput({ options: [cat.colour.blue, cat.size.s] })] });
      const [first, second] = product.stocks;
      const edit = (inventories: unknown[]) => ({
        name: 'Edited',
        stocks: [{ id: first.id, price: '150', options: [cat.colour.red, cat.size.s], inventories }],
      });
      // A changed quantity of an existing inventory without the quantity the form showed is refused, nothing written.
      const blind = await gql('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
        id: product.id,
        input: edit([{ warehouseId: cat.warehouses.a, quantity: 8 }]),
      });
      expect(blind.errors?.[0].extensions?.errors).toEqual({
        'stocks.0.inventories.0.quantity': 'The stock of this item changed meanwhile; reload to see the current quantity',
      });
      const untouched = await gql('query($id: Int!) { product(id: $id) { name stocks { id } } }', { id: product.id });
      expect(untouched.data!.product).toEqual({ name: 'Editable', stocks: [{ id: first.id }, { id: second.id }] });
      const answer = await gql(
        `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} inventoriesHistories { type action sku option warehouseName adminName quantity } } }`,
        {
          id: product.id,
          input: edit([
            { warehouseId: cat.warehouses.a, quantity: 8, expectedQuantity: 5 },
            { warehouseId: cat.warehouses.b, quantity: 2 },
          ]),
        },
      );
      expect(answer.errors).toBeUndefined();
      const updated = answer.data!.updateProduct;
      expect(updated.stocks).toHaveLength(1);
      expect(updated.stocks[0]).toMatchObject({ id: first.id, sku: first.sku, price: '150.00', allAvailableInventories: 10 });
      expect(updated.inventoriesHistories[0]).toMatchObject({ type: 'plus', action: '+2 stock', adminName: expect.any(String), option: 'Red / S' });
      // New inventories receive their quantity (plus); the expected change of an existing one is an update.
      expect(updated.inventoriesHistories.map((h: { type: string; action: string }) => `${h.type} ${h.action}`).sort()).toEqual(
        ['plus +2 stock', 'update +3 stock', 'plus +5 stock', 'plus +5 stock'].sort(),
      );
      const gone = await gql('query($id: Int!) { product(id: $id) { stocks { id } } }', { id: product.id });
      expect(gone.data!.product.stocks.map((s: { id: number }) => s.id)).not.toContain(second.id);
    });

    it('lists with keyword (any language, sku), filters, sorting and paging', async () => {
      const tag = unique('kw');
      const a = await create({ name: `Alpha ${tag}`, brandId: cat.brand.id, categories: [cat.subcategory.id] });
      await gql('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input, language: "zh_hk") { id } }', {
        id: a.id,
        input: { name: `中文 ${tag}甲` },
      });
      const b = await create({ name: `Beta ${tag}`, visibled: false });
      const list = async (options: Record<string, unknown>) =>
        (await gql('query($o: ProductListOptions) { products(options: $o) { totalItems items { id name } } }', { o: options })).data!.products;
      expect((await list({ keyword: tag, sort: 'name' })).items.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
      expect((await list({ keyword: tag, sort: '-name' })).items.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
      expect((await list({ keyword: `${tag}甲` })).items.map((p: { id: number }) => p.id)).toEqual([a.id]);
      expect((await list({ keyword: b.sku })).items.map((p: { id: number }) => p.id)).toEqual([b.id]);
      expect((await list({ keyword: tag, visibled: false })).totalItems).toBe(1);
      expect((await list({ keyword: tag, brandId: cat.brand.id })).totalItems).toBe(1);
      expect((await list({ keyword: tag, categoryId: cat.subcategory.id })).totalItems).toBe(1);
      const paged = await list({ keyword: tag, perPage: 10, page: 2 });
      expect(paged).toEqual({ totalItems: 2, items: [] });
      const bad = await gql('{ products(options: { sort: "password" }) { totalItems } }');
      expect(bad.errors?.[0].extensions?.errors).toEqual({ sort: 'Please check your input.' });
    });

    it("reads a keyword page with its total in one statement, and the stocks' options, quantities and categories in one each", async () => {
      const tag = unique('one');
      const a = await create({
        name: `Gamma ${tag}`,
        categories: [cat.subcategory.id],
        stocks: [stockInput(), stockInput({ options: [cat.colour.blue, cat.size.m] })],
      });
      await create({ name: `Delta ${tag}` });
      const query = `query($o: ProductListOptions) { products(options: $o) { totalItems totalExact items { id categoriesNames stocks { options allAvailableInventories } } } }`;
      const read = () => gql(query, { o: { keyword: tag, sort: 'name', perPage: 10 } });
      await read();
      shop.resetQueries();
      const answer = (await read()).data!.products;
      expect(answer).toMatchObject({ totalItems: 2, totalExact: true });
      expect(answer.items.map((p: { id: number }) => p.id)[1]).toBe(a.id);
      expect(answer.items[1]).toMatchObject({
        categoriesNames: ['Shirts'],
        stocks: [
          { options: [cat.colour.red, cat.size.s].sort((x, y) => x - y), allAvailableInventories: 5 },
          { options: [cat.colour.blue, cat.size.m].sort((x, y) => x - y), allAvailableInventories: 5 },
        ],
      });
      const of = (table: RegExp) => shop.queries.filter((sql) => table.test(sql));
      expect(of(/ from product p /)).toHaveLength(1);
      expect(of(/ from stock_option /)).toHaveLength(1);
      expect(of(/ from inventory /)).toHaveLength(1);
      expect(of(/ from product_category /)).toHaveLength(1);
    });

    it('deletes one and several, all or nothing; NOT_FOUND for a missing one', async () => {
      const a = await create({ name: 'Del A', stocks: [stockInput()] });
      const b = await create({ name: 'Del B' });
      const none = await gql('mutation($ids: [Int!]!) { deleteProducts(ids: $ids) { affected } }', { ids: [a.id, 999999] });
      expect(none.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await gql('mutation($id: Int!) { deleteProduct(id: $id) }', { id: a.id })).data!.deleteProduct).toBe(true);
      expect((await gql('mutation($ids: [Int!]!) { deleteProducts(ids: $ids) { affected } }', { ids: [b.id] })).data!.deleteProducts.affected).toBe(1);
      expect((await gql('query($id: Int!) { product(id: $id) { id } }', { id: a.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('REST', () => {
    it('creates with multipart (language, globals, JSON stocks, uploaded images), reads, updates with _method=PUT', async () => {
      const form = new FormData();
      form.append('language', 'en_us');
      form.append('globals', JSON.stringify(['sku', 'url', 'stocks']));
      form.append('name', 'Multipart shirt');
      form.append('is_hot', '1');
      form.append('categories', JSON.stringify([cat.category.id]));
      form.append(
        'stocks',
        JSON.stringify([{ price: '10', special_price: '', options: [cat.colour.red], inventories: [{ warehouse_id: cat.warehouses.a, quantity: 3 }] }]),
      );
      form.append('upload_images[]', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const created = await shop.rest('POST', '/api/admin/product', form, token);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Multipart shirt', is_hot: true, categories: [cat.category.id], categories_names: ['Clothes'] });
      expect(created.body.images).toEqual([expect.stringMatching(/^\/uploads\/.+\.png$/)]);
      // At the shop's own address: a server on PORT=0 names the port it took (start.ts), not localhost:0.
      expect(created.body.image_list[0]).toMatch(new RegExp(`^http://localhost:${new URL(shop.url).port}/uploads/.+\\.png$`));
      expect(created.body.stocks[0]).toMatchObject({ price: '10.00', special_price: null, all_available_inventories: 3 });
      const id = created.body.id;

      const got = await shop.rest('GET', `/api/admin/product/${id}?language=zh_hk`, undefined, token);
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ id, name: 'Multipart shirt', inventories_histories: [expect.objectContaining({ type: 'plus', action: '+3 stock' })] });

      const edit = new FormData();
      edit.append('_method', 'PUT');
      edit.append('language', 'zh_hk');
      edit.append('name', '多部分恤衫');
      edit.append('images', JSON.stringify(created.body.images));
      edit.append(
        'stocks',
        JSON.stringify([
          {
            id: created.body.stocks[0].id,
            price: '12',
            inventories: [{ id: created.body.stocks[0].inventories[0].id, warehouse_id: cat.warehouses.a, quantity: 3 }],
          },
        ]),
      );
      const updated = await shop.rest('POST', `/api/admin/product/${id}`, edit, token);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: '多部分恤衫', sku: created.body.sku, images: created.body.images });
      expect(updated.body.stocks[0]).toMatchObject({ price: '12.00', options: [cat.colour.red] });
    });

    it('lists in the contract shape, batch-updates visibility and batch-deletes', async () => {
      const tag = unique('rest');
      const ids: number[] = [];
      for (const n of [1, 2]) ids.push((await shop.rest('POST', '/api/admin/product', { name: `${tag} ${n}` }, token)).body.id);
      const list = await shop.rest('GET', `/api/admin/product?keyword=${tag}&per_page=10&sort=id`, undefined, token);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 2, page: 1, per_page: 10 });
      expect(list.body.data.map((p: { id: number }) => p.id)).toEqual(ids);
      const batch = await shop.rest('PUT', '/api/admin/product/batch', { ids, data: { visibled: false } }, token);
      expect(batch).toMatchObject({ status: 200, body: { affected: 2 } });
      const hidden = await shop.rest('GET', `/api/admin/product?keyword=${tag}&visibled=0`, undefined, token);
      expect(hidden.body.total).toBe(2);
      const missing = await shop.rest('PUT', '/api/admin/product/batch', { ids: [...ids, 999999], data: { visibled: true } }, token);
      expect(missing.status).toBe(404);
      const deleted = await shop.rest('DELETE', '/api/admin/product/batch', { ids }, token);
      expect(deleted).toMatchObject({ status: 200, body: { affected: 2 } });
    });

    it('answers a listed product as the product itself, from the statement that finds the page (issue 13)', async () => {
      const tag = unique('plainrow');
      const created = await shop.rest(
        'POST',
        '/api/admin/product',
        {
          name: `${tag} Shirt`,
          brand_id: cat.brand.id,
          is_hot: true,
          categories: [cat.subcategory.id],
          stocks: [{ price: '100', options: [cat.colour.red, cat.size.s], inventories: [{ warehouse_id: cat.warehouses.a, quantity: 5 }] }],
        },
        token,
      );
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const listed = await shop.rest('GET', `/api/admin/product?keyword=${tag}&per_page=10`, undefined, token);
      expect(listed.body.total).toBe(1);
      const one = await shop.rest('GET', `/api/admin/product/${id}`, undefined, token);
      const [row] = listed.body.data as Record<string, unknown>[];
      // The list states fewer fields of a stock than the product's own answer: the stocks are compared by those.
      for (const key of Object.keys(row).filter((k) => k !== 'stocks')) expect([key, row[key]]).toEqual([key, one.body[key]]);
      const [stock] = row.stocks as Record<string, unknown>[];
      expect(one.body.stocks[0]).toMatchObject(stock);
      expect(row).toMatchObject({ id, brand_id: cat.brand.id, is_hot: true, categories: [cat.subcategory.id] });
      // The session, then the page with its products, their categories and stocks (with the stocks' option
      // values and quantities) and the total (the cost bucket's charge is not counted): 2 statements, where
      // reading the products, their categories, stocks, option values and quantities apart took 7.
      const statements = await shop.statementsOf(() => shop.rest('GET', `/api/admin/product?keyword=${tag}&per_page=10`, undefined, token));
      expect(statements).toBe(2);
    });

    it('answers 422 with the spec messages, 404 for a missing product', async () => {
      const bad = await shop.rest(
        'POST',
        '/api/admin/product',
        {
          name: '',
          stocks: [
            {
              price: '1',
              inventories: [
                { warehouse_id: cat.warehouses.a, quantity: 1 },
                { warehouse_id: cat.warehouses.a, quantity: 1 },
              ],
            },
          ],
        },
        token,
      );
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({
        message: 'Please make sure all fields are filled in correctly',
        errors: { name: ['This field is required.'], 'stocks.0.inventories': ["Can't use same warehouse_id in one stock"] },
      });
      const sku = unique('dup-');
      await shop.rest('POST', '/api/admin/product', { name: 'dup', sku }, token);
      const dup = await shop.rest('POST', '/api/admin/product', { name: 'dup', sku }, token);
      expect(dup.body.errors).toEqual({ sku: ['The sku has already been taken.'] });
      expect((await shop.rest('GET', '/api/admin/product/999999', undefined, token)).status).toBe(404);
      expect((await shop.rest('DELETE', '/api/admin/product/999999', undefined, token)).status).toBe(404);
      expect((await shop.rest('PUT', '/api/admin/product/999999', { name: 'x' }, token)).status).toBe(404);
    });

    it('answers 401 without a token and 403 without the product permission', async () => {
      expect((await shop.rest('GET', '/api/admin/product')).status).toBe(401);
      expect((await shop.rest('POST', '/api/admin/product', { name: 'x' })).status).toBe(401);
      const other = await adminWithout(shop, token);
      expect((await shop.rest('GET', '/api/admin/product', undefined, other)).status).toBe(403);
      expect((await shop.rest('POST', '/api/admin/product', { name: 'x' }, other)).status).toBe(403);
      expect((await shop.rest('DELETE', '/api/admin/product/batch', { ids: [1] }, other)).status).toBe(403);
      expect((await gql('{ products { totalItems } }', {}, other)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });
});
