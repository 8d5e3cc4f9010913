// `npm run bench`: load figures of the built shop, and the size of the built web app.
//
// Starts dist/server/main.js as a child process on a free 127.0.0.1 port (PostgreSQL when DATABASE_URL is
// set, else a fresh embedded database in a temporary DATA_DIR, removed afterwards; SEED_DEMO=1), logs in,
// runs each scenario of ./scenarios.mjs with autocannon, prints one table, then the gzipped sizes of
// web/dist when it exists, stops the server and exits 0. Not a test: figures are printed, not judged,
// except that a row with any non-2xx answer is marked INVALID.
//
// Settings (environment):
//   BENCH_SECONDS         measured seconds per row (default 10)
//   BENCH_WARMUP_SECONDS  unmeasured warm-up before each row (default 2; 0 for none)
//   BENCH_ONLY            run only scenarios whose name contains this text (case-insensitive; several texts: a|b)
//   DATABASE_URL          benchmark on this PostgreSQL database instead of the embedded one
//   ADMIN_EMAIL, ADMIN_PASSWORD  the admin to log in as (defaults below); on an existing PostgreSQL
//                         database they must match its admin account, or the admin rows are unavailable
//   BENCH_LARGE=1         first build the large catalogue (generate-catalogue.mjs: 100,000 products) and the
//                         order history (generate-orders.mjs: 1,000,000 orders over two years) on DATABASE_URL
//                         (kept when they are there already), and measure the catalogue and report rows on them
//   WEB_CONCURRENCY       passed to the shop: its HTTP processes (PostgreSQL only; default 1)
//   BENCH_NODE_ARGS       extra Node flags for the shop's process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
//                         (a CPU profile of the server under the load, written when it stops)
//   CHROMIUM_PATH         the Chromium the Lighthouse row drives (default /usr/bin/chromium); BENCH_ONLY=lighthouse
//                         runs that row alone, LIGHTHOUSE_PAGES=home,category,product some of its pages only,
//                         LIGHTHOUSE_RUNS its runs per page (3)
//   BENCH_FLOOR_DATABASE_URL  the storefront floor's database (floor-bench.mjs; default DATABASE_URL's
//                         name with `_floor`); BENCH_ONLY=floor runs those four rows alone
//   BENCH_ONLY=feed       the product feed's figures alone (product-feed-bench.mjs: a shop of their own
//                         with a capped heap; with BENCH_LARGE=1 only the catalogue is built, not the orders)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleReport } from './lib/bundle.mjs';
import { cpuMeter, isLocalPostgres } from './lib/cpu.mjs';
import { machineSpeed } from './lib/machine.mjs';
import { login, request } from './lib/client.mjs';
import { measure } from './lib/load.mjs';
import { startShop } from './lib/server.mjs';
import { kB, ms, table } from './lib/table.mjs';
import { DEFAULT_CONNECTIONS, DEMO_SHOPPER, scenarios } from './scenarios.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';
import { generateOrders } from './generate-orders.mjs';
import { partnersFigures } from './partners-bench.mjs';
import { mcpFigures } from './mcp-scenarios.mjs';
import { broadcastFigures } from './broadcast-bench.mjs';
import { productFeedFigures } from './product-feed-bench.mjs';
import { floorFigures } from './floor-bench.mjs';
import { lighthouseFigures } from './lighthouse-bench.mjs';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const STOREFRONT_TARGET_BYTES = 250_000;

