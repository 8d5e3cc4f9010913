import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: jest loads globalSetup as CommonJS, where the ESM `.js` suffix does not resolve.
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/db/embedded';

declare global {
  // Kept for global-teardown (same process: tests run in band).
  var __embeddedTestDatabase: { db: EmbeddedDatabase; dir: string } | undefined;
}

/**
 * Tests use the PostgreSQL server at DATABASE_URL when it is set (CI), and otherwise one embedded
 * PGlite database for the whole run, started here once (it has a single session, so test files take
 * turns, each with a pool of one connection).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const db = await startEmbeddedDatabase(dir);
  globalThis.__embeddedTestDatabase = { db, dir };
  process.env.DATABASE_URL = db.url;
  process.env.TEST_EMBEDDED_DATABASE = '1';
}
