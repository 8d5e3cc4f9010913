// Before/after on a shared machine (issue 47): two builds of the shop started side by side on the
// storefront floor's database (floor-bench.mjs), each row measured in short turns, A B B A A B ..., so
// that the machine's drift lands on both alike. Prints each build's mean requests/s and the shop's CPU
// ms per answer, per row, and their ratio.
//
//   DATABASE_URL=... node test/bench/floor-ab.mjs <root of build A> <root of build B>
//
// Each root is a checkout with its server built (dist/server/main.js) and node_modules. Settings:
// FLOOR_AB_TURNS (turns per build and row, default 6), FLOOR_AB_SECONDS (seconds per turn, default 3).
import path from 'node:path';
import { cpuMeter } from './lib/cpu.mjs';
import { measure } from './lib/load.mjs';
import { machineSpeed } from './lib/machine.mjs';
import { startShop } from './lib/server.mjs';
import { floorDatabase, floorRows, prepareFloor } from './floor-bench.mjs';

const [rootA, rootB] = process.argv.slice(2).map((p) => path.resolve(p));
const turns = Number(process.env.FLOOR_AB_TURNS || 6);
const seconds = Number(process.env.FLOOR_AB_SECONDS || 3);
const databaseUrl = await floorDatabase();
const start = (root) =>
  startShop({
    root,
    adminEmail: 'admin@example.com',
    adminPassword: 'bench-admin-password',
    databaseUrl,
    liftBudgets: false,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', SEED_DEMO: '0', JOB_WORKERS: '1' },
  });
const shops = [await start(rootA), await start(rootB)];
try {
  const picked = await prepareFloor(databaseUrl, shops[0].url);
  const speed = machineSpeed();
  console.log(
    `A ${rootA}\nB ${rootB}\nmachine: loop ${speed.arithmeticMs.toFixed(0)} ms, walk ${speed.memoryMs.toFixed(0)} ms; ${turns} turns of ${seconds} s per build and row`,
  );
  for (const row of floorRows()) {
    const sums = shops.map(() => ({ rps: 0, cpu: 0, n: 0, bad: 0 }));
    for (let turn = 0; turn < turns * 2; turn += 1) {
      const which = [0, 1, 1, 0][turn % 4];
      const shop = shops[which];
      const target = row.request(picked);
      const meter = cpuMeter(shop.pid, { localPostgres: false });
      const r = await measure({ url: shop.url, ...target, connections: 10, seconds, warmupSeconds: turn < 2 ? 1 : 0, meter });
      sums[which].rps += r.requestsPerSecond;
      sums[which].cpu += r.cpu?.shopMs ?? NaN;
      sums[which].n += 1;
      sums[which].bad += r.non2xx + r.errors + r.graphqlErrors;
    }
    const [a, b] = sums.map((s) => ({ rps: s.rps / s.n, cpu: s.cpu / s.n, bad: s.bad }));
    console.log(
      `${row.name.padEnd(34)} A ${a.rps.toFixed(0).padStart(5)}/s ${a.cpu.toFixed(2)} ms  B ${b.rps.toFixed(0).padStart(5)}/s ${b.cpu.toFixed(2)} ms  B/A ${(b.rps / a.rps).toFixed(2)}x req/s, ${(b.cpu / a.cpu).toFixed(2)}x CPU${a.bad + b.bad ? `  INVALID: ${a.bad}/${b.bad} bad answers` : ''}`,
    );
  }
} finally {
  for (const shop of shops) await shop.stop();
}
