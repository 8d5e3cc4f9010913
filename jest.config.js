// Tests run as ES modules through @swc/jest (decorators with metadata, as the server needs), in parallel,
// each worker with a database of its own on PostgreSQL: the server at DATABASE_URL, or without it one
// the run starts and removes itself (test/support/global-setup.ts). TEST_WORKERS overrides the number of
// workers (3 suits the 2-core machine: a worker often waits for the database or a browser).
import { swcOptions } from './test/support/swc-options.js';

const swc = ['@swc/jest', swcOptions];
// The web app's code and what imports it: @swc/jest after Vite's import.meta.glob is expanded.
const swcAfterGlobs = ['<rootDir>/test/support/glob-transformer.mjs', swcOptions];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
const withGlobs = { ...shared, transform: { '^.+\\.(t|j)sx?$': swcAfterGlobs } };

const workers = Number(process.env.TEST_WORKERS) || 3;

export default {
  maxWorkers: workers,
  // A server worker closes its shared server, stand-ins and browser when jest ends it, then exits by
  // itself; on a busy machine that takes longer than jest's default 500 ms wait before it kills it.
  workerGracefulExitTimeout: 5000,
  // Without timings of an earlier run (CI) the browser journeys start first (test/support/test-sequencer.js).
  testSequencer: '<rootDir>/test/support/test-sequencer.js',
  testTimeout: 60000,
  slowTestThreshold: 30,
  projects: [
    {
      ...shared,
      displayName: 'server',
      // node, plus the worker's shared server (test/support/server-environment.ts).
      testEnvironment: '<rootDir>/test/support/server-environment.ts',
      setupFiles: ['<rootDir>/test/support/worker-database.ts'],
      globalSetup: './test/support/global-setup.ts',
      globalTeardown: './test/support/global-teardown.ts',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/browser/**/*.test.ts'],
    },
    {
      // Tests that start nothing (no server, no database, no browser): pure functions, the schema's
      // rules, the code's own structure.
      ...withGlobs,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      // Component tests of the web app (React Testing Library in jsdom); no server, no database.
      ...withGlobs,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      testMatch: ['<rootDir>/test/web/**/*.test.ts', '<rootDir>/test/web/**/*.test.tsx'],
    },
  ],
};
