import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedEmbeddedDataDir } from './embedded-template.js';
import { scratchDatabase } from './scratch-database.js';
import { TestShop } from './shop.js';

export interface OwnDatabase {
  /** The shops' DATA_DIR (their uploaded files; on the embedded database, the database too). */
  readonly dataDir: string;
  /** A dedicated shop on this database (started again after a close, it finds what the last one left). */
  start(env?: Record<string, string>): Promise<TestShop>;
  /** Drops the database and removes DATA_DIR: close the shops first. */
  drop(): Promise<void>;
}

/**
 * A database of a test file's own, for shops that must not see the worker's rows (a statement count
 * that other files' webhook subscriptions would change; the demo seed's first start): on PostgreSQL a
 * scratch database beside the worker's, else the embedded database in a DATA_DIR of its own, a copy of
 * the run's migrated one (test/support/embedded-template.ts) or, with `empty`, an empty folder the shop
 * creates, migrates and seeds itself, as `npm start` does.
 */
export async function ownDatabase(label: string, options: { empty?: boolean } = {}): Promise<OwnDatabase> {
  const onPostgres = !!process.env.DATABASE_URL && process.env.TEST_EMBEDDED_DATABASE !== '1';
  const prefix = `shop-${label}-`;
  const database = onPostgres ? await scratchDatabase(label) : undefined;
  const dataDir = database || options.empty ? fs.mkdtempSync(path.join(os.tmpdir(), prefix)) : await migratedEmbeddedDataDir(prefix);
  const env: Record<string, string> = database ? { DATABASE_URL: database.url, DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir, DB_POOL_SIZE: '1' };
  return {
    dataDir,
    start: (more = {}) => TestShop.start({ ...env, ...more }),
    async drop() {
      try {
        await database?.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
