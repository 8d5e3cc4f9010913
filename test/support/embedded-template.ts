import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATE_EMBEDDED, type MigrateEmbedded } from './shared-server.js';

/**
 * Dedicated servers on an embedded database of their own (auth-embedded, backup) start from a copy of
 * one PGlite data directory that this run created and migrated, instead of each creating and migrating
 * its own: PGlite's initdb and the migrations in WebAssembly cost about 15 s of CPU per database on the
 * CI machine, a copy of the folder about a second. The run still creates and migrates an embedded
 * database once (the first file that needs it builds the template while any other waits), so the
 * migrations keep running on PGlite every run; each server still seeds its copy at its start. The
 * worker builds it with its own copy of the server's modules (the servers' copy, test/support/server-environment.ts):
 * importing server/db/database.ts here loaded every entity into each file's registry, a few seconds of CPU.
 */

const TEMPLATE = 'pglite-template';
const BUILD_LOCK = `${TEMPLATE}.lock`;
const WAIT_MS = 300_000;

/** The run's folder (test/support/global-setup.ts makes it and global-teardown removes it). */
function runDir(): string {
  const dir = process.env.TEST_RUN_DIR;
  if (!dir) throw new Error('TEST_RUN_DIR is not set: the server project runs test/support/global-setup.ts first');
  return dir;
}

/** Creates and migrates an embedded database in `dataDir`, natively in the worker. */
function migrate(dataDir: string): Promise<void> {
  const native = (globalThis as unknown as Record<symbol, MigrateEmbedded | undefined>)[MIGRATE_EMBEDDED];
  if (!native) throw new Error('No MIGRATE_EMBEDDED: the server project runs its tests in test/support/server-environment.ts');
  return native(dataDir);
}

/** Creates and migrates the template unless another file does or did: answers its DATA_DIR. */
async function template(): Promise<string> {
  const ready = path.join(runDir(), TEMPLATE);
  const lock = path.join(runDir(), BUILD_LOCK);
  const deadline = Date.now() + WAIT_MS;
  while (!fs.existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`No embedded database template at ${ready} after ${WAIT_MS / 1000} s`);
    try {
      // mkdir is atomic across the jest workers: one builds, the others wait for `ready`.
      fs.mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      // Built beside and renamed when complete: a waiter never copies half a database.
      const building = fs.mkdtempSync(path.join(runDir(), `${TEMPLATE}-`));
      await migrate(building);
      fs.renameSync(building, ready);
    } finally {
      // After a failure another file tries again (and reports its own error).
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return ready;
}

/**
 * A new DATA_DIR (in the system's temp folder, named after `prefix`) whose embedded database is the
 * run's migrated template: for TestShop.start({ DATABASE_URL: '', DATA_DIR }). The caller removes it.
 */
export async function migratedEmbeddedDataDir(prefix: string): Promise<string> {
  const source = path.join(await template(), 'pgdata');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // A copy-on-write clone where the file system has them, else an ordinary copy.
  fs.cpSync(source, path.join(dataDir, 'pgdata'), { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  return dataDir;
}
