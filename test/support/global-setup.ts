import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: jest loads globalSetup as CommonJS, where the ESM `.js` suffix does not resolve.
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/db/embedded';
// @ts-expect-error: as above.
import { workerDatabases, recreateDatabases } from './worker-databases';

declare global {
  // Kept for global-teardown (same process: the embedded database makes the run go in band).
  var __embeddedTestDatabase: { db: EmbeddedDatabase; dir: string } | undefined;
}

/**
 * Tests use the PostgreSQL server at DATABASE_URL when it is set (CI): every jest worker gets a fresh
 * database of its own beside it (`<name>_w1`, `_w2`, ...; test/support/worker-database.ts points the
 * worker at it), so workers never see each other's rows or settings. Without DATABASE_URL one embedded
 * PGlite database serves the whole run, started here once (it has a single session, so the run goes in
 * band and test files take turns, each with a pool of one connection).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  // The run's own scratch folder, shared by its workers (they inherit the environment): the migrated
  // embedded database template of test/support/embedded-template.ts lives here.
  process.env.TEST_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-run-'));
  if (process.env.DATABASE_URL) {
    process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
    await recreateDatabases(process.env.DATABASE_URL, workerDatabases(globalConfig.maxWorkers));
    return;
  }
  if (globalConfig.maxWorkers > 1) {
    throw new Error('Server tests on the embedded database run in band (PGlite has one session): unset TEST_WORKERS, or set DATABASE_URL.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const db = await startEmbeddedDatabase(dir);
  globalThis.__embeddedTestDatabase = { db, dir };
  process.env.DATABASE_URL = db.url;
  process.env.TEST_EMBEDDED_DATABASE = '1';
}
