// npm run test:cluster (issue 24): three shop instances, each with a DATA_DIR of its own, on one fresh
// PostgreSQL database and one S3-compatible server (s3rver) on loopback, behind HAProxy with the
// reference configuration (deploy/haproxy.cfg). For CLUSTER_SECONDS (60) CLUSTER_CONNECTIONS (20) loops
// send mixed storefront traffic through HAProxy while each instance in turn gets SIGTERM and is started
// again. Asserts: no failed request, the orders answered to shoppers are exactly the orders stored, and a
// picture uploaded through one instance is served by the others. Prints one line "cluster: ...".
// Needs `npm run build:server` and haproxy on the PATH; it creates its database on the PostgreSQL server of
// DATABASE_URL, or without it on one of its own, as `npm test` does (test/support/postgres/). CLUSTER_BENCH=1 instead measures storefront throughput through HAProxy, 3 vs 1 instance.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort } from '../bench/lib/server.mjs';
import { startTestPostgres } from '../support/postgres/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = path.join(root, 'dist', 'server', 'main.js');
const SECONDS = Number(process.env.CLUSTER_SECONDS || 60);
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS || 20);
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'cluster-admin-secret';
const BUCKET = 'shop-media';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`[cluster] ${line}`);

if (!fs.existsSync(MAIN)) throw new Error('dist/server/main.js is missing: run `npm run build:server` first');
if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (apt-get install haproxy)');
const cleanups = [];
const ownServer = process.env.DATABASE_URL ? undefined : await startTestPostgres();
if (ownServer) cleanups.push(() => ownServer.stop());
const baseUrl = process.env.DATABASE_URL || ownServer.url;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

