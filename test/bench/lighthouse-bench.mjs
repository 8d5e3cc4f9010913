// The Lighthouse row of `npm run bench`: Lighthouse 13.5 (its defaults: mobile, simulated throttling) in
// Debian's Chromium on the storefront's pages, `LIGHTHOUSE_RUNS` (3) runs each, the median run's figures
// beside the targets of issue 42 (performance, accessibility, SEO, FCP, LCP, TBT, CLS, bytes) and issue 44's
// agentic-browsing score. Chromium runs with WebMCP's features on, so that the WebMCP audits apply (Debian's
// Chromium 156 exposes `document.modelContext` only with them); one run answers all four categories.
// BENCH_ONLY=lighthouse runs this row alone; LIGHTHOUSE_PAGES=home,category,product some pages only;
// CHROMIUM_PATH where Chromium is (default /usr/bin/chromium); BENCH_LIGHTHOUSE_DIR keeps each page's median
// report (JSON) there, e.g. to see what shifted.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { table } from './lib/table.mjs';

/** The demo shop's pages of each kind (web/src/shop routes; the demo data of server/db/seed). */
export const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['category', '/category/dresses'],
  ['product', '/product/pleated-maxi-dress'],
  ['search results', '/search/dress'],
  ['blog article', '/blog/article/we-are-open'],
  ['CMS page', '/page/about-us'],
];

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--enable-features=WebMCPTesting,DevToolsWebMCPSupport'];
const TARGETS = { performance: 95, accessibility: 100, seo: 100, agentic: 100, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The audits of the agentic-browsing category that did not pass, as `id (score)`. */
function shortfalls(lhr) {
  return (lhr.categories['agentic-browsing']?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
}

/** One Lighthouse run of `url`: the four scores (0-100), the figures, the agentic shortfalls and the report. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'agentic-browsing'],
  });
  const { categories, audits } = result.lhr;
  const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    agentic: score('agentic-browsing'),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    shortfalls: shortfalls(result.lhr),
    report: result.report,
  };
}

/** The pages LIGHTHOUSE_PAGES names (by their first word, e.g. `home,category,product`), else all of them. */
function chosenPages() {
  const names = process.env.LIGHTHOUSE_PAGES?.split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!names?.length) return LIGHTHOUSE_PAGES;
  const pages = LIGHTHOUSE_PAGES.filter(([name]) => names.includes(name.split(' ')[0].toLowerCase()));
  if (!pages.length) throw new Error(`LIGHTHOUSE_PAGES names none of ${LIGHTHOUSE_PAGES.map(([name]) => name.split(' ')[0]).join(', ')}`);
  return pages;
}

/** Runs every page `runs` times and prints the table; answers the rows (page, figures of the median run by performance). */
export async function lighthouseFigures(baseUrl, { runs = Number(process.env.LIGHTHOUSE_RUNS) || 3 } = {}) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium is needed at ${chromePath} (apt-get install chromium)`);
  console.log(`\nLighthouse ${lighthouse.version ?? '13.5'} (issues 42, 44): mobile, simulated throttling, WebMCP on, ${runs} runs per page, the median run\n`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const [name, path] of chosenPages()) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${baseUrl}${path}`, chrome.port));
      // The run whose performance score is the median: its figures belong together.
      const middle = median(results.map((r) => r.performance));
      const chosen = results.find((r) => r.performance === middle);
      if (process.env.BENCH_LIGHTHOUSE_DIR) fs.writeFileSync(`${process.env.BENCH_LIGHTHOUSE_DIR}/lighthouse-${name.replace(/ /g, '-')}.json`, chosen.report);
      rows.push({ name, path, ...chosen, runs: results.map(({ report: _report, ...figures }) => figures) });
    }
  } finally {
    await chrome.kill();
  }
  const mark = (ok) => (ok ? '' : ' !');
  console.log(
    table(
      ['page', 'performance', 'accessibility', 'SEO', 'agentic', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'],
      [
        ...rows.map((r) => [
          `${r.name} (${r.path})`,
          `${r.performance}${mark(r.performance >= TARGETS.performance)}`,
          `${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)}`,
          `${r.seo}${mark(r.seo >= TARGETS.seo)}`,
          `${r.agentic}${mark(r.agentic >= TARGETS.agentic)}`,
          `${(r.fcpMs / 1000).toFixed(2)} s`,
          `${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= TARGETS.lcpMs)}`,
          `${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= TARGETS.tbtMs)}`,
          `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)}`,
          `${(r.bytes / 1024).toFixed(0)} KiB`,
        ]),
        [
          'target',
          `>= ${TARGETS.performance}`,
          `${TARGETS.accessibility}`,
          `${TARGETS.seo}`,
          `${TARGETS.agentic}`,
          '',
          `<= ${TARGETS.lcpMs / 1000} s`,
          `<= ${TARGETS.tbtMs} ms`,
          `<= ${TARGETS.cls}`,
          '',
        ],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  console.log('(! marks a figure that misses its target)');
  for (const r of rows.filter((row) => row.shortfalls.length)) console.log(`${r.name}: agentic audits below 1: ${r.shortfalls.join('; ')}`);
  return rows;
}
