// The server's module boundaries, checked by `npm run lint` (dependency-cruiser).
// A module is one folder of server/modules/ and its index.ts is its only public face. The one exception
// is an entity naming another module's entity for an ORM relation: MikroORM needs the class itself, and
// naming it through the other module's index.ts would load that whole module into the entity graph.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(server|core)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
