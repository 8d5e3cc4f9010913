// The benchmark scenarios of `npm run bench`. To measure another route, add one entry to the list.
//
// Each entry:
//   name         the row's label in the table
//   method       HTTP method ('GET', 'POST', ...)
//   path         path on the shop, e.g. '/api/configs' (query string allowed)
//   body?        JSON body (sent with content-type application/json)
//   headers?     extra request headers
//   auth?        'admin' (token of POST /api/admin/login) or 'shopper' (token of POST /api/login as the
//                demo shopper); sent as `Authorization: Bearer <token>`
//   connections? concurrency: a number or a list of numbers (one row each); default DEFAULT_CONNECTIONS
//   targetP95Ms? a latency target: the row's note says whether its p95 met it
//   deltaOf?, deltaBase?, deltaTargetMs?  a row's p95 beside the p95 of the row whose deltaBase is its
//                deltaOf (same connections): the difference is printed with its target
//   answersThat? { label, test(body) }: the row's note counts the measured answers `test` holds true of
//   setup?       async (ctx) => overrides | undefined, run once before the measurement, e.g. to create
//                the record a GET reads. ctx = { url, request(method, path, { body, token, headers }),
//                token('admin' | 'shopper') }; request answers { status, body } (body parsed as JSON when
//                it is JSON). It may answer { path, body, headers } to replace the entry's values, and
//                `nextPath()` to give each request a path of its own.
//
// Before measuring, the runner sends the request once: a 404 marks the row "unavailable" (the route is
// not there yet) instead of failing the run. During the measurement every answer must be 2xx; any other
// status marks the figure as not valid.

import { orderScenarios } from './order-scenarios.mjs';
import { reportScenarios } from './report-scenarios.mjs';
import { promotionScenarios } from './promotion-scenarios.mjs';
import { ADJECTIVES, MATERIALS } from './generate-catalogue.mjs';
import { posScenarios } from './pos-scenarios.mjs';
import { mcpScenarios } from './mcp-scenarios.mjs';

export const DEFAULT_CONNECTIONS = 10;

/** The demo shopper that SEED_DEMO=1 creates (server/db/demo/index.ts). */
export const DEMO_SHOPPER = { email: 'demo@example.com', password: 'demo1234' };

/** A storefront page the server rendered (kept or made): the Apollo state it hydrates from (server/shop-page.ts). */
const RENDERED = { label: 'rendered on the server', test: (body) => body.includes('id="shop-state"') };

/**
 * Issue 42: a storefront page rendered on the server for each request (a query of its own per request, so
 * the page cache, keyed by path and query, never holds it), beside the JSON API's answer of the same data
 * (`api`, its p95 at 10 connections; target: rendering adds at most 10 ms). At most 4 renders run at once
 * (server/ssr/render-slots.ts): at 4 connections nearly every page is rendered (the warm-up's last
 * renders may still hold slots as the measured seconds begin); at 10 the requests beyond them get the
 * plain page, which the browser renders. The row's note counts the rendered answers.
 */
function renderedEachTime(kind, api, pathOf) {
  return {
    name: `GET /${kind.split(' ')[0]}/{url}?n (${kind}: rendered on the server for each request)`,
    method: 'GET',
    path: '/',
    connections: [4, 10],
    deltaOf: api,
    deltaTargetMs: 10,
    answersThat: RENDERED,
    async setup(ctx) {
      const path = await pathOf(ctx);
      let n = 0;
      const run = Date.now().toString(36);
      return { path, nextPath: () => `${path}?bench=${run}-${++n}` };
    },
  };
}

