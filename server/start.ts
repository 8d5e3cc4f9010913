import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp } from './app.js';
import type { AppConfig } from './config/env.js';
import { openDatabase, type Database } from './db/database.js';
import { seed } from './db/seed.js';
import { JobWorker } from './jobs/job-worker.js';
import { loadSecret } from './modules/system/secrets.js';

export interface RunningShop {
  url: string;
  db: Database;
  /** Set when ADMIN_PASSWORD was unset and the first admin account was created now. */
  generatedAdminPassword?: string;
  /** This instance's background job worker (absent when JOB_WORKERS=0). */
  worker?: JobWorker;
  close(): Promise<void>;
}

export interface StartOptions {
  onQuery?: (sql: string) => void;
  /** The database is migrated and seeded already (a worker process of a cluster: server/cluster.ts). */
  prepared?: boolean;
}

/** Migrations and seed data: what one process does before any serves (see server/cluster.ts). */
export async function prepareDatabase(config: AppConfig): Promise<{ generatedAdminPassword?: string }> {
  const db = await openDatabase(config);
  try {
    await loadSecret(db.orm.em.fork(), 'token', config.tokenSecret);
    return await seed(db.orm, config);
  } finally {
    await db.close();
  }
}

/** config -> database (embedded or PostgreSQL) -> migrations -> seed -> schema -> HTTP -> job worker. */
export async function startShop(config: AppConfig, options: StartOptions = {}): Promise<RunningShop> {
  const db = await openDatabase(config, { onQuery: options.onQuery, migrate: !options.prepared });
  try {
    const tokenSecret = await loadSecret(db.orm.em.fork(), 'token', config.tokenSecret);
    const seeded = options.prepared ? {} : await seed(db.orm, config);
    const { app, apollo } = await createServerApp(db.orm, { config, tokenSecret });
    const server: Server = await new Promise((resolve, reject) => {
      const listening = app.listen(config.port, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    const { port } = server.address() as AddressInfo;
    // Jobs share the pool (on the embedded database its one connection); LISTEN takes a connection of
    // its own, so only on PostgreSQL with a pool of more than one.
    const worker =
      config.jobWorkers > 0
        ? new JobWorker(
            db.orm,
            { config },
            { concurrency: config.jobWorkers, pollMs: config.jobPollMs, listen: !db.embedded && config.dbPoolSize > 1, logSql: config.logSql },
          )
        : undefined;
    worker?.start();
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      generatedAdminPassword: seeded.generatedAdminPassword,
      worker,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await worker?.stop();
        await apollo.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
