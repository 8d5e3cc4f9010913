/**
 * How a test file reaches its jest worker's shared server (test/support/server-environment.ts puts a
 * StartShared function on each file's global object under this registry-wide symbol). No imports: test
 * files load this into their own module registry.
 */
export interface SharedServer {
  running: { url: string; close(): Promise<void> };
  config: unknown;
}

export type StartShared = (env: Record<string, string | undefined>, sink: (sql: string) => void) => Promise<SharedServer>;

export const START_SHARED = Symbol.for('harbour-lane-shop.test.startShared');