function seconds(name, fallback, min) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > 600) {
    console.error(`${name} must be a number of seconds from ${min} to 600, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const measureSeconds = seconds('BENCH_SECONDS', 10, 1);
const warmupSeconds = seconds('BENCH_WARMUP_SECONDS', 2, 0);
const only = process.env.BENCH_ONLY?.trim().toLowerCase();
const adminEmail = process.env.ADMIN_EMAIL?.trim() || 'admin@example.com';
const adminPassword = process.env.ADMIN_PASSWORD || 'bench-admin-password';

// Issue 47's storefront floor: a shop of its own (LOG_LEVEL=info, the cost budget at its defaults).
const floorSelected = !only || 'storefront floor'.includes(only) || only.split('|').includes('floor');
const floor = () =>
  floorFigures({ root, adminEmail, adminPassword, measureSeconds, warmupSeconds }).catch((error) =>
    console.log(`\nStorefront floor (issue 47): unavailable (${error.message})`),
  );
if (only === 'floor') {
  await floor();
  process.exit(0);
}

// Issue 45's product feed: a shop of its own (its old space capped), after the table's shop has stopped.
const feedSelected = !only || 'product feed'.includes(only);
const feed = () =>
  productFeedFigures({ root, adminEmail, adminPassword }).catch((error) => console.log(`\nProduct feed (issue 45): unavailable (${error.message})`));

const selected = scenarios.filter((s) => !only || only.split('|').some((text) => s.name.toLowerCase().includes(text)));
const runs = selected.flatMap((scenario) => [scenario.connections ?? DEFAULT_CONNECTIONS].flat().map((connections) => ({ scenario, connections })));
// The order history takes minutes to build: only when a selected row reads orders (or all rows run).
const needsOrders = !only || selected.some((s) => /order|report|dashboard/i.test(s.name));

let generated;
let generatedOrders;
if (process.env.BENCH_LARGE === '1') {
  if (!process.env.DATABASE_URL?.trim()) {
    console.error('BENCH_LARGE=1 needs DATABASE_URL (a PostgreSQL database made with createdb)');
    process.exit(1);
  }
  try {
    generated = await generateCatalogue({ databaseUrl: process.env.DATABASE_URL.trim() });
    if (needsOrders) generatedOrders = await generateOrders({ databaseUrl: process.env.DATABASE_URL.trim() });
  } catch (error) {
    console.error(`bench: the large catalogue or order history could not be generated: ${error.message}`);
    process.exit(1);
  }
}
if (only === 'feed') {
  await feed();
  process.exit(0);
}

// Bound the whole run: start-up, plus each row's warm-up and measurement with room for set-up.
const lighthouseSelected = !only || 'lighthouse'.includes(only);
const budgetMs =
  240_000 +
  (lighthouseSelected ? 600_000 : 0) +
  (process.env.DATABASE_URL?.trim() ? 180_000 : 0) +
  (feedSelected ? 600_000 : 0) +
  (runs.length + (floorSelected ? 4 : 0)) * (measureSeconds + warmupSeconds + 30) * 1000;
let shop;
const watchdog = setTimeout(() => {
  console.error(`bench: did not finish within ${Math.round(budgetMs / 1000)} s; stopping`);
  shop?.stopNow();
  process.exit(1);
}, budgetMs);
process.on('exit', () => shop?.stopNow());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    shop?.stopNow();
    process.exit(130);
  });
}

/** A row's CPU per answer, `shop+database` ms (the embedded database is inside the shop's figure). */
const signed = (value, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function cpuPerAnswer(cpu) {
  if (!cpu) return '-';
  return cpu.databaseMs === undefined ? cpu.shopMs.toFixed(1) : `${cpu.shopMs.toFixed(1)}+${cpu.databaseMs.toFixed(1)}`;
}

try {
  console.log(`Starting the shop (${process.env.DATABASE_URL?.trim() ? 'PostgreSQL' : 'embedded database'})...`);
  shop = await startShop({ root, adminEmail, adminPassword });
  const cpus = os.cpus();
  const loadBefore = os.loadavg()[0];
  console.log(`Shop ready at ${shop.url} on ${shop.database}, ${process.env.WEB_CONCURRENCY?.trim() || 1} HTTP process(es) (WEB_CONCURRENCY)`);
  console.log(
    `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model?.trim() ?? 'CPU'}; ${measureSeconds} s per row after ${warmupSeconds} s warm-up; load generator and server on the same machine\n`,
  );

  const speed = machineSpeed();
  console.log(
    `Machine now: arithmetic loop ${speed.arithmeticMs.toFixed(0)} ms, memory walk ${speed.memoryMs.toFixed(0)} ms (lib/machine.mjs; lower is faster; the README's figures say what they were)\n`,
  );

  if (loadBefore > cpus.length / 2) {
    console.log(`Note: the machine is busy (1-min load average ${loadBefore.toFixed(2)} on ${cpus.length} CPUs); the figures understate the shop.\n`);
  }

  const tokens = {};
  const token = async (kind) => {
    if (!tokens[kind]) {
      tokens[kind] =
        kind === 'admin'
          ? await login(shop.url, '/api/admin/login', adminEmail, adminPassword)
          : kind === 'shopper'
            ? await login(shop.url, '/api/login', DEMO_SHOPPER.email, DEMO_SHOPPER.password)
            : { error: `unknown auth "${kind}" (use 'admin' or 'shopper')` };
    }
    if (tokens[kind].error) throw new Error(`no ${kind} token: ${tokens[kind].error}`);
    return tokens[kind].token;
  };
  const ctx = { url: shop.url, request: (method, p, options) => request(shop.url, method, p, options), token };
  // Log in before any load: a login scenario's flood can leave this address throttled for a while
  // (login throttle per address), which would otherwise turn a later row's login into a 429.
  for (const kind of new Set(runs.map((r) => r.scenario.auth).filter(Boolean))) {
    await token(kind).catch(() => {});
  }

  const rows = [];
  const prepared = new Map();
  for (const { scenario, connections } of runs) {
    const row = { name: scenario.name, connections, targetP95Ms: scenario.targetP95Ms, scenario };
    rows.push(row);
    try {
      // Set-up and probe once per scenario, shared by its connection counts.
      if (!prepared.has(scenario)) {
        const authToken = scenario.auth ? await token(scenario.auth) : undefined;
        const overrides = (await scenario.setup?.(ctx)) ?? {};
        const target = {
          method: scenario.method,
          path: overrides.path ?? scenario.path,
          body: 'body' in overrides ? overrides.body : scenario.body,
          bodies: overrides.bodies,
          variants: overrides.variants,
          connectionBodies: overrides.connectionBodies,
          nextPath: overrides.nextPath,
          answersThat: scenario.answersThat?.test,
          graphql: scenario.graphql ?? false,
          headers: { ...(authToken ? { authorization: `Bearer ${authToken}` } : {}), ...scenario.headers, ...overrides.headers },
        };
        const probe = await request(shop.url, target.method, target.path, { body: target.body, headers: target.headers });
        prepared.set(scenario, { target, probeStatus: probe.status, answerBytes: probe.bytes });
      }
      const { target, probeStatus, answerBytes } = prepared.get(scenario);
      row.answerBytes = answerBytes;
      if (probeStatus === 404) {
        row.unavailable = `${target.method} ${target.path} answered 404 (route not there yet)`;
        console.log(`- ${scenario.name}: unavailable (404)`);
        continue;
      }
      console.log(`- ${scenario.name}: ${connections} connections, ${measureSeconds} s ...`);
      const settle = () => request(shop.url, target.method, target.path, { body: target.body, headers: target.headers }).catch(() => {});
      const meter = cpuMeter(shop.pid, { localPostgres: isLocalPostgres(process.env.DATABASE_URL?.trim()) });
      Object.assign(row, await measure({ url: shop.url, ...target, connections, seconds: measureSeconds, warmupSeconds, settle, meter }));
    } catch (error) {
      row.unavailable = error.message;
      console.log(`- ${scenario.name}: unavailable (${error.message})`);
    }
  }

  if (generatedOrders) {
    const orders = generatedOrders;
    console.log(
      orders.skipped
        ? `\nLarge order history: ${orders.orders} orders (generated earlier)`
        : `\nLarge order history: ${orders.orders} orders generated in ${orders.seconds.toFixed(1)} s`,
    );
  }
  if (generated) {
    console.log(
      generated.skipped
        ? `\nLarge catalogue: ${generated.products} products (generated earlier)`
        : `\nLarge catalogue: ${generated.products} products generated in ${generated.seconds.toFixed(1)} s`,
    );
  }
  console.log(
    `\nRequests (autocannon 8; p50/p95 = nearest rank over every measured response; 1-min load average ${loadBefore.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end, on ${cpus.length} CPUs)`,
  );
  console.log("CPU ms = CPU time per answer over the measured seconds: the shop's processes + every local PostgreSQL process (lib/cpu.mjs)\n");
  console.log(
    table(
      ['scenario', 'conn', 'requests/s', 'p50 ms', 'p95 ms', 'CPU ms', 'answer', 'non-2xx', 'note'],
      rows.map((r) => {
        if (r.unavailable) return [r.name, r.connections, '-', '-', '-', '-', '-', '-', `unavailable: ${r.unavailable}`];
        const bad = r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.graphqlErrors > 0;
        const statuses = Object.entries(r.statusCounts)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, count]) => `${code} x${count}`);
        if (r.errors) statuses.push(`${r.errors} connection errors`);
        if (r.timeouts) statuses.push(`${r.timeouts} timeouts`);
        if (r.graphqlErrors) statuses.push(`${r.graphqlErrors} GraphQL errors`);
        const target = r.targetP95Ms ? `; target p95 <= ${r.targetP95Ms} ms: ${r.p95 <= r.targetP95Ms ? 'met' : 'NOT MET'}` : '';
        const matching = r.scenario.answersThat ? `, ${r.matching} ${r.scenario.answersThat.label}` : '';
        const note = bad ? `INVALID: ${statuses.join(', ')}` : `${r.count} responses${matching}${target}`;
        const answer = r.answerBytes === undefined ? '-' : kB(r.answerBytes);
        return [r.name, r.connections, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p95), cpuPerAnswer(r.cpu), answer, bad ? `${r.non2xx} !` : '0', note];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  if (rows.some((r) => !r.unavailable && (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.graphqlErrors > 0))) {
    console.log('\nRows marked INVALID had answers other than 2xx: their figures do not measure the intended work.');
  }

  if (!only || 'partners'.includes(only)) {
    try {
      await partnersFigures(ctx, root);
    } catch (error) {
      console.log(`\nPartners (issue 23): unavailable (${error.message})`);
    }
  }

  if (!only || 'broadcast'.includes(only)) {
    try {
      await broadcastFigures(ctx);
    } catch (error) {
      console.log(`\nBroadcasts (issue 17): unavailable (${error.message})`);
    }
  }

  // Issues 42 and 44: the storefront's pages in Lighthouse (mobile), three runs each (heavy).
  if (lighthouseSelected) {
    try {
      await lighthouseFigures(shop.url);
    } catch (error) {
      console.log(`\nLighthouse (issues 42, 44): unavailable (${error.message})`);
    }
  }

  // Figures named as a ratio of two rows (e.g. the review with 1,000 promotions vs none): mean latency, figure beside target.
  for (const row of rows.filter((r) => r.scenario.ratioOf && !r.unavailable)) {
    const base = rows.find((r) => r.scenario.ratioBase === row.scenario.ratioOf && r.connections === row.connections && !r.unavailable);
    if (!base) continue;
    const ratio = base.requestsPerSecond / row.requestsPerSecond;
    console.log(
      `\n${row.name} / ${base.name}: ${ratio.toFixed(2)}x the cost per request (target <= ${row.scenario.ratioTarget}x: ${ratio <= row.scenario.ratioTarget ? 'met' : 'NOT MET'})`,
    );
  }

  // Figures named as the p95 of one row beyond another's (an MCP tool call vs its GraphQL operation).
  for (const row of rows.filter((r) => r.scenario.deltaOf && !r.unavailable)) {
    const base = rows.find((r) => r.scenario.deltaBase === row.scenario.deltaOf && r.connections === row.connections && !r.unavailable);
    if (!base) continue;
    const delta = row.p95 - base.p95;
    const verdict = delta <= row.scenario.deltaTargetMs ? 'met' : 'NOT MET';
    // Beside the target: the p50s' difference and the shop's CPU per answer, which queueing does not move.
    const cpu = row.cpu && base.cpu ? `, shop CPU per answer ${signed(row.cpu.shopMs - base.cpu.shopMs, 2)} ms` : '';
    console.log(
      `\n${row.name} - ${base.name}, ${row.connections} connection(s): p95 ${signed(delta)} ms (target <= +${row.scenario.deltaTargetMs} ms: ${verdict}); p50 ${signed(row.p50 - base.p50)} ms${cpu}`,
    );
  }

  if (selected.some((s) => s.deltaOf === 'mcp-search')) {
    try {
      await mcpFigures(ctx);
    } catch (error) {
      console.log(`\nMCP tool call vs its GraphQL operation (issue 44): unavailable (${error.message})`);
    }
  }

  console.log('\nWeb bundle (web/dist, gzip level 6)\n');
  // The server renderer names the modules a rendered page loads before it hydrates (absent: no product page row).
  const renderer = await import(pathToFileURL(path.join(root, 'web', 'dist-ssr', 'entry-server.js')).href).catch(() => undefined);
  const bundle = bundleReport(path.join(root, 'web', 'dist'), { firstScreenModules: renderer?.firstScreenModules });
  if (!bundle.available) {
    console.log(bundle.reason);
  } else {
    console.log(
      table(
        ['part', 'files', 'raw', 'gzip', 'target'],
        bundle.groups.map((g, i) => [
          g.name,
          g.files.length,
          kB(g.bytes),
          kB(g.gzip),
          i === 0 ? `<= ${kB(STOREFRONT_TARGET_BYTES)} gzip: ${g.gzip <= STOREFRONT_TARGET_BYTES ? 'met' : 'NOT MET'}` : '',
        ]),
        ['l', 'r', 'r', 'r', 'l'],
      ),
    );
    for (const g of bundle.groups.slice(0, 2)) {
      console.log(`\n${g.name}:`);
      for (const f of g.files) console.log(`  ${f.file}  ${kB(f.bytes)} raw, ${kB(f.gzip)} gzip`);
    }
    /** A first visit's JavaScript (bundle.mjs firstVisitOf / pageVisitOf) beside its target, and its files if asked. */
    const printVisit = (title, visit, { files = false } = {}) => {
      const verdict = (bytes) => (bytes <= visit.target ? 'met' : 'NOT MET');
      console.log(`\n${title}:`);
      console.log(
        table(
          ['encoding', 'JavaScript sent', 'target', ''],
          [
            ['br', kB(visit.br), `<= ${kB(visit.target)}`, verdict(visit.br)],
            ['gzip', kB(visit.gzip), `<= ${kB(visit.target)}`, verdict(visit.gzip)],
            ['none', kB(visit.bytes), '', ''],
          ],
          ['l', 'r', 'r', 'l'],
        ),
      );
      if (files) for (const f of visit.files) console.log(`  ${f.file}  ${kB(f.bytes)} raw, ${kB(f.br)} br, ${kB(f.gzip)} gzip`);
    };
    if (bundle.firstVisit) {
      printVisit('First visit of / (entry, static imports and the lazy chunks / loads; sent precompressed by the server)', bundle.firstVisit, { files: true });
    }
    if (bundle.productVisit) {
      printVisit('First visit of a product page (issue 42: what it loads before hydrating, entry and the chunks the page names)', bundle.productVisit);
    }
    console.log(`\n(chunk graph from ${bundle.source})`);
  }
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error.message}`);
  await shop?.stop();
  process.exit(1);
}

await shop.stop();
shop = undefined;

if (feedSelected) await feed();
if (floorSelected) await floor();

// Issue 24: storefront throughput through HAProxy, three instances against one (PostgreSQL and haproxy needed).
if (process.env.DATABASE_URL?.trim() && (!only || 'cluster'.includes(only) || only.includes('cluster'))) {
  const { spawnSync } = await import('node:child_process');
  if (spawnSync('haproxy', ['-v']).status === 0) {
    console.log('\nThree instances against one through HAProxy (test/cluster/run.mjs, CLUSTER_BENCH=1)...');
    const bench = spawnSync(process.execPath, [path.join(root, 'test', 'cluster', 'run.mjs')], {
      env: { ...process.env, CLUSTER_BENCH: '1' },
      encoding: 'utf8',
    });
    for (const line of `${bench.stdout}`.split('\n')) if (line.startsWith('cluster bench:')) console.log(line);
    if (bench.status !== 0) console.log(`cluster bench failed:\n${bench.stdout.slice(-2000)}${bench.stderr.slice(-2000)}`);
  } else {
    console.log('\n(cluster bench skipped: haproxy is not installed)');
  }
}
clearTimeout(watchdog);
process.exit(0);
