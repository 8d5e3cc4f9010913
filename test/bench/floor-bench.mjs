// Issue 47's four storefront rows, printed by `npm run bench` after the table (BENCH_ONLY=floor for these
// only): what every request pays before its work (the floor, `{ __typename }`), a product page, a search
// for "widget" (24 results) and a category page of 24, over GraphQL at 10 connections, each beside its
// target. As a shop runs them in production: LOG_LEVEL=info, the cost budget on at its defaults, and the
// requests from 4,096 client addresses (X-Forwarded-For behind TRUST_PROXY=1), so that the per-address
// buckets (4,000 points, 200 a second) do not refuse them.
//
// On a catalogue of 200 products x 3 stocks, every one a "Widget", in 8 categories of 25
// (generate-catalogue.mjs), in a PostgreSQL database of its own: BENCH_FLOOR_DATABASE_URL, by default
// DATABASE_URL's with `_floor` after its name (created when missing). Needs DATABASE_URL.
// BENCH_FLOOR_ROWS: only the rows whose name contains this text (e.g. `typename` for a profile of the floor).
import os from 'node:os';
import pg from 'pg';
import { generateCatalogue } from './generate-catalogue.mjs';
import { cpuMeter, isLocalPostgres } from './lib/cpu.mjs';
import { measure } from './lib/load.mjs';
import { machineSpeed } from './lib/machine.mjs';
import { startShop } from './lib/server.mjs';
import { ms, table } from './lib/table.mjs';
import { PRODUCT_PAGE_QUERY } from './scenarios.mjs';

const PRODUCTS = 200;
const ADDRESSES = 4096;
const CONNECTIONS = 10;

const CARD = 'id url name imageList price specialPrice available';
const SEARCH_QUERY = `query SearchProducts($input: SearchProductsInput!, $language: String) {
  searchProducts(input: $input, language: $language) { items { ${CARD} } page perPage totalItems }
}`;
const CATEGORY_QUERY = `query CategoryProducts($input: CategoryProductsInput!, $language: String) {
  categoryProducts(input: $input, language: $language) { items { ${CARD} } page perPage totalItems }
}`;

/** The rows: GraphQL body of each (given the picked product and category) and its target in requests/s. */
const ROWS = [
  { name: '{ __typename } (the floor)', target: 3300, body: () => ({ query: '{ __typename }' }) },
  {
    name: 'product page (storefrontProduct)',
    target: 2800,
    body: ({ productUrl }) => ({ query: PRODUCT_PAGE_QUERY, variables: { url: productUrl, language: 'en_us' } }),
  },
  {
    name: 'search "widget", 24 results',
    target: 1600,
    body: () => ({ query: SEARCH_QUERY, variables: { input: { keyword: 'widget', page: 1, perPage: 24 }, language: 'en_us' } }),
  },
  {
    name: 'category page of 24',
    target: 1600,
    body: ({ categoryUrl }) => ({ query: CATEGORY_QUERY, variables: { input: { url: categoryUrl, page: 1, perPage: 24 }, language: 'en_us' } }),
  },
];

/** Client address n of 4,096 (10.47.x.y). */
const address = (n) => `10.47.${Math.floor(n / 256)}.${n % 256}`;

/** The floor's database: named, or DATABASE_URL's with `_floor` after its name; created when missing. */
export async function floorDatabase() {
  const named = process.env.BENCH_FLOOR_DATABASE_URL?.trim();
  const url = new URL(named || process.env.DATABASE_URL.trim());
  if (!named) url.pathname = `${url.pathname}_floor`;
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  return url.href;
}

async function graphql(url, body, headers = {}) {
  const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return answer.json();
}

/** The rows (BENCH_FLOOR_ROWS: those whose name contains it), each with its autocannon target from the picked product and category. */
export function floorRows() {
  const wanted = process.env.BENCH_FLOOR_ROWS?.trim().toLowerCase();
  return ROWS.filter((r) => !wanted || r.name.toLowerCase().includes(wanted)).map((row) => ({
    ...row,
    request(picked) {
      const body = row.body(picked);
      const variants = Array.from({ length: ADDRESSES }, (_, n) => ({ body, headers: { 'x-forwarded-for': address(n) } }));
      return { method: 'POST', path: '/graphql', body, variants, graphql: true };
    },
  }));
}

