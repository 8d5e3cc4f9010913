import http from 'node:http';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
// @ts-expect-error: jest loads a test environment as CommonJS, where the ESM `.js` suffix does not resolve.
import { FAILURES_SO_FAR, MIGRATE_EMBEDDED, PAUSE_SHARED_JOBS, START_DEDICATED, START_SHARED, WORKER_BROWSER, WORKER_STAND_INS } from './shared-server';
import type {
  MigrateEmbedded,
  PauseSharedJobs,
  SharedServer,
  StartDedicated,
  StartShared,
  StartStandIns,
  WorkerBrowser,
  WorkerStandIns,
} from './shared-server.js';

/**
 * The server project's jest environment: jest's node environment plus this worker's shared shop server
 * (TestShop.start() without env, test/support/shop.ts).
 *
 * Why here and not in a test file: jest gives every test file its own module registry and tears it down
 * when the file ends, after which code loaded through it can no longer `require` (Apollo, for one, loads
 * node:crypto lazily), so a server started inside one file cannot serve the next. This module is loaded
 * by the worker process itself, so the server is imported natively (its TypeScript compiled by
 * ts-loader.mjs with the swc options jest uses) and lives as long as the worker. Test files reach it
 * through a function on their global object and talk to it over HTTP and through its EntityManager
 * (entities are looked up by name, so a test file's own entity classes work with it).
 */
interface WorkerState {
  shared?: { key: string; running: Promise<SharedServer> };
  sink?: (sql: string) => void;
  loader?: boolean;
  /** Dedicated servers running now (their jobs are theirs: the shared job worker waits). */
  dedicated: number;
  /** The worker's SMTP server, Stripe and Facebook stand-ins, once started. */
  standIns?: Promise<WorkerStandIns>;
  /** The worker's Chromium (playwright-core's Browser) and the options it was launched with. */
  browser?: { key: string; running: Promise<Closable & { isConnected(): boolean }> };
  /** Whether closeAtWorkerEnd listens already. */
  closesAtEnd?: boolean;
}

const WORKER_STATE = Symbol.for('harbour-lane-shop.test.worker');
const root = path.resolve(__dirname, '../..');
// A real dynamic import (this file is compiled to CommonJS, where import() would become require()).
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<any>;

/** Kept on node:http, one object per process, whichever copy of this module jest loaded. */
export function workerState(): WorkerState {
  const holder = http as unknown as Record<symbol, WorkerState | undefined>;
  holder[WORKER_STATE] ??= { dedicated: 0 };
  return holder[WORKER_STATE];
}

/** Imports a TypeScript file of the project natively (ts-loader.mjs compiles it). */
function importSource(state: WorkerState, file: string): Promise<any> {
  if (!state.loader) {
    register(pathToFileURL(path.join(root, 'test/support/ts-loader.mjs')).href);
    state.loader = true;
  }
  return nativeImport(pathToFileURL(path.join(root, file)).href);
}

/**
 * Started once per worker and kept until it exits (each file starting its own SMTP server meant a
 * dedicated shop server per mail test). Mails and payment intents of every file land in the same
 * stand-ins: a test reads what belongs to its own unique addresses and ids.
 */
const startStandIns: StartStandIns = () => {
  const state = workerState();
  state.standIns ??= (async () => {
    const [{ TestSmtpServer }, { StripeStandIn }, { GraphStandIn }] = await Promise.all([
      importSource(state, 'test/support/smtp.ts'),
      importSource(state, 'test/support/stripe-stand-in.ts'),
      importSource(state, 'test/support/facebook-stand-in.ts'),
    ]);
    const facebook = new GraphStandIn();
    const [smtp, stripe, graphUrl] = await Promise.all([TestSmtpServer.start(), StripeStandIn.start(), facebook.start()]);
    return {
      smtp,
      stripe,
      facebook,
      env: { SMTP_URL: smtp.url, STRIPE_API_URL: stripe.url, STRIPE_JS_URL: stripe.jsUrl, FACEBOOK_GRAPH_URL: graphUrl },
    };
  })();
  state.standIns.catch(() => (state.standIns = undefined));
  return state.standIns;
};

/**
 * Launched natively like the shared server (playwright-core inside a test file's registry would be torn
 * down with it), once per worker: a launch costs seconds on a busy machine, a new context next to
 * nothing. Launched again if it was closed or crashed.
 */
const workerBrowser: WorkerBrowser = async (options) => {
  const state = workerState();
  const key = JSON.stringify(options);
  const current = await state.browser?.running.catch(() => undefined);
  if (state.browser?.key !== key || !current?.isConnected()) {
    await current?.close().catch(() => undefined);
    const running = nativeImport('playwright-core').then(({ chromium }) => chromium.launch(options));
    state.browser = { key, running };
    running.catch(() => {
      if (state.browser?.running === running) state.browser = undefined;
    });
  }
  return state.browser!.running;
};

/** A server from the worker's native copy of the server's modules (ts-loader.mjs), with every SQL line to `onQuery`. */
async function startNative(env: Record<string, string | undefined>, state: WorkerState, onQuery: (message: string) => void): Promise<SharedServer> {
  await nativeImport('reflect-metadata');
  // After reflect-metadata: the server's decorators need it.
  const { loadConfig } = await importSource(state, 'server/config/env.ts');
  const { startShop } = await importSource(state, 'server/start.ts');
  const config = loadConfig(env);
  const running: SharedServer['running'] = await startShop(config, { onQuery });
  return { running, config: running.config };
}

