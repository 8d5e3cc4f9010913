import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const attributeRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/attribute',
    field: 'publicAttributes',
    args: (req) => ({ position: req.body.position, language: req.body.language ?? req.query.language }),
    summary: 'The storefront attributes with key and values ({position, language})',
  },
  ...crudRoutes({
    path: 'attribute',
    label: 'attributes',
    one: 'attribute',
    many: 'attributes',
    create: 'createAttribute',
    update: 'updateAttribute',
    remove: 'deleteAttribute',
    removeMany: 'deleteAttributes',
  }),
];
