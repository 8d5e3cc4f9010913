// Issue 44: Lighthouse 13.5 (mobile, its default) on the storefront's home page, a category and a product,
// printing each page's agentic-browsing score beside its target of 100, and the performance score and CLS.
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium) runs with WebMCP's features on, so that the WebMCP
// audits apply (Debian's Chromium 156 exposes `document.modelContext` only with them). Heavy: three full
// Lighthouse runs; BENCH_ONLY=lighthouse runs this row alone.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { request } from './lib/client.mjs';
import { table } from './lib/table.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--enable-features=WebMCPTesting,DevToolsWebMCPSupport'];
const TARGET = 100;

/** A category and a product of the shop's catalogue (the demo data), by the storefront's own queries. */
async function samplePages(baseUrl) {
  const graphql = (query, variables) => request(baseUrl, 'POST', '/graphql', { body: { query, variables } });
  const menus = await graphql('{ publicMenus { type url children { type url } } }');
  const all = (menus.body?.data?.publicMenus ?? []).flatMap((menu) => [menu, ...(menu.children ?? [])]);
  const category = all.find((menu) => menu.type === 'category');
  if (!category) throw new Error('the shop has no category in its menu');
  const products = await graphql('query($input: CategoryProductsInput!) { categoryProducts(input: $input) { items { url } } }', {
    input: { url: category.url, page: 1, perPage: 1 },
  });
  const product = products.body?.data?.categoryProducts?.items?.[0];
  if (!product) throw new Error(`the category ${category.url} shows no product`);
  return [
    ['home', '/'],
    ['category', `/category/${encodeURIComponent(category.url)}`],
    ['product', `/product/${encodeURIComponent(product.url)}`],
  ];
}

const score = (category) => (category?.score === null || category?.score === undefined ? '-' : Math.round(category.score * 100));

/** The audits of the agentic-browsing category that did not pass, as `id (score)`. */
function shortfalls(lhr) {
  return lhr.categories['agentic-browsing'].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
}

/** Prints the Lighthouse table for the running shop at `baseUrl`. */
export async function lighthouseFigures(baseUrl) {
  const pages = await samplePages(baseUrl);
  console.log(`\nLighthouse ${lighthouse.version ?? '13.5'} (mobile) with WebMCP on (${CHROMIUM_PATH}), agentic browsing target ${TARGET}\n`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['agentic-browsing', 'performance'],
      });
      const { lhr } = result;
      // BENCH_LIGHTHOUSE_DIR: keep each page's full report (JSON) there, e.g. to see what shifted.
      if (process.env.BENCH_LIGHTHOUSE_DIR) fs.writeFileSync(`${process.env.BENCH_LIGHTHOUSE_DIR}/lighthouse-${name}.json`, result.report);
      const agentic = score(lhr.categories['agentic-browsing']);
      const webmcp = ['webmcp-registered-tools', 'webmcp-form-coverage', 'webmcp-schema-validity']
        .map((id) => `${id.replace('webmcp-', '')}: ${lhr.audits[id].scoreDisplayMode === 'notApplicable' ? 'n/a' : lhr.audits[id].score}`)
        .join(', ');
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
      rows.push([
        `Lighthouse ${name} ${path}`,
        agentic,
        `>= ${TARGET}: ${agentic === TARGET ? 'met' : 'NOT MET'}`,
        score(lhr.categories.performance),
        cls === undefined ? '-' : cls.toFixed(3),
        [webmcp, ...shortfalls(lhr)].join('; '),
      ]);
    }
  } finally {
    await chrome.kill();
  }
  console.log(table(['page', 'agentic', 'target', 'performance', 'CLS', 'WebMCP audits; agentic audits below 1'], rows, ['l', 'r', 'l', 'r', 'r', 'l']));
}
