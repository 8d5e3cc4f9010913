/**
 * What test files and jest's worker and main processes agree on: the database of each jest worker and
 * how a test file reaches its jest worker's shared server (test/support/server-environment.ts puts a
 * StartShared function on each file's global object under this registry-wide symbol). No imports: test
 * files load this into their own module registry.
 */
export interface SharedServer {
  running: { url: string; config: unknown; close(): Promise<void>; worker?: { start(): void; stop(): Promise<void> } };
  config: unknown;
}

export type StartShared = (env: Record<string, string | undefined>, sink: (sql: string) => void) => Promise<SharedServer>;

export const START_SHARED = Symbol.for('harbour-lane-shop.test.startShared');

/**
 * Starts a dedicated server (TestShop.start(env)) from the worker's own copy of the server's modules, as
 * the shared server is: loading the server's module graph into a test file's registry cost each such
 * file 2-3 s of CPU, and its GraphQL schema was built again for each. `onQuery` gets every SQL line.
 */
export type StartDedicated = (env: Record<string, string | undefined>, onQuery: (sql: string) => void) => Promise<SharedServer>;

export const START_DEDICATED = Symbol.for('harbour-lane-shop.test.startDedicated');

/**
 * Stops the shared server's job worker while a dedicated server runs (answers the function that starts
 * it again): tests of a dedicated server expect its jobs to run there (with its SMTP stand-in, say),
 * as when it was the only server on the database, not to be taken by the shared server.
 */
export type PauseSharedJobs = () => Promise<() => Promise<void>>;

export const PAUSE_SHARED_JOBS = Symbol.for('harbour-lane-shop.test.pauseSharedJobs');

/**
 * Creates and migrates an embedded PGlite database in `dataDir` (then closes it) with the worker's own
 * copy of the server's modules, as the servers start: the run's template of
 * test/support/embedded-template.ts, without loading the server's database module graph (every entity)
 * into the test file's registry.
 */
export type MigrateEmbedded = (dataDir: string) => Promise<void>;

export const MIGRATE_EMBEDDED = Symbol.for('harbour-lane-shop.test.migrateEmbedded');

/**
 * The outside services of this jest worker, started once by its test environment and used by every
 * server started without env (the shared one, or a dedicated one with TEST_SHARED_SERVER=0): a loopback
 * SMTP server (test/support/smtp.ts), the Stripe stand-in (test/support/stripe-stand-in.ts) and the
 * Facebook Graph API stand-in (test/support/facebook-stand-in.ts), with the env that points a server at them. They live in the worker process, outside the test files' module
 * registries: test files reach them through test/support/worker-stand-ins.ts.
 */
export interface WorkerStandIns {
  env: Record<string, string>;
  smtp: unknown;
  stripe: unknown;
  facebook: unknown;
}

export type StartStandIns = () => Promise<WorkerStandIns>;

export const WORKER_STAND_INS = Symbol.for('harbour-lane-shop.test.workerStandIns');

/**
 * The jest worker's Chromium (launched once with these options, kept until the worker ends): each
 * browser journey opens contexts of its own in it instead of launching a browser per file.
 */
export type WorkerBrowser = (options: { executablePath: string; args: string[] }) => Promise<unknown>;

export const WORKER_BROWSER = Symbol.for('harbour-lane-shop.test.workerBrowser');

/**
 * How many tests and hooks of the file have failed so far (kept on the file's global by its test
 * environment): a browser journey saves a page's last screen only when something failed while it was open.
 */
export const FAILURES_SO_FAR = Symbol.for('harbour-lane-shop.test.failuresSoFar');

/** The database of jest worker `id` (1-based, JEST_WORKER_ID) beside the run's DATABASE_URL. */
export function workerDatabaseUrl(baseUrl: string, id: string | number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${id}`;
  return url.toString();
}