export const scenarios = [
  {
    name: 'POST /api/configs (storefront settings)',
    method: 'POST',
    path: '/api/configs',
    body: { language: 'en_us' },
  },
  {
    // Many shoppers signing in, each in turn (one account signing in ten times at once is not a real
    // load, and the login throttle counts attempts in flight per account). Measures password checks.
    name: 'POST /api/login (20 shoppers in turn)',
    method: 'POST',
    path: '/api/login',
    body: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    async setup(ctx) {
      const bodies = [];
      for (let i = 0; i < 20; i++) {
        const shopper = { email: `bench-shopper-${Date.now()}-${i}@example.com`, password: 'bench-password-1' };
        await ctx.request('POST', '/api/register', {
          body: { first_name: 'Bench', last_name: `Shopper ${i}`, email: shopper.email, password: shopper.password, password_confirmation: shopper.password },
        });
        bodies.push(shopper);
      }
      return { bodies };
    },
  },
  {
    name: 'GET /api/admin/account (admin accounts list)',
    method: 'GET',
    path: '/api/admin/account',
    auth: 'admin',
  },

  // The catalogue: on the demo data, or with BENCH_LARGE=1 on the large catalogue of
  // generate-catalogue.mjs. Each set-up picks a real product, category and keywords (pickCatalogue).
  {
    name: 'POST /api/product (product page by url, REST)',
    method: 'POST',
    path: '/api/product',
    connections: [10, 50],
    deltaBase: 'api-product',
    async setup(ctx) {
      const { product } = await pickCatalogue(ctx);
      return { body: { url: product.url, language: 'en_us' } };
    },
  },
  {
    // Issue 15: the first HTML of a product URL with its server-written head (title, canonical,
    // hreflang, Open Graph, JSON-LD, readable summary), beside the JSON product call above. Since issue
    // 42 the page is rendered on the server and kept 30 s (server/ssr/page-cache.ts): this is the kept page.
    name: 'GET /product/{url} (product page by url: rendered on the server, kept)',
    method: 'GET',
    path: '/',
    connections: 10,
    targetP95Ms: 20,
    deltaOf: 'api-product',
    deltaTargetMs: 10,
    answersThat: RENDERED,
    async setup(ctx) {
      const { product } = await pickCatalogue(ctx);
      return { path: `/product/${encodeURIComponent(product.url)}` };
    },
  },
  renderedEachTime('product page', 'api-product', async (ctx) => `/product/${encodeURIComponent((await pickCatalogue(ctx)).product.url)}`),
  {
    name: 'POST /graphql storefrontProduct (product page by url)',
    method: 'POST',
    path: '/graphql',
    connections: [10, 50],
    async setup(ctx) {
      const { product } = await pickCatalogue(ctx);
      return { body: { query: PRODUCT_PAGE_QUERY, variables: { url: product.url, language: 'zh_hk' } } };
    },
  },
  {
    name: 'POST /api/product/category (category page, 24 products)',
    method: 'POST',
    path: '/api/product/category',
    connections: [10, 50],
    deltaBase: 'api-category',
    async setup(ctx) {
      const { category } = await pickCatalogue(ctx);
      return { body: { url: category.url, page: 1, per_page: 24, sort: 'newest', language: 'en_us' } };
    },
  },
  {
    name: 'GET /category/{url} (category page: rendered on the server, kept)',
    method: 'GET',
    path: '/',
    connections: 10,
    deltaOf: 'api-category',
    deltaTargetMs: 10,
    answersThat: RENDERED,
    async setup(ctx) {
      return { path: `/category/${encodeURIComponent((await pickCatalogue(ctx)).category.url)}` };
    },
  },
  renderedEachTime('category page', 'api-category', async (ctx) => `/category/${encodeURIComponent((await pickCatalogue(ctx)).category.url)}`),
  {
    name: 'POST /api/product/search (English keyword)',
    method: 'POST',
    path: '/api/product/search',
    connections: [10, 50],
    async setup(ctx) {
      const { keywords } = await pickCatalogue(ctx);
      return { body: { keyword: keywords.en_us, page: 1, per_page: 24, language: 'en_us' } };
    },
  },
  {
    name: 'POST /api/product/search (Chinese keyword)',
    method: 'POST',
    path: '/api/product/search',
    connections: [10, 50],
    async setup(ctx) {
      const { keywords } = await pickCatalogue(ctx);
      return { body: { keyword: keywords.zh_hk, page: 1, per_page: 24, language: 'zh_hk' } };
    },
  },
  {
    // Issue 13: a common word (thousands of matches on the large catalogue), never served from the shared
    // list cache: each request is another word, language or page size (6,000 combinations).
    name: 'POST /api/product/search (common word, uncached)',
    method: 'POST',
    path: '/api/product/search',
    connections: 10,
    targetP95Ms: 50,
    setup() {
      const bodies = [];
      for (let perPage = 10; perPage <= 100; perPage += 1) {
        for (const language of ['en_us', 'zh_hk', 'zh_cn'])
          for (const word of COMMON_WORDS) bodies.push({ keyword: word, page: 1, per_page: perPage, language });
      }
      // Shuffled, so that the words and page sizes mix within any second.
      bodies.sort((a, b) => hash(JSON.stringify(a)) - hash(JSON.stringify(b)));
      return { body: bodies[0], bodies };
    },
  },
  {
    // The same word paged through as the storefront's search page asks (24 a page:
    // web/src/shop/catalog/catalog-params.ts), pages 1 to 40 alike (2,640 combinations, more than a run
    // sends). Pages 9 on are past the ranked matches: each skips the matches before it along the id
    // index, so a deep page costs PostgreSQL more than a first one. For what paging costs; no target.
    name: 'POST /api/product/search (common word paged, 24 a page, pages 1-40)',
    method: 'POST',
    path: '/api/product/search',
    connections: 10,
    setup() {
      const bodies = [];
      for (let page = 1; page <= 40; page += 1) {
        for (const language of ['en_us', 'zh_hk', 'zh_cn'])
          for (const word of COMMON_WORDS) bodies.push({ keyword: word, page, per_page: PAGE_SIZE, language });
      }
      bodies.sort((a, b) => hash(JSON.stringify(a)) - hash(JSON.stringify(b)));
      return { body: bodies[0], bodies };
    },
  },
  {
    // Issue 13: ten staff searching the back office's product list by keyword (a model number: a name or
    // sku part), exact total up to 10,000 matches.
    name: 'GET /api/admin/product?keyword= (admin keyword search)',
    method: 'GET',
    path: '/api/admin/product?page=1&per_page=10&language=en_us&keyword=bench-0500',
    auth: 'admin',
    connections: 10,
    targetP95Ms: 50,
    setup() {
      return process.env.BENCH_LARGE === '1' ? undefined : { path: '/api/admin/product?page=1&per_page=10&language=en_us&keyword=HL-' };
    },
  },
  {
    name: 'GET /api/admin/product (admin product list)',
    method: 'GET',
    path: '/api/admin/product?page=1&per_page=10&language=en_us',
    auth: 'admin',
    connections: [10, 50],
  },
  {
    name: 'GET /api/admin/customer (admin customer list)',
    method: 'GET',
    path: '/api/admin/customer?page=1&per_page=10',
    auth: 'admin',
  },
  {
    name: 'GET /api/admin/order (admin order list)',
    method: 'GET',
    path: '/api/admin/order?page=1&per_page=10',
    auth: 'admin',
  },
  ...orderScenarios,
  ...reportScenarios,
  ...promotionScenarios,
  ...posScenarios,
  ...mcpScenarios,
];