async function onServer(sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The cluster's database: fresh, dropped at the end. */
async function freshDatabase() {
  const name = `${new URL(baseUrl).pathname.slice(1)}_cluster_${randomBytes(3).toString('hex')}`;
  await onServer(`create database "${name}"`);
  cleanups.push(() => onServer(`drop database if exists "${name}" with (force)`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startS3() {
  const directory = path.join(work, 's3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  return `http://127.0.0.1:${port}`;
}

/** One shop instance: its own port, DATA_DIR and log file; start() and stop() (SIGTERM) again and again. */
function instance(index, env) {
  const dataDir = path.join(work, `shop${index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const self = {
    name: `shop${index}`,
    port: 0,
    child: undefined,
    async start() {
      self.port ||= await freePort();
      const log = fs.openSync(path.join(dataDir, 'shop.log'), 'a');
      self.child = spawn(process.execPath, [MAIN], { cwd: root, env: { ...env, PORT: String(self.port), DATA_DIR: dataDir }, stdio: ['ignore', log, log] });
      fs.closeSync(log);
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (self.child.exitCode !== null) throw new Error(`${self.name} exited during its start:\n${self.log()}`);
        const ready = await fetch(`http://127.0.0.1:${self.port}/api/ready`).then(
          (answer) => answer.status,
          () => 0,
        );
        if (ready === 200) return;
        await sleep(200);
      }
      throw new Error(`${self.name} did not become ready:\n${self.log()}`);
    },
    async stop() {
      const child = self.child;
      if (!child || child.exitCode !== null) return 0;
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
    log: () => fs.readFileSync(path.join(dataDir, 'shop.log'), 'utf8').slice(-4000),
  };
  cleanups.push(() => self.stop());
  return self;
}

async function startHaproxy(shops) {
  const port = await freePort();
  const env = { ...process.env, HAPROXY_BIND: `127.0.0.1:${port}` };
  shops.forEach((shop, i) => (env[`SHOP${i + 1}`] = `127.0.0.1:${shop.port}`));
  // Fewer instances (the benchmark's one): the others point at a closed port and stay marked down.
  for (let i = shops.length; i < 3; i += 1) env[`SHOP${i + 1}`] = `127.0.0.1:${await freePort()}`;
  const child = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    if (
      (await fetch(`${url}/api/ready`).then(
        (answer) => answer.status,
        () => 0,
      )) === 200
    )
      break;
    await sleep(100);
  }
  // Every instance is in rotation (rise 2: two good checks a second apart).
  await sleep(2500);
  return { url, stop };
}

async function json(url, method, body, token) {
  const answer = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: answer.status, body: parsed };
}

async function gql(url, query, variables, token) {
  const answer = await json(`${url}/graphql`, 'POST', { query, variables }, token);
  if (answer.status !== 200 || answer.body.errors) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data;
}

/** What the traffic needs: sellable stocks (topped up), product urls, a shipping method and cash on delivery. */
async function catalogue(url) {
  const admin = (await json(`${url}/api/admin/login`, 'POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body.token;
  const list = await json(`${url}/api/admin/product?keyword=HL-&per_page=20&language=en_us`, 'GET', undefined, admin);
  const stocks = [];
  const urls = [];
  for (const item of list.body.data ?? []) {
    const { product } = await gql(
      url,
      'query($id: Int!) { product(id: $id) { url visibled stocks { id visibled inventories { id } } } }',
      { id: item.id },
      admin,
    );
    if (!product.visibled) continue;
    urls.push(product.url);
    for (const stock of product.stocks.filter((s) => s.visibled)) {
      for (const inventory of stock.inventories) {
        await json(`${url}/api/admin/inventory/plus`, 'POST', { inventory_id: inventory.id, quantity: 100000, remark: 'cluster test' }, admin);
      }
      stocks.push(stock.id);
    }
  }
  const shipping = (await gql(url, '{ shippingMethods(country: "HKG") { id } }')).shippingMethods[0]?.id;
  const payment = (await gql(url, '{ paymentMethods { id kind } }')).paymentMethods.find((m) => m.kind === 'cash_on_delivery')?.id;
  if (!stocks.length || !shipping || !payment) throw new Error('the demo shop has no stock, shipping method or cash on delivery');
  return { admin, stocks, urls, shipping, payment };
}

const ADDRESS = { first_name: 'Cluster', last_name: 'Shopper', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Cluster Road, Central' };
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The shoppers: CONNECTIONS loops of pages, searches, cart adds and checkouts until `until`. */
async function traffic(url, shop, until) {
  const counts = { requests: 0, failed: 0, pages: 0, searches: 0, carts: 0, checkouts: 0 };
  const failures = [];
  const answered = [];
  const attempt = async (kind, run, ok) => {
    counts.requests += 1;
    try {
      const answer = await run();
      if (!ok(answer)) throw new Error(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      counts[kind] += 1;
      return answer;
    } catch (error) {
      counts.failed += 1;
      failures.push(`${kind}: ${error.cause?.code ?? error.message}`);
      return undefined;
    }
  };
  const loop = async (n) => {
    const email = `cluster-${n}-${randomBytes(3).toString('hex')}@example.com`;
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.3) {
        await attempt(
          'pages',
          () => json(`${url}/api/product`, 'POST', { url: pick(shop.urls), language: 'en_us' }),
          (a) => a.status === 200,
        );
      } else if (roll < 0.4) {
        await attempt(
          'pages',
          () => fetch(`${url}/`).then(async (a) => ({ status: a.status, body: (await a.text()).length })),
          (a) => a.status === 200,
        );
      } else if (roll < 0.6) {
        await attempt(
          'searches',
          () => json(`${url}/api/product/search`, 'POST', { keyword: pick(['shirt', 'trousers', '長褲', 'linen', 'coat']) }),
          (a) => a.status === 200,
        );
      } else if (roll < 0.8) {
        await attempt(
          'carts',
          () => json(`${url}/api/cart/item`, 'POST', { stock_id: pick(shop.stocks), quantity: 1 }),
          (a) => a.status === 200,
        );
      } else {
        const cart = await attempt(
          'carts',
          () => json(`${url}/api/cart/item`, 'POST', { stock_id: pick(shop.stocks), quantity: 1 }),
          (a) => a.status === 200,
        );
        if (!cart) continue;
        const placed = await attempt(
          'checkouts',
          () =>
            json(`${url}/api/checkout`, 'POST', {
              cart_id: cart.body.cart_id,
              email,
              shipping_method_id: shop.shipping,
              payment_method_id: shop.payment,
              shipping_address: ADDRESS,
            }),
          (a) => a.status === 201 && typeof a.body.order_number === 'string',
        );
        if (placed) answered.push(placed.body.order_number);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => loop(n)));
  return { counts, failures, answered };
}

/** Uploads a picture through `via` and fetches it from every instance. */
async function pictureEverywhere(via, shops, admin) {
  const form = new FormData();
  form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'cluster.png');
  const upload = await fetch(`http://127.0.0.1:${via.port}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  const { path: stored } = await upload.json();
  let served = 0;
  for (const shop of shops) {
    const answer = await fetch(`http://127.0.0.1:${shop.port}${stored}`);
    if (answer.status === 200 && Buffer.from(await answer.arrayBuffer()).equals(PNG_1X1)) served += 1;
  }
  return { stored, served };
}

function baseEnv(databaseUrl, s3) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TOKEN_SECRET: '',
    SEED_DEMO: '1',
    DB_POOL_SIZE: '4',
    JOB_WORKERS: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    THROTTLE_CHECKOUT: '1000000/1',
    THROTTLE_REGISTER: '1000000/1',
    THROTTLE_COUPON: '1000000/1',
    // All the load comes from one address: the per-address GraphQL cost buckets must not add it up.
    GRAPHQL_BUCKET_PUBLIC: '1000000000/1000000000',
    GRAPHQL_BUCKET_STAFF: '1000000000/1000000000',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
}

async function clusterTest() {
  const started = Date.now();
  const databaseUrl = await freshDatabase();
  const s3 = await startS3();
  const shops = [1, 2, 3].map((i) => instance(i, baseEnv(databaseUrl, s3)));
  // All three at once on the empty database: they migrate and seed in turn.
  await Promise.all(shops.map((shop) => shop.start()));
  say(`3 instances ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const proxy = await startHaproxy(shops);
  const shop = await catalogue(proxy.url);
  const before = await pictureEverywhere(shops[0], shops, shop.admin);

  const trafficStart = Date.now();
  const until = trafficStart + SECONDS * 1000;
  const load = traffic(proxy.url, shop, until);
  const restarts = [];
  const gap = (SECONDS * 1000) / 4;
  for (const [i, one] of shops.entries()) {
    await sleep(Math.max(0, trafficStart + gap * (i + 1) - Date.now()));
    const t = Date.now();
    const code = await one.stop();
    await one.start();
    restarts.push({ name: one.name, code, seconds: (Date.now() - t) / 1000 });
    // Back in HAProxy's rotation before the next one goes (rise 2 at 1 s).
    await sleep(2500);
  }
  const { counts, failures, answered } = await load;
  const after = await pictureEverywhere(shops[2], shops, shop.admin);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (await client.query(`select order_number from shop_order where email like 'cluster-%'`)).rows.map((row) => row.order_number);
  await client.end();
  const answeredSet = new Set(answered);
  const storedSet = new Set(stored);
  const same =
    answeredSet.size === answered.length && storedSet.size === stored.length && answered.every((n) => storedSet.has(n)) && stored.length === answered.length;

  say(`restarts: ${restarts.map((r) => `${r.name} exit ${r.code} back in ${r.seconds.toFixed(1)} s`).join(', ')}`);
  if (failures.length) say(`failures (first 10): ${failures.slice(0, 10).join(' | ')}`);
  const line = `cluster: ${counts.requests} requests in ${SECONDS} s over ${CONNECTIONS} connections through HAProxy (${counts.pages} pages, ${counts.searches} searches, ${counts.carts} cart adds, ${counts.checkouts} checkouts), ${counts.failed} failed; orders answered ${answered.length}, stored ${stored.length}${same ? ' (the same, none twice)' : ' (DIFFERENT)'}; 3 restarts by SIGTERM (exit codes ${restarts.map((r) => r.code).join(', ')}); picture served by ${before.served}/3 and ${after.served}/3 instances`;
  console.log(line);
  const ok = counts.failed === 0 && same && answered.length > 0 && before.served === 3 && after.served === 3 && restarts.every((r) => r.code === 0);
  if (!ok) {
    for (const one of shops) say(`${one.name} log tail:\n${one.log()}`);
  }
  return ok;
}

/**
 * CLUSTER_BENCH=1 (npm run bench runs it when haproxy is installed): storefront throughput through
 * HAProxy with three instances, then with one (the other two stopped), on the same machine: a ratio, no
 * target (on 2 cores the instances, PostgreSQL and the load generator share the CPU).
 */
async function clusterBench() {
  const seconds = Number(process.env.BENCH_SECONDS || 8);
  const databaseUrl = await freshDatabase();
  const s3 = await startS3();
  const shops = [1, 2, 3].map((i) => instance(i, baseEnv(databaseUrl, s3)));
  await Promise.all(shops.map((shop) => shop.start()));
  const proxy = await startHaproxy(shops);
  const shop = await catalogue(proxy.url);
  const { measure } = await import('../bench/lib/load.mjs');
  const rows = [
    { name: 'product page', path: '/api/product', bodies: shop.urls.map((url) => ({ url, language: 'en_us' })) },
    { name: 'search', path: '/api/product/search', bodies: ['shirt', 'trousers', '長褲'].map((keyword) => ({ keyword, language: 'en_us' })) },
  ];
  const run = (row) => measure({ url: proxy.url, method: 'POST', path: row.path, bodies: row.bodies, connections: 20, seconds, warmupSeconds: 5 });
  const three = [];
  for (const row of rows) three.push(await run(row));
  await shops[1].stop();
  await shops[2].stop();
  await sleep(2500); // HAProxy has marked them down
  const one = [];
  for (const row of rows) one.push(await run(row));
  rows.forEach((row, i) => {
    const bad = three[i].non2xx + one[i].non2xx + three[i].errors + one[i].errors;
    if (bad) say(`${row.name}: statuses with 3 ${JSON.stringify(three[i].statusCounts)}, with 1 ${JSON.stringify(one[i].statusCounts)}`);
    console.log(
      `cluster bench: ${row.name} through HAProxy, 20 connections, ${seconds} s: 3 instances ${Math.round(three[i].requestsPerSecond)} req/s (p95 ${three[i].p95.toFixed(1)} ms), 1 instance ${Math.round(one[i].requestsPerSecond)} req/s (p95 ${one[i].p95.toFixed(1)} ms), ratio ${(three[i].requestsPerSecond / one[i].requestsPerSecond).toFixed(2)} (no target${bad ? `; ${bad} failed: INVALID` : ''})`,
    );
  });
  return true;
}

let ok = false;
try {
  ok = process.env.CLUSTER_BENCH === '1' ? await clusterBench() : await clusterTest();
} catch (error) {
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
console.log(ok ? `cluster ${process.env.CLUSTER_BENCH === '1' ? 'bench done' : 'test passed'}` : 'cluster test FAILED');
process.exit(ok ? 0 : 1);
