import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from './scratch-database.js';
import { TestShop } from './shop.js';

export interface OwnDatabase {
  /** The shops' DATA_DIR (their uploaded files). */
  readonly dataDir: string;
  /** A dedicated shop on this database (started again after a close, it finds what the last one left). */
  start(env?: Record<string, string>): Promise<TestShop>;
  /** Drops the database and removes DATA_DIR: close the shops first. */
  drop(): Promise<void>;
}

/**
 * A database of a test file's own, for shops that must not see the worker's rows (a statement count
 * that other files' webhook subscriptions would change; the demo seed's first start): an empty scratch
 * database beside the worker's, which the first shop started on it migrates and seeds, and a DATA_DIR.
 */
export async function ownDatabase(label: string): Promise<OwnDatabase> {
  const database = await scratchDatabase(label);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
  return {
    dataDir,
    start: (more = {}) => TestShop.start({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...more }),
    async drop() {
      try {
        await database.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