/** The catalogue on the floor's database (made when missing), and the product and category the rows read. */
export async function prepareFloor(databaseUrl, url) {
  const catalogue = await generateCatalogue({ databaseUrl, products: PRODUCTS, nouns: [['Widget', '小部件']], linkedCategories: 8 });
  return { ...(await pick(url)), products: catalogue.products };
}

/** A visible widget and the category with the most products (at least 24), read through the shop. */
async function pick(url) {
  const search = await graphql(url, ROWS[2].body(), { 'x-forwarded-for': address(0) });
  const items = search.data?.searchProducts?.items ?? [];
  if (items.length !== 24) throw new Error(`search "widget" found ${items.length} products, not 24: ${JSON.stringify(search.errors ?? '')}`);
  const db = new pg.Client({ connectionString: await floorDatabase() });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select m.url, count(*)::int as n from menu m join product_category pc on pc.category_id = m.id join product p on p.id = pc.product_id
       where m.url like 'bench-%' and p.visibled group by m.url order by n desc, m.url limit 1`,
    );
    if (!rows[0] || rows[0].n < 24) throw new Error('no category holds 24 visible products');
    return { productUrl: items[0].url, categoryUrl: rows[0].url };
  } finally {
    await db.end();
  }
}

/** Starts a shop on the floor's database, measures the four rows, prints them with their targets. */
export async function floorFigures({ root, adminEmail, adminPassword, measureSeconds, warmupSeconds }) {
  console.log('\nStorefront floor (issue 47): LOG_LEVEL=info, cost budget at its defaults, 4,096 client addresses');
  if (!process.env.DATABASE_URL?.trim()) {
    console.log('unavailable: needs DATABASE_URL (PostgreSQL), as the figures it is compared with');
    return;
  }
  const databaseUrl = await floorDatabase();
  const shop = await startShop({
    root,
    adminEmail,
    adminPassword,
    databaseUrl,
    liftBudgets: false,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', SEED_DEMO: '0', JOB_WORKERS: '1' },
  });
  try {
    const picked = await prepareFloor(databaseUrl, shop.url);
    console.log(`  ${picked.products} products x 3 stocks on ${shop.database}; product ${picked.productUrl}, category ${picked.categoryUrl}`);
    const speed = machineSpeed();
    const loadBefore = os.loadavg()[0];
    console.log(
      `  Machine now: arithmetic loop ${speed.arithmeticMs.toFixed(0)} ms, memory walk ${speed.memoryMs.toFixed(0)} ms; 1-min load average ${loadBefore.toFixed(2)} on ${os.cpus().length} CPUs`,
    );
    const results = [];
    for (const row of floorRows()) {
      const target = row.request(picked);
      const settle = () => graphql(shop.url, target.body, { 'x-forwarded-for': address(0) }).catch(() => {});
      const meter = cpuMeter(shop.pid, { localPostgres: isLocalPostgres(databaseUrl) });
      process.stdout.write(`  - ${row.name}: ${CONNECTIONS} connections, ${measureSeconds} s ...\n`);
      results.push({ row, ...(await measure({ url: shop.url, ...target, connections: CONNECTIONS, seconds: measureSeconds, warmupSeconds, settle, meter })) });
    }
    console.log(`  (1-min load average ${os.loadavg()[0].toFixed(2)} at the end)\n`);
    console.log(
      table(
        ['storefront read', 'conn', 'requests/s', 'target', '', 'p50 ms', 'p95 ms', 'CPU ms', 'non-2xx'],
        results.map((r) => {
          const bad = r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.graphqlErrors > 0;
          const verdict = bad ? `INVALID (${r.non2xx} non-2xx, ${r.graphqlErrors} GraphQL errors)` : r.requestsPerSecond >= r.row.target ? 'met' : 'NOT MET';
          const cpu = r.cpu ? (r.cpu.databaseMs === undefined ? r.cpu.shopMs.toFixed(2) : `${r.cpu.shopMs.toFixed(2)}+${r.cpu.databaseMs.toFixed(2)}`) : '-';
          return [r.row.name, CONNECTIONS, r.requestsPerSecond.toFixed(0), `>= ${r.row.target}`, verdict, ms(r.p50), ms(r.p95), cpu, String(r.non2xx)];
        }),
        ['l', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r'],
      ),
    );
  } finally {
    await shop.stop();
  }
}
