import fs from 'node:fs';
import path from 'node:path';
import { seoRoutes, sitemapFiles, SITEMAP_MAX_URLS } from '../../server/modules/seo/sitemap.js';
import { pageSite, type PageSite } from './page-site.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

interface Answer {
  status: number;
  location: string | null;
  type: string | null;
  body: string;
}

/** The JSON-LD objects of a page. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('what a crawler and a link preview see', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  let site: PageSite;
  const base = () => shop.config.publicUrl.replace(/\/+$/, '');

  async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual', headers: { connection: 'close', ...headers } });
    return { status: response.status, location: response.headers.get('location'), type: response.headers.get('content-type'), body: await response.text() };
  }

  async function product(input: Record<string, unknown> = {}) {
    const answer = await shop.gql(
      'mutation($input: ProductInput!, $language: String) { createProduct(input: $input, language: $language) { id url name } }',
      {
        input: {
          url: unique('seo-product-').toLowerCase(),
          name: 'Linen <shirt> & "tie"',
          description: '<p>Cool <b>linen</b></p>',
          categories: [cat.category.id],
          stocks: [{ price: '120', specialPrice: '99.5', options: [cat.colour.red], inventories: [{ warehouseId: cat.warehouses.a, quantity: 5 }] }],
          ...input,
        },
        language: 'en_us',
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createProduct as { id: number; url: string; name: string };
  }

  beforeAll(async () => {
    // Its own modules: the page it serves (pageSite) is this file's copy of shop-page.ts, whose kept heads
    // must be dropped by the server's writes (common/shared-cache.ts), as in one process of the shop.
    shop = await TestShop.start({}, FILE_MODULES);
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
    site = await pageSite(shop, TEMPLATE, (app) =>
      app.use(seoRoutes({ orm: shop.running.db.orm, runtime: { config: shop.config, tokenSecret: new Uint8Array() } })),
    );
  });
  afterAll(async () => {
    await site.close();
    await shop.close();
  });

  it('a product URL: title, description, canonical, hreflang, Open Graph, JSON-LD Product and BreadcrumbList, readable content', async () => {
    const item = await product({ metaDescription: 'Breathable linen' });
    const page = await get(`/product/${item.url}`);
    expect(page.status).toBe(200);
    const html = page.body;
    expect(html).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(html).toContain('<title>Linen &lt;shirt&gt; &amp; &quot;tie&quot;</title>');
    expect(html).not.toContain('<title>Shop</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe('Breathable linen');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base()}/product/${item.url}`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh-HK" href="${base()}/product/${item.url}?language=zh_hk">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base()}/product/${item.url}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card"');
    // the JSON-LD agrees with the JSON product call (price, currency, stock)
    const api = await shop.rest('POST', '/api/product', { url: item.url });
    const [ld, crumbs] = jsonLd(html);
    expect(ld).toMatchObject({ '@type': 'Product', name: item.name, sku: api.body.sku });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: `${base()}/product/${item.url}`,
      price: api.body.special_price ?? api.body.price,
      priceCurrency: 'HKD',
      availability: api.body.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    expect(Number(ld.offers.price)).toBe(99.5);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { item: string }) => c.item)).toEqual([
      `${base()}/`,
      `${base()}/category/${cat.category.url}`,
      `${base()}/product/${item.url}`,
    ]);
    // the main content without JavaScript, inside the app's root
    expect(html).toMatch(/<div id="root"><main data-server-summary><nav aria-label="Breadcrumb">/);
    expect(html).toContain('<h1>Linen &lt;shirt&gt; &amp; &quot;tie&quot;</h1>');
    expect(html).toContain('<p>HKD 99.5');
    expect(html).toContain('<p>Cool <b>linen</b></p>');
  });

  it('the language of the URL (or the cookie) renders the first answer in that language', async () => {
    const item = await product();
    await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input, language: "zh_hk") { id } }',
      { id: item.id, input: { name: '麻質襯衫' } },
      token,
    );
    const zh = await get(`/product/${item.url}?language=zh_hk`);
    expect(zh.body).toMatch(/<html lang="zh-HK">/);
    expect(zh.body).toContain('<title>麻質襯衫</title>');
    expect(attr(zh.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base()}/product/${item.url}?language=zh_hk`);
    expect(zh.body).toContain('<nav aria-label="導覽路徑">');
    const cookie = await get(`/product/${item.url}`, { cookie: 'language=zh_hk' });
    expect(cookie.body).toContain('<title>麻質襯衫</title>');
    // an unknown language is the main one
    expect((await get(`/product/${item.url}?language=xx_yy`)).body).toMatch(/<html lang="en-US">/);
  });

  it('home: Organization and WebSite with SearchAction; category: BreadcrumbList and links to its products', async () => {
    const home = await get('/');
    const types = jsonLd(home.body).map((x) => x['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(jsonLd(home.body)[1].potentialAction).toMatchObject({ '@type': 'SearchAction', target: `${base()}/search/{search_term_string}` });
    const item = await product();
    const category = await get(`/category/${cat.category.url}`);
    expect(category.status).toBe(200);
    expect(jsonLd(category.body)[0]['@type']).toBe('BreadcrumbList');
    expect(category.body).toContain(`href="/product/${item.url}"`);
    const search = await get('/search/linen');
    expect(search.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('pages: head from meta fields, content sanitised; unknown paths and missing records go home by HTTP', async () => {
    const pageUrl = unique('seo-page-').toLowerCase();
    const created = await shop.rest(
      'POST',
      '/api/admin/page',
      { title: 'Returns', url: pageUrl, content: '<p>Within 30 days<script>alert(1)</script></p>', meta_description: 'How to return' },
      token,
    );
    expect(created.status).toBe(201);
    const page = await get(`/page/${pageUrl}`);
    expect(page.body).toContain('<title>Returns</title>');
    expect(page.body).toContain('<meta name="description" content="How to return">');
    expect(page.body).toContain('<p>Within 30 days</p>');
    expect(page.body).not.toContain('alert(1)');
    for (const missing of ['/no/such/path', '/product/no-such-product-x', '/page/no-such-page-x', '/category/no-such-category-x', '/blog/article/none']) {
      const answer = await get(missing);
      expect([missing, answer.status, answer.location]).toEqual([missing, 302, '/']);
    }
    expect((await get('/page/gone?language=zh_hk')).location).toBe('/?language=zh_hk');
    const hidden = await product({ visibled: false });
    expect((await get(`/product/${hidden.url}`)).status).toBe(302);
    // the app's own screens answer the shell with a head
    const contact = await get('/contact-us');
    expect(contact.status).toBe(200);
    expect(contact.body).toContain('<title>Contact us');
    expect((await get('/stores')).body).toContain('<title>Our stores');
    // Every screen of the storefront's router that names no record opens from a link, a reload or a share
    // (the server must know it, or it sends the shopper home).
    const router = fs.readFileSync(path.join(process.cwd(), 'web/src/shop/ShopApp.tsx'), 'utf8');
    const screens = [...router.matchAll(/path="([^"]+)"/g)].map((m) => `/${m[1]}`).filter((p) => !/[:*]/.test(p));
    expect(screens.length).toBeGreaterThan(12);
    const answers = await Promise.all(screens.map(async (p) => [p, (await get(p)).status]));
    expect(answers).toEqual(screens.map((p) => [p, 200]));
  });

  it("the header's search box sent by the browser itself (before the page's JavaScript, or without it) gets the keyword's results", async () => {
    expect(await get('/search?keyword=%20linen%20shirt%20')).toMatchObject({ status: 302, location: '/search/linen%20shirt' });
    expect(await get('/search?keyword=tea%21')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/search?language=zh_hk')).toMatchObject({ status: 302, location: '/?language=zh_hk' });
  });

  it('a changed url answers 301 to the current one (no chain, no loop) for pages and products', async () => {
    const first = unique('moved-').toLowerCase();
    const created = await shop.rest('POST', '/api/admin/page', { title: 'Moved', url: first }, token);
    const second = unique('moved2-').toLowerCase();
    const third = unique('moved3-').toLowerCase();
    await shop.rest('PUT', `/api/admin/page/${created.body.id}`, { url: second }, token);
    await shop.rest('PUT', `/api/admin/page/${created.body.id}`, { url: third }, token);
    for (const old of [first, second]) expect(await get(`/page/${old}`)).toMatchObject({ status: 301, location: `/page/${third}` });
    expect((await get(`/page/${third}`)).status).toBe(200);
    await shop.rest('PUT', `/api/admin/page/${created.body.id}`, { url: first }, token);
    expect((await get(`/page/${first}`)).status).toBe(200);
    expect(await get(`/page/${third}`)).toMatchObject({ status: 301, location: `/page/${first}` });

    const item = await product();
    const renamed = unique('renamed-').toLowerCase();
    const update = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { url } }',
      { id: item.id, input: { url: renamed } },
      token,
    );
    expect(update.errors).toBeUndefined();
    expect(await get(`/product/${item.url}?language=zh_hk`)).toMatchObject({ status: 301, location: `/product/${renamed}?language=zh_hk` });
  });

  it('a blog article: Article JSON-LD and its text; a blog category lists its articles', async () => {
    const category = await shop.rest('POST', '/api/admin/blog/category', { title: 'Stories', url: unique('seo-bc-').toLowerCase() }, token);
    const articleUrl = unique('seo-ba-').toLowerCase();
    const created = await shop.rest(
      'POST',
      '/api/admin/blog/article',
      {
        title: 'Our linen',
        url: articleUrl,
        summary: 'Why linen',
        author: 'Ann',
        content: '<p>Linen is cool</p>',
        category_ids: [category.body.id],
        published_at: '2026-01-02T03:04:05Z',
      },
      token,
    );
    expect(created.status).toBe(201);
    const page = await get(`/blog/article/${articleUrl}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="description" content="Why linen">');
    expect(jsonLd(page.body)[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Our linen',
      author: { name: 'Ann' },
      datePublished: '2026-01-02T03:04:05.000Z',
    });
    expect(page.body).toContain('<p>Linen is cool</p>');
    const list = await get(`/blog/category/${category.body.url}`);
    expect(list.body).toContain(`href="/blog/article/${articleUrl}"`);
    const sitemap = await get('/sitemap/blog_article-en_us-1.xml');
    expect(sitemap.body).toContain(`/blog/article/${articleUrl}</loc>`);
  });

  it('robots.txt and sitemap.xml: content types, disallowed areas, index and per-language files with alternates', async () => {
    const robots = await get('/robots.txt');
    expect(robots.type).toMatch(/^text\/plain/);
    for (const area of ['/admin', '/api', '/checkout', '/account', '/cart']) expect(robots.body).toContain(`Disallow: ${area}\n`);
    expect(robots.body).toContain(`Sitemap: ${base()}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const file of ['product-en_us-1.xml', 'product-zh_hk-1.xml', 'category-en_us-1.xml', 'page-zh_hk-1.xml'])
      expect(index.body).toContain(`<loc>${base()}/sitemap/${file}</loc>`);
    const item = await product();
    const products = await get('/sitemap/product-zh_hk-1.xml');
    expect(products.type).toMatch(/^application\/xml/);
    const entry = new RegExp(
      `<url><loc>${base().replace(/[.]/g, '\\.')}/product/${item.url}\\?language=zh_hk</loc><lastmod>[^<]+</lastmod>(<xhtml:link [^>]+/>){3}</url>`,
    );
    expect(products.body).toMatch(entry);
    expect(products.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base()}/product/${item.url}"/>`);
    expect((await get('/sitemap/product-xx_yy-1.xml')).status).toBe(404);
    expect((await get('/sitemap/secret-en_us-1.xml')).status).toBe(404);
  });

  it('splits a sitemap beyond 50,000 URLs', () => {
    expect(SITEMAP_MAX_URLS).toBe(50000);
    expect(sitemapFiles('product', ['en_us'], 50000)).toEqual(['product-en_us-1.xml']);
    expect(sitemapFiles('product', ['en_us', 'zh_hk'], 100001)).toEqual([
      'product-en_us-1.xml',
      'product-en_us-2.xml',
      'product-en_us-3.xml',
      'product-zh_hk-1.xml',
      'product-zh_hk-2.xml',
      'product-zh_hk-3.xml',
    ]);
    expect(sitemapFiles('page', ['en_us'], 0)).toEqual(['page-en_us-1.xml']);
  });
});
