import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config/env.js';
import { prepareDatabase } from './start.js';

/** A worker that dies within this long of its start is not restarted (a broken start would loop). */
const MIN_UPTIME_MS = 10_000;

/**
 * WEB_CONCURRENCY > 1: this process (the primary) migrates and seeds the database once, then forks that
 * many HTTP processes sharing the port (node:cluster hands connections to them in turn). Each runs the
 * whole shop on its own connection pool and job worker, exactly like a separate instance on the same
 * database (see "Scaling out" in the README): shared caches are per process, dropped across processes by the cache bus, jobs are
 * claimed with SKIP LOCKED. A worker that dies is replaced; SIGINT/SIGTERM stop them all.
 */
export async function runCluster(config: AppConfig): Promise<void> {
  const prepared = await prepareDatabase(config);
  if (prepared.generatedAdminPassword) {
    console.log(
      `First admin account created: ${config.adminEmail} with password ${prepared.generatedAdminPassword} (shown once; change it in the back office)`,
    );
  }
  if (prepared.schemaProblem) console.error(prepared.schemaProblem);
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork({ SHOP_CLUSTER_WORKER: '1' }), Date.now());
  for (let i = 0; i < config.webConcurrency; i += 1) fork();

  let ready = 0;
  cluster.on('message', (_worker, message: unknown) => {
    if (message !== 'ready' || ++ready !== config.webConcurrency) return;
    const where = config.databaseUrl ? 'PostgreSQL' : 'the embedded database';
    console.log(`Shop ready on http://localhost:${config.port} with ${config.webConcurrency} HTTP processes using ${where}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (!startedAt.size) process.exit(0);
      return;
    }
    console.error(`HTTP process ${worker.process.pid} exited (${signal ?? code})`);
    if (lived < MIN_UPTIME_MS) {
      console.error('It died during its start: stopping the shop');
      stopAll();
      return;
    }
    fork();
  });
  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (!startedAt.size) process.exit(1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopAll);
}

/** Whether this process is an HTTP worker forked by runCluster. */
export const isClusterWorker = (): boolean => cluster.isWorker && process.env.SHOP_CLUSTER_WORKER === '1';
