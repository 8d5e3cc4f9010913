import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Blocks (issue 15): the storefront reads one by identifier, the back office has the usual CRUD. */
export const blockRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/block',
    field: 'storefrontBlock',
    args: (req) => ({ identifier: req.body.identifier, language: req.body.language ?? req.query.language }),
    summary: 'An enabled block by identifier ({identifier}, ?language); 404 otherwise',
  },
  ...crudRoutes({
    path: 'block',
    multipart: true,
    label: 'blocks',
    one: 'block',
    many: 'blocks',
    create: 'createBlock',
    update: 'updateBlock',
    remove: 'deleteBlock',
    removeMany: 'deleteBlocks',
    updateMany: 'updateBlocks',
  }),
];
