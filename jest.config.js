// Tests run as ES modules through @swc/jest (decorators with metadata, as the server needs), in band:
// the embedded database has a single session.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
      // `import ... with { type: 'json' }` reaches Node's loader as written (it wants the attribute).
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  testTimeout: 60000,
  slowTestThreshold: 30,
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      globalSetup: './test/support/global-setup.ts',
      globalTeardown: './test/support/global-teardown.ts',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/browser/**/*.test.ts'],
    },
    {
      // Component tests of the web app (React Testing Library in jsdom); no server, no database.
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      testMatch: ['<rootDir>/test/web/**/*.test.ts', '<rootDir>/test/web/**/*.test.tsx'],
    },
  ],
};
