import http from 'node:http';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
// @ts-expect-error: jest loads a test environment as CommonJS, where the ESM `.js` suffix does not resolve.
import { PAUSE_SHARED_JOBS, START_SHARED } from './shared-server';
import type { PauseSharedJobs, SharedServer, StartShared } from './shared-server.js';

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

async function boot(env: Record<string, string | undefined>, state: WorkerState): Promise<SharedServer> {
  if (!state.loader) {
    register(pathToFileURL(path.join(root, 'test/support/ts-loader.mjs')).href);
    state.loader = true;
  }
  await nativeImport('reflect-metadata');
  const { loadConfig } = await nativeImport(pathToFileURL(path.join(root, 'server/config/env.ts')).href);
  const { startShop } = await nativeImport(pathToFileURL(path.join(root, 'server/start.ts')).href);
  const config = loadConfig(env);
  const running: SharedServer['running'] = await startShop(config, {
    onQuery: (message: string) => {
      if (message.startsWith('[query]')) state.sink?.(message);
    },
  });
  if (state.dedicated > 0) await running.worker?.stop();
  return { running, config };
}

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
  const { SharedCache } = await nativeImport(pathToFileURL(path.join(root, 'server/common/shared-cache.ts')).href);
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

/** Closes this process's shared server (global-teardown, for runs in band; workers simply exit). */
export async function closeSharedServer(): Promise<void> {
  const state = workerState();
  const shared = state.shared;
  state.shared = undefined;
  if (shared) await (await shared.running.catch(() => undefined))?.running.close();
}

export default class ServerEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const global = this.global as unknown as Record<symbol, unknown>;
    global[START_SHARED] = startShared;
    global[PAUSE_SHARED_JOBS] = pauseSharedJobs;
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