async function boot(env: Record<string, string | undefined>, state: WorkerState): Promise<SharedServer> {
  const shared = await startNative(env, state, (message) => {
    if (message.startsWith('[query]')) state.sink?.(message);
  });
  if (state.dedicated > 0) await shared.running.worker?.stop();
  return shared;
}

const startDedicated: StartDedicated = (env, onQuery) => startNative(env, workerState(), onQuery);

const migrateEmbedded: MigrateEmbedded = async (dataDir) => {
  await nativeImport('reflect-metadata');
  const { openDatabase } = await importSource(workerState(), 'server/db/database.ts');
  const db = await openDatabase({ databaseUrl: '', dataDir, dbPoolSize: 1, logSql: false }, { migrate: true });
  await db.close();
};

const startShared: StartShared = async (env, sink) => {
  const state = workerState();
  const key = JSON.stringify(env);
  if (!state.shared || state.shared.key !== key) {
    if (state.shared) await (await state.shared.running.catch(() => undefined))?.running.close();
    const running = boot(env, state);
    state.shared = { key, running };
    // A failed start is not kept: the next file tries again (and reports its own error).
    running.catch(() => {
      if (state.shared?.running === running) state.shared = undefined;
    });
  }
  const shared = await state.shared.running;
  // Test files of one worker run one after another: statements go to the current file's shop.
  state.sink = sink;
  return shared;
};

async function forgetCaches(shared: SharedServer): Promise<void> {
  const { SharedCache } = await importSource(workerState(), 'server/common/shared-cache.ts');
  const orm = (shared.running as unknown as { db: { orm: { em: unknown; getMetadata(): { getAll(): Record<string, unknown> } } } }).db.orm;
  SharedCache.invalidate(orm.em, Object.keys(orm.getMetadata().getAll()));
}

const pauseSharedJobs: PauseSharedJobs = async () => {
  const state = workerState();
  state.dedicated += 1;
  const shared = await state.shared?.running.catch(() => undefined);
  if (state.dedicated === 1) await shared?.running.worker?.stop();
  let resumed = false;
  return async () => {
    if (resumed) return;
    resumed = true;
    state.dedicated -= 1;
    const shared = await state.shared?.running.catch(() => undefined);
    if (!shared) return;
    if (state.dedicated === 0) shared.running.worker?.start();
    // What the dedicated server wrote bypassed the shared server's read caches (settings for 5 s...).
    await forgetCaches(shared);
  };
};

/**
 * Closes what this process keeps for its test files: the browser, the shared server and the stand-ins (at the end
 * of a worker, or by global-teardown for runs in band).
 */
export async function closeWorker(): Promise<void> {
  const state = workerState();
  const { shared, standIns, browser } = state;
  state.shared = undefined;
  state.standIns = undefined;
  state.browser = undefined;
  await (await browser?.running.catch(() => undefined))?.close();
  await (await shared?.running.catch(() => undefined))?.running.close();
  const services = await standIns?.catch(() => undefined);
  await Promise.all([services?.smtp, services?.stripe, services?.facebook].map((standIn) => (standIn as Closable | undefined)?.close()));
}

interface Closable {
  close(): Promise<void>;
}

/** jest-worker's message that asks a worker to end (CHILD_MESSAGE_END of its types). */
const CHILD_MESSAGE_END = 2;

/**
 * Jest ends a worker by asking it to and then waiting for its event loop to empty; the shared server
 * and the stand-ins kept it busy until jest killed it ("A worker process has failed to exit
 * gracefully"). Closing them when the end is asked lets the worker exit by itself.
 */
function closeAtWorkerEnd(state: WorkerState): void {
  if (state.closesAtEnd || !process.send) return;
  state.closesAtEnd = true;
  const listener = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    process.off('message', listener);
    closeWorker().catch((error: unknown) => console.error('Closing the test worker failed', error));
  };
  process.on('message', listener);
}

/**
 * A new connection per request of a test file (Connection: close unless it says otherwise). fetch keeps
 * idle connections for the whole jest worker, and the shared server outlives test files: a connection
 * left idle while the next file loads may be closed by the server just as fetch reuses it (ECONNRESET).
 * On loopback a new connection costs next to nothing.
 */
function freshConnections(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    if (input instanceof Request) return fetch(input, init);
    const headers = new Headers(init?.headers);
    if (!headers.has('connection')) headers.set('connection', 'close');
    return fetch(input, { ...init, headers });
  };
}

export default class ServerEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.fetch = freshConnections(this.global.fetch);
    const global = this.global as unknown as Record<symbol, unknown>;
    global[START_SHARED] = startShared;
    global[START_DEDICATED] = startDedicated;
    global[MIGRATE_EMBEDDED] = migrateEmbedded;
    global[PAUSE_SHARED_JOBS] = pauseSharedJobs;
    global[WORKER_STAND_INS] = startStandIns;
    global[WORKER_BROWSER] = workerBrowser;
    global[FAILURES_SO_FAR] = 0;
    closeAtWorkerEnd(workerState());
  }

  /** Counts the file's failed tests and hooks (FAILURES_SO_FAR). */
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') {
      const global = this.global as unknown as Record<symbol, number>;
      global[FAILURES_SO_FAR] = (global[FAILURES_SO_FAR] ?? 0) + 1;
    }
  }

  /** A new file: a dedicated server the last one left open no longer holds the shared job worker back. */
  override async setup(): Promise<void> {
    await super.setup();
    const state = workerState();
    if (state.dedicated === 0) return;
    state.dedicated = 0;
    (await state.shared?.running.catch(() => undefined))?.running.worker?.start();
  }
}
