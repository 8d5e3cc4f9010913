import { TestShop, unique } from '../support/shop.js';
import { clientAddress } from './customer-fixtures.js';
import { call, mcpClient } from './mcp-fixtures.js';
import { makeCatalogue, setSettings, type Catalogue } from './product-fixtures.js';

/**
 * Issue 44: "in stock only" on the storefront's search and category pages (GraphQL inStock, REST in_stock,
 * the MCP tools' inStock): the card's `available` rule, applied before paging.
 */
describe('in stock only', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  /** A word only this file's products have in their names. */
  const word = unique('stockprobe')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const products: Record<'sold' | 'soldToo' | 'closedOnly' | 'zero' | 'hiddenStock', { id: number; url: string }> = {} as never;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    const stock = (inventories: { warehouse_id: number; quantity: number }[], visibled = true) => ({ price: '10', visibled, inventories });
    const make = async (name: string, stocks: ReturnType<typeof stock>[]) => {
      const answer = await shop.rest('POST', '/api/admin/product', { name: `${word} ${name}`, categories: [cat.subcategory.id], stocks }, token);
      expect(answer.status).toBe(201);
      return answer.body as { id: number; url: string };
    };
    // Created in this order: the lists show the newest first.
    products.closedOnly = await make('closed warehouse only', [stock([{ warehouse_id: cat.warehouses.off, quantity: 9 }])]);
    products.sold = await make('sold from a', [stock([{ warehouse_id: cat.warehouses.a, quantity: 3 }])]);
    products.zero = await make('nothing left', [stock([{ warehouse_id: cat.warehouses.a, quantity: 0 }])]);
    products.hiddenStock = await make('hidden stock', [
      stock([{ warehouse_id: cat.warehouses.a, quantity: 0 }]),
      stock([{ warehouse_id: cat.warehouses.a, quantity: 5 }], false),
    ]);
    products.soldToo = await make('sold from b', [
      stock([{ warehouse_id: cat.warehouses.a, quantity: 0 }]),
      stock([{ warehouse_id: cat.warehouses.b, quantity: 1 }]),
    ]);
  });
  afterAll(async () => {
    await setSettings(shop, 'product', { warehouseEnabled: false, warehouseId: null });
    await shop.close();
  });

  const SEARCH = 'query($input: SearchProductsInput!) { searchProducts(input: $input) { items { id available } totalItems totalExact } }';
  const CATEGORY = 'query($input: CategoryProductsInput!) { categoryProducts(input: $input) { items { id available } totalItems totalExact } }';
  const ids = (list: { id: number }[]) => list.map((p) => p.id);
  /** A search page (GraphQL), failing on an error. */
  const search = async (input: Record<string, unknown>) => {
    const answer = await shop.gql(SEARCH, { input: { keyword: word, ...input } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.searchProducts;
  };

  it('search: only products with a sellable visible stock, paged and counted as such; everything without the flag', async () => {
    expect((await search({})).totalItems).toBe(5);
    const inStock = await search({ inStock: true });
    expect(inStock).toMatchObject({ totalItems: 2, totalExact: true });
    expect(ids(inStock.items).sort()).toEqual([products.sold.id, products.soldToo.id].sort());
    expect(inStock.items.every((p: { available: boolean }) => p.available)).toBe(true);
    // A page of one: the other in-stock product is on page 2, not an out-of-stock one.
    const first = await search({ inStock: true, perPage: 1 });
    const second = await search({ inStock: true, perPage: 1, page: 2 });
    expect(first.totalItems).toBe(2);
    expect([...ids(first.items), ...ids(second.items)].sort()).toEqual([products.sold.id, products.soldToo.id].sort());
    // false is no filter, and the unfiltered page shared a moment ago is not the filtered one.
    expect((await search({ inStock: false })).totalItems).toBe(5);
  });

  it('category page: the same rule in its pages and totals (the subcategory counts), with the other filters', async () => {
    const page = async (input: Record<string, unknown>) => (await shop.gql(CATEGORY, { input: { url: cat.category.url, ...input } })).data!.categoryProducts;
    expect((await page({})).totalItems).toBe(5);
    const first = await page({ inStock: true, perPage: 1 });
    expect(first).toMatchObject({ totalItems: 2, totalExact: true, items: [{ id: products.soldToo.id, available: true }] });
    expect((await page({ inStock: true, perPage: 1, page: 2 })).items).toEqual([{ id: products.sold.id, available: true }]);
    expect((await page({ inStock: true, priceMin: '11' })).totalItems).toBe(0);
    expect((await page({ inStock: true, sort: 'name' })).items.map((p: { id: number }) => p.id)).toEqual([products.sold.id, products.soldToo.id]);
  });

  it('follows the selling rule: with only warehouse b selling, a product stocked in a alone is left out', async () => {
    await setSettings(shop, 'product', { warehouseEnabled: true, warehouseId: cat.warehouses.b });
    try {
      const found = await search({ inStock: true });
      expect(ids(found.items)).toEqual([products.soldToo.id]);
      expect(found.totalItems).toBe(1);
    } finally {
      await setSettings(shop, 'product', { warehouseEnabled: false, warehouseId: null });
    }
  });

  it('drops a product at once when its last sellable quantity is taken (the ledger write clears the shared pages)', async () => {
    const [inventory] = await shop.em
      .getConnection()
      .execute<{ id: number }[]>('select i.id from inventory i join stock s on s.id = i.stock_id where s.product_id = ? and i.quantity > 0', [
        products.sold.id,
      ]);
    expect((await search({ inStock: true })).totalItems).toBe(2);
    const taken = await shop.rest('POST', '/api/admin/inventory/minus', { inventory_id: inventory.id, quantity: 3, remark: 'sold at the counter' }, token);
    expect(taken.body).not.toHaveProperty('errors');
    expect(taken.status).toBeLessThan(300);
    try {
      expect(ids((await search({ inStock: true })).items)).toEqual([products.soldToo.id]);
    } finally {
      await shop.rest('POST', '/api/admin/inventory/plus', { inventory_id: inventory.id, quantity: 3, remark: 'found' }, token);
    }
  });

  it('REST: in_stock on /api/product/search and /api/product/category', async () => {
    const search = await shop.rest('POST', '/api/product/search', { keyword: word, in_stock: true });
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(2);
    expect((await shop.rest('POST', '/api/product/search', { keyword: word })).body.total).toBe(5);
    const category = await shop.rest('POST', '/api/product/category', { url: cat.category.url, in_stock: 'true' });
    expect(category.status).toBe(200);
    expect(category.body.data.map((p: { id: number }) => p.id)).toEqual([products.soldToo.id, products.sold.id]);
    const bad = await shop.rest('POST', '/api/product/category', { url: cat.category.url, in_stock: 'maybe' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['in_stock']);
  });

  it('MCP: search_products and list_category_products pass inStock', async () => {
    const client = await mcpClient(shop, 'shop', clientAddress());
    try {
      const found = await call(client, 'search_products', { keyword: word, inStock: true });
      expect(found.data).toMatchObject({ totalItems: 2 });
      expect((await call(client, 'search_products', { keyword: word })).data.totalItems).toBe(5);
      const listed = await call(client, 'list_category_products', { category: cat.category.url, inStock: true });
      expect(listed.data.items.map((p: { id: number }) => p.id)).toEqual([products.soldToo.id, products.sold.id]);
      const tool = (await client.listTools()).tools.find((t) => t.name === 'list_category_products');
      expect(tool?.inputSchema.properties).toHaveProperty('inStock');
    } finally {
      await client.close();
    }
  });
});