/** Words of the large catalogue's names (materials and adjectives of generate-catalogue.mjs), each in thousands of products. */
/** The storefront's search page size (web/src/shop/catalog/catalog-params.ts PAGE_SIZE). */
const PAGE_SIZE = 24;
const COMMON_WORDS = [...MATERIALS, ...ADJECTIVES].map(([english]) => english.toLowerCase());

/** A stable number of a text (FNV-1a), to shuffle the same way every run. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The storefront's product page query (web/src/shop/product/product.graphql). */
export const PRODUCT_PAGE_QUERY = `query StorefrontProduct($url: String!, $language: String) {
  storefrontProduct(url: $url, language: $language) {
    id url sku name description metaTitle metaDescription imageList price specialPrice priceVisible available
    brand { id title url }
    categories { id title url }
    attributes { id key title values { id code label } }
    stocks { id sku price specialPrice options allAvailableInventories }
  }
}`;

let picked;

/**
 * A real product (with the most stocks among a handful), a top-level category with subcategories and
 * two keywords (the product's noun in English, its last two characters in Chinese), read through the
 * shop's own API from the database the bench runs on: the large catalogue (skus BENCH-...) when
 * BENCH_LARGE=1, else the demo catalogue.
 */
export async function pickCatalogue(ctx) {
  picked ??= (async () => {
    const large = process.env.BENCH_LARGE === '1';
    const token = await ctx.token('admin');
    // A product from the middle of the large catalogue, or the demo's newest.
    const keyword = large ? 'BENCH-05000' : 'HL-';
    const list = await ctx.request('GET', `/api/admin/product?keyword=${encodeURIComponent(keyword)}&per_page=10&language=en_us`, { token });
    if (list.status !== 200 || !list.body?.data?.length)
      throw new Error(`no catalogue to measure (GET /api/admin/product?keyword=${keyword} answered ${list.status}); seed the demo or set BENCH_LARGE=1`);
    const pages = [];
    for (const item of list.body.data) {
      const page = await ctx.request('POST', '/api/product', { body: { url: item.url, language: 'zh_hk' } });
      if (page.status === 200) pages.push(page.body);
    }
    if (!pages.length) throw new Error('no visible product among the picked ones');
    const zh = pages.sort((a, b) => b.stocks.length - a.stocks.length)[0];
    const en = (await ctx.request('POST', '/api/product', { body: { url: zh.url, language: 'en_us' } })).body;
    const words = en.name.toLowerCase().match(/[a-z]+/g) ?? [];
    const chinese = [...zh.name].filter((c) => /\p{Script=Han}/u.test(c));
    const keywords = { en_us: words[words.length - 1], zh_hk: chinese.slice(-2).join('') };

    const menu = await ctx.request('GET', '/api/menu?language=en_us');
    const tops = (Array.isArray(menu.body) ? menu.body : []).filter(
      (m) => m.type === 'category' && m.children?.length && (!large || m.url.startsWith('bench-')),
    );
    if (!tops.length) throw new Error('no category with subcategories in GET /api/menu');
    const category = tops[0];
    console.log(`  catalogue: product ${en.url} (${en.stocks.length} stocks), category ${category.url}, keywords "${keywords.en_us}" and "${keywords.zh_hk}"`);
    return { product: en, category, keywords };
  })();
  return picked;
}
