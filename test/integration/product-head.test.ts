import { pageSite, type PageSite } from './page-site.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

/**
 * Issue 15's speed budget for the head of a product URL (p95 under 20 ms at concurrency 10): once a
 * product's head is made, later answers run no SQL statement and reuse the rendered page, each with a
 * nonce of its own; a write to the product or the settings is seen by the next answer. The heads of
 * categories and pages are kept the same way (issue 42: a page kept by the renderer answers without a query).
 */
describe('the first HTML of a product URL: statements and the rendered page kept', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  let site: PageSite;

  const get = async (pathname: string) => {
    const response = await fetch(`${site.url}${pathname}`, { headers: { connection: 'close' } });
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy') ?? '',
      etag: response.headers.get('etag'),
      body: await response.text(),
    };
  };
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

  beforeAll(async () => {
    // A server of this file's own modules (FILE_MODULES): the page handler below then shares its caches
    // (and their drops on write) with it, as in the running shop (the worker's servers keep their own
    // module copies).
    shop = await TestShop.start({ PUBLIC_URL: 'https://head.example.com' }, FILE_MODULES);
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    site = await pageSite(shop, TEMPLATE);
  });
  afterAll(async () => {
    await shop.rest('PUT', '/api/admin/setting/basic', { header_script: '' }, token);
    await site.close();
    await shop.close();
  });

  it('runs no statement once the head is made, and answers the same page with a new nonce each time', async () => {
    const created = await shop.gql(
      'mutation($input: ProductInput!) { createProduct(input: $input, language: "en_us") { id url } }',
      {
        input: {
          url: unique('head-speed-').toLowerCase(),
          name: 'Head speed teapot',
          categories: [cat.category.id],
          stocks: [{ price: '88', options: [cat.colour.red], inventories: [{ warehouseId: cat.warehouses.a, quantity: 3 }] }],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id, url } = created.data!.createProduct as { id: number; url: string };
    const page = () => get(`/product/${url}`);
    // The first answer makes the head: the product page's own statements, nothing per field.
    const making = await shop.withoutJobs(async () => {
      shop.resetQueries();
      expect((await page()).status).toBe(200);
      return shop.queries.filter((q) => /\b(select|insert|update|delete)\b/i.test(q) && !/ from "(setting|warehouse)" as /.test(q));
    });
    expect(making.length).toBeGreaterThan(0);
    expect(making.length).toBeLessThanOrEqual(3);
    expect(await shop.statementsOf(page)).toBe(0);

    const [first, second] = [await page(), await page()];
    const [a, b] = [nonceOf(first.csp), nonceOf(second.csp)];
    expect(a).not.toBe(b);
    expect(first.body).toContain(`<script nonce="${a}" type="module" src="/assets/main.js">`);
    expect(first.body).toContain(`<script type="application/ld+json" nonce="${a}">`);
    expect(first.body.split(a).join('N')).toBe(second.body.split(b).join('N'));
    // A page that carries its own nonce is never the same twice: no ETag to compare.
    expect(first.etag).toBeNull();

    // A write is seen by the next answer: the product's name, the merchant's scripts.
    const renamed = await shop.gql(
      'mutation($id: Int!) { updateProduct(id: $id, input: { name: "Head speed kettle" }, language: "en_us") { id } }',
      { id },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    expect((await page()).body).toContain('<h1>Head speed kettle</h1>');
    expect((await shop.rest('PUT', '/api/admin/setting/basic', { header_script: '<script src="https://tags.example.com/t.js"></script>' }, token)).status).toBe(
      200,
    );
    const tagged = await page();
    expect(tagged.body).toContain(`<script nonce="${nonceOf(tagged.csp)}" src="https://tags.example.com/t.js"></script>`);
    const name = (await shop.rest('GET', '/api/admin/setting/basic', undefined, token)).body.name as string;
    expect((await shop.rest('PUT', '/api/admin/setting/basic', { name: 'Head Speed Shop' }, token)).status).toBe(200);
    try {
      expect((await page()).body).toContain('<meta property="og:site_name" content="Head Speed Shop">');
    } finally {
      await shop.rest('PUT', '/api/admin/setting/basic', { name }, token);
    }
  });

  it("keeps a category's and a page's head too: no statement once made, a write seen by the next answer", async () => {
    const made = (answer: { errors?: unknown; data?: Record<string, unknown> | null }) => {
      expect(answer.errors).toBeUndefined();
      return answer.data!;
    };
    const categoryPage = () => get(`/category/${cat.category.url}`);
    expect((await categoryPage()).status).toBe(200);
    expect(await shop.statementsOf(categoryPage)).toBe(0);
    made(
      await shop.gql('mutation($id: Int!) { updateMenu(id: $id, input: { title: "Kept clothes" }, language: "en_us") { id } }', { id: cat.category.id }, token),
    );
    expect((await categoryPage()).body).toContain('<h1>Kept clothes</h1>');

    const url = unique('kept-page-').toLowerCase();
    const created = await shop.rest('POST', '/api/admin/page', { title: 'Kept page', url, content: '<p>First words</p>' }, token);
    expect(created.status).toBe(201);
    const cmsPage = () => get(`/page/${url}`);
    expect((await cmsPage()).body).toContain('First words');
    expect(await shop.statementsOf(cmsPage)).toBe(0);
    expect((await shop.rest('PUT', `/api/admin/page/${created.body.id}`, { content: '<p>Second words</p>' }, token)).status).toBe(200);
    const changed = (await cmsPage()).body;
    expect(changed).toContain('Second words');
    expect(changed).not.toContain('First words');
  });
});
