import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Pages (issue 15): the storefront reads one by url, the back office has the usual CRUD. */
export const pageRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/page',
    field: 'storefrontPage',
    args: (req) => ({ url: req.body.url, language: req.body.language ?? req.query.language }),
    summary: 'A storefront page by url (enabled and published now) ({url}, ?language); 404 otherwise',
  },
  ...crudRoutes({
    path: 'page',
    multipart: true,
    label: 'pages',
    one: 'page',
    many: 'pages',
    create: 'createPage',
    update: 'updatePage',
    remove: 'deletePage',
    removeMany: 'deletePages',
    updateMany: 'updatePages',
  }),
];
