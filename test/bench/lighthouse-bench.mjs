// Issue 42's Lighthouse row: the storefront's pages as a phone loads them (Lighthouse's defaults: mobile,
// simulated throttling) in Debian's Chromium, three runs each, the median run's figures beside the targets.
// `npm run bench` prints it after the rows; BENCH_ONLY=lighthouse for it alone; LIGHTHOUSE_RUNS to change
// the number of runs; CHROMIUM_PATH where Chromium is (default /usr/bin/chromium).
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

const TARGETS = { performance: 95, accessibility: 100, seo: 100, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of `url`: the three scores (0-100) and the figures. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  const { categories, audits } = result.lhr;
  const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

/** Runs every page `runs` times and prints the table; answers the rows (page, figures of the median run by performance). */
export async function lighthouseFigures(baseUrl, { runs = Number(process.env.LIGHTHOUSE_RUNS) || 3 } = {}) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium is needed at ${chromePath} (apt-get install chromium)`);
  console.log(`\nLighthouse (issue 42): mobile, simulated throttling, ${runs} runs per page, the median run\n`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const [name, path] of LIGHTHOUSE_PAGES) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${baseUrl}${path}`, chrome.port));
      // The run whose performance score is the median: its figures belong together.
      const middle = median(results.map((r) => r.performance));
      const chosen = results.find((r) => r.performance === middle);
      rows.push({ name, path, ...chosen, runs: results });
    }
  } finally {
    await chrome.kill();
  }
  const mark = (ok) => (ok ? '' : ' !');
  console.log(
    table(
      ['page', 'performance', 'accessibility', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'],
      [
        ...rows.map((r) => [
          `${r.name} (${r.path})`,
          `${r.performance}${mark(r.performance >= TARGETS.performance)}`,
          `${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)}`,
          `${r.seo}${mark(r.seo >= TARGETS.seo)}`,
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
          '',
          `<= ${TARGETS.lcpMs / 1000} s`,
          `<= ${TARGETS.tbtMs} ms`,
          `<= ${TARGETS.cls}`,
          '',
        ],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  console.log('(! marks a figure that misses its target)');
  return rows;
}
