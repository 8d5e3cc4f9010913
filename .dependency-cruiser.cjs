// The import boundaries of the code, checked by `npm run lint` (dependency-cruiser).
// - A server module is one folder of server/modules/; its index.ts is its manifest and its only public
//   face, and modules depend on each other in one direction. The one exception is an entity naming
//   another module's entity for an ORM relation: MikroORM needs the class itself, and naming it through
//   the other module's index.ts would load that whole module into the entity graph.
// - server/common is what every module builds on; core/ is what the server and the web app share.
// - The web app never imports the server; the storefront and the back office never import each other.
const MODULE = '^server/modules/([^/]+)/';
const ENTITY = '\\.entit(y|ies)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-public-face',
      severity: 'error',
      comment: "Import another module through its index.ts (its public face), never one of its inner files.",
      from: { path: MODULE, pathNot: ENTITY },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'entity-relations-only',
      severity: 'error',
      comment: "An entity may name another module's entity (a relation); anything else goes through the module's index.ts.",
      from: { path: `${MODULE}.*${ENTITY}` },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$', ENTITY] },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Modules depend on each other in one direction only: a cycle through two index.ts files is a cycle between modules.',
      from: { path: '^server/modules/[^/]+/index\\.ts$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'common-imports-no-module',
      severity: 'error',
      comment: 'server/common is what every module builds on: it imports none of them.',
      from: { path: '^server/common/' },
      to: { path: '^server/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-imports-neither',
      severity: 'error',
      comment: 'core/ is what the server and the web app share: it imports neither.',
      from: { path: '^core/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app never imports the server: code both run lives in core/.',
      from: { path: '^(web|test/web)/' },
      to: { path: '^server/' },
    },
    {
      name: 'storefront-not-back-office',
      severity: 'error',
      comment: 'The storefront never imports the back office (its code would reach every shopper).',
      from: { path: '^web/src/shop/' },
      to: { path: '^web/src/admin/' },
    },
    {
      name: 'back-office-not-storefront',
      severity: 'error',
      comment: 'The back office never imports the storefront.',
      from: { path: '^web/src/admin/' },
      to: { path: '^web/src/shop/' },
    },
    {
      name: 'ui-is-shared',
      severity: 'error',
      comment: 'web/src/ui is shared: it imports neither the storefront nor the back office.',
      from: { path: '^web/src/ui/' },
      to: { path: '^web/src/(shop|admin)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(server|core|web/src|test/web)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
