// Starts the built shop (`node dist/server/main.js`) as a child process on a free loopback port, so the
// load generator and the server do not share one event loop. PostgreSQL when DATABASE_URL is set,
// otherwise a fresh embedded database in a temporary DATA_DIR that stop() removes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HEAP_PROBE = new URL('./heap-probe.mjs', import.meta.url).href;

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The database URL without its password, for printing. */
export function describeDatabase(databaseUrl) {
  if (!databaseUrl) return 'embedded PGlite (fresh, temporary DATA_DIR)';
  try {
    const parsed = new URL(databaseUrl);
    parsed.password = '';
    return `PostgreSQL ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Starts the shop and waits until GET /api/health answers 200.
 * Answers { url, database, stop(), log() }. `databaseUrl` (default DATABASE_URL), `env` (more settings)
 * and `liftBudgets: false` (the GraphQL cost budget at its defaults: floor-bench.mjs) change the start;
 * `nodeArgs` are Node flags after BENCH_NODE_ARGS (so they win). `heapProbe: true` preloads
 * heap-probe.mjs and adds `liveMemory()` to the answer: the shop's memory still in use after a full
 * collection, { heapUsed, external, rss, heapLimit } in bytes (product-feed-bench.mjs).
 */
export async function startShop({
  root,
  adminEmail,
  adminPassword,
  startTimeoutMs = 180_000,
  databaseUrl = process.env.DATABASE_URL?.trim() ?? '',
  env: more = {},
  liftBudgets = true,
  nodeArgs: rowNodeArgs = [],
  heapProbe = false,
}) {
  const main = path.join(root, 'dist', 'server', 'main.js');
  if (!fs.existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build:server` first');

  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: '1',
    LOG_SQL: '0',
    PUBLIC_URL: url,
    // The load generator is one client address placing orders and signing up at machine speed.
    THROTTLE_REGISTER: '1000000/1',
    THROTTLE_CHECKOUT: '1000000/1',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // ...and every request comes from that address: the GraphQL cost bucket would throttle the load itself.
    GRAPHQL_BUCKET_PUBLIC: '1000000000/1000000000',
    GRAPHQL_BUCKET_STAFF: '1000000000/1000000000',
    // The partners figures deliver webhooks to a loopback receiver, 10 at a time.
    WEBHOOK_ALLOW_LOOPBACK: '1',
    JOB_WORKERS: process.env.JOB_WORKERS ?? '10',
    DATABASE_URL: databaseUrl,
    ...more,
  };
  if (!liftBudgets) {
    delete env.GRAPHQL_BUCKET_PUBLIC;
    delete env.GRAPHQL_BUCKET_STAFF;
  }
  if (dataDir) {
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }

  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  // BENCH_NODE_ARGS (run.mjs): e.g. a CPU profile of the shop under the load.
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...rowNodeArgs];
  if (heapProbe) nodeArgs.push('--expose-gc', '--import', HEAP_PROBE);
  const child = spawn(process.execPath, [...nodeArgs, main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', ...(heapProbe ? ['ipc'] : [])] });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  let stopped = false;
  const removeDataDir = () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, 15_000);
      await exit;
      clearTimeout(timer);
    }
    removeDataDir();
  }
  /** Synchronous last resort (process 'exit' handler): kill the child and remove the folder. */
  function stopNow() {
    if (!exited) child.kill('SIGKILL');
    removeDataDir();
  }

  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (exited) throw new Error(`the shop exited during start (code ${exited.code ?? exited.signal})`);
      if (Date.now() > deadline) throw new Error(`GET /api/health did not answer 200 within ${startTimeoutMs / 1000} s`);
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), exit]);
    }
  } catch (error) {
    await stop();
    error.message += `\n--- shop output ---\n${lines.join('\n')}`;
    throw error;
  }

  /** heap-probe.mjs's answer; refused when the shop has stopped or does not answer within 60 s. */
  function liveMemory() {
    if (exited) return Promise.reject(new Error(`the shop has stopped (${exited.code ?? exited.signal})`));
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', answered);
        child.off('exit', ended);
      };
      const answered = (message) => {
        if (message?.type !== 'bench:memory') return;
        done();
        resolve(message);
      };
      const ended = (code, signal) => {
        done();
        reject(new Error(`the shop stopped (${code ?? signal})`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error('the shop did not say its memory within 60 s'));
      }, 60_000);
      child.on('message', answered);
      child.on('exit', ended);
      child.send('bench:memory');
    });
  }

  return {
    url,
    pid: child.pid,
    database: describeDatabase(databaseUrl),
    stop,
    stopNow,
    log: () => lines.join('\n'),
    ...(heapProbe ? { liveMemory } : {}),
  };
}
