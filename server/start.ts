import { createServer, type Server } from 'node:http';
import { CacheBus } from './common/cache-bus.js';
import type { CostBuckets } from './common/cost-bucket.js';
import type { AddressInfo } from 'node:net';
import { createServerApp } from './app.js';
import { HttpObjects } from './http-objects.js';
import { ConnectionDrain } from './connection-drain.js';
import { defaultPublicUrl, type AppConfig } from './config/env.js';
import { openDatabase, type Database } from './db/database.js';
import { inMigrationTurn, schemaProblem } from './db/migration-turns.js';
import { seed } from './db/seed.js';
import { JobWorker } from './jobs/job-worker.js';
import { shopModules } from './modules/shop-modules.js';
import { sleep, type ShopState } from './lifecycle.js';
import { loadSecret } from './modules/system/secrets.js';
import { configureLogger, flushLog } from './observability/logger.js';

export interface RunningShop {
  url: string;
  /** The configuration it runs with (on PORT=0 the default public address names the port taken). */
  config: AppConfig;
  db: Database;
  state: ShopState;
  /** Set when ADMIN_PASSWORD was unset and the first admin account was created now. */
  generatedAdminPassword?: string;
  /** This instance's background job worker (absent when JOB_WORKERS=0 or the schema is too new). */
  worker?: JobWorker;
  /** This instance's cache bus (PostgreSQL only): its listening connection, for operations and tests. */
  cacheBus?: CacheBus;
  /** This instance's share of the GraphQL cost buckets (common/cost-bucket.ts), for tests. */
  costBuckets: CostBuckets;
  /** Stops at once: open connections are cut (tests, tools). */
  close(): Promise<void>;
  /**
   * Stops without losing a request (SIGTERM): not ready at once, still serving for `drainMs`, then no
   * new connections while the requests in flight finish (at most `timeoutMs`), idle keep-alive
   * connections closed, unfinished jobs handed back, the pool closed.
   */
  shutdown(options?: { drainMs?: number; timeoutMs?: number }): Promise<void>;
}

export interface StartOptions {
  onQuery?: (sql: string) => void;
  /** The database is migrated and seeded already (a worker process of a cluster: server/cluster.ts). */
  prepared?: boolean;
}

interface Prepared {
  generatedAdminPassword?: string;
  schemaProblem?: string;
}

/**
 * Migrations and the first-start seed, in turn with every other instance starting on the same database
 * (an advisory lock): the schema is migrated once. A database that ran migrations this code does not
 * know is left alone: this version stays not ready.
 */
async function migrateAndSeed(db: Database, config: AppConfig): Promise<Prepared> {
  return inMigrationTurn(config.databaseUrl, async () => {
    const problem = await schemaProblem(db.orm);
    if (problem) return { schemaProblem: problem };
    await db.orm.getMigrator().up();
    await loadSecret(db.orm.em.fork(), 'token', config.tokenSecret);
    const seeded = await seed(db.orm, config);
    // The modules' recurring jobs (the nightly inventory snapshot, points expiry, the product feed's
    // pushes...): queued on a new database, caught up after a pause.
    for (const module of shopModules) await module.schedule?.(db.orm.em.fork(), config);
    return seeded;
  });
}

/** Migrations and seed data: what one process does before any serves (see server/cluster.ts). */
export async function prepareDatabase(config: AppConfig): Promise<Prepared> {
  const db = await openDatabase(config, { migrate: false });
  try {
    return await migrateAndSeed(db, config);
  } finally {
    await db.close();
  }
}

/** config -> database (embedded or PostgreSQL) -> migrations -> seed -> schema -> HTTP -> job worker. */
export async function startShop(given: AppConfig, options: StartOptions = {}): Promise<RunningShop> {
  configureLogger(given.logLevel);
  const httpObjects = new HttpObjects();
  const server = createServer(httpObjects.serverOptions);
  // PORT=0 (any free port: the tests' servers) is taken first, so that the default public address, in
  // links and picture addresses, names the port (a browser loads nothing from http://localhost:0).
  if (given.port === 0) await listen(server, 0);
  const config =
    given.port === 0 && given.publicUrl === defaultPublicUrl(0) ? { ...given, publicUrl: defaultPublicUrl((server.address() as AddressInfo).port) } : given;
  const db = await openDatabase(config, { onQuery: options.onQuery, migrate: false }).catch(async (error: unknown) => {
    server.close();
    throw error;
  });
  let cacheBus: CacheBus | undefined;
  try {
    const prepared: Prepared = options.prepared ? { schemaProblem: await schemaProblem(db.orm) } : await migrateAndSeed(db, config);
    const state: ShopState = { stopping: false, schemaProblem: prepared.schemaProblem };
    const tokenSecret = state.schemaProblem ? new Uint8Array() : await loadSecret(db.orm.em.fork(), 'token', config.tokenSecret);
    // Cache drops reach the other instances on the same PostgreSQL (the embedded database has one process).
    cacheBus = db.embedded || !config.databaseUrl ? undefined : await CacheBus.start(db.orm.em, config.databaseUrl);
    const { handle, app, apollo, costBuckets } = await createServerApp(db.orm, { config, tokenSecret }, state);
    httpObjects.adopt(app);
    server.on('request', handle);
    if (!server.listening) await listen(server, config.port);
    const { port } = server.address() as AddressInfo;
    const drain = new ConnectionDrain(server);
    // Jobs share the pool (on the embedded database its one connection); LISTEN takes a connection of
    // its own, so only on PostgreSQL with a pool of more than one.
    const worker =
      config.jobWorkers > 0 && !state.schemaProblem
        ? new JobWorker(
            db.orm,
            { config, tokenSecret },
            { concurrency: config.jobWorkers, pollMs: config.jobPollMs, listen: !db.embedded && config.dbPoolSize > 1, logSql: config.logSql },
          )
        : undefined;
    worker?.start();

    const release = async () => {
      await worker?.stop();
      await apollo.stop();
      await costBuckets.stop();
      await cacheBus?.stop();
      await db.close();
      // The last requests' log lines are written before the process may exit (logger.ts).
      await flushLog();
    };
    let stopped: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      config,
      db,
      state,
      generatedAdminPassword: prepared.generatedAdminPassword,
      worker,
      cacheBus,
      costBuckets,
      close() {
        state.stopping = true;
        stopped ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          await release();
        })();
        return stopped;
      },
      shutdown({ drainMs = config.shutdownDrainMs, timeoutMs = config.shutdownTimeoutMs } = {}) {
        state.stopping = true;
        drain.beginDrain();
        stopped ??= (async () => {
          // Still serving, every answer closing its connection: the load balancer sees /api/ready fail
          // and stops sending new requests here.
          await sleep(drainMs);
          // No new connections, without resetting one (connection-drain.ts); what is in flight may
          // finish until the timeout.
          await drain.close(timeoutMs);
          await release();
        })();
        return stopped;
      },
    };
  } catch (error) {
    server.close();
    await cacheBus?.stop();
    await db.close();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
