// How the TypeScript of the server and tests is compiled for tests: by @swc/jest inside jest's module
// registries (jest.config.js) and by ts-loader.mjs for the worker's shared server outside them.
export const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
    // `import ... with { type: 'json' }` reaches Node's loader as written (it wants the attribute).
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
};
