import { measure } from './lib/load.mjs';
import { startShop } from './lib/server.mjs';
import { floorDatabase, floorRows, prepareFloor } from './floor-bench.mjs';
const databaseUrl = await floorDatabase();
const rowName = process.env.ROW || 'typename';
const shop = await startShop({ root: process.cwd(), adminEmail: 'admin@example.com', adminPassword: 'bench-admin-password', databaseUrl, liftBudgets: false,
  env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', SEED_DEMO: '0', JOB_WORKERS: '1' }, nodeArgs: process.env.NOPROF ? [] : ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=200'] });
try {
  const picked = await prepareFloor(databaseUrl, shop.url);
  const row = floorRows().find((r) => r.name.includes(rowName));
  const r = await measure({ url: shop.url, ...row.request(picked), connections: 10, seconds: Number(process.env.SECS || 15), warmupSeconds: 3 });
  console.log(row.name, r.requestsPerSecond.toFixed(0), 'req/s', 'p95', r.p95 ?? r.latency?.p95);
} finally { await shop.stop(); }
