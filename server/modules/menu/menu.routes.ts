import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Menu trees nest `children`: the REST answer selects this many levels (GraphQL clients choose their own). */
const TREE_DEPTH = 8;

export const menuRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/menu', field: 'publicMenus', depth: TREE_DEPTH, summary: 'The storefront menu tree (?language)' },
  {
    method: 'POST',
    path: '/api/menu',
    field: 'publicMenu',
    args: (req) => ({ url: req.body.url, language: req.body.language ?? req.query.language }),
    depth: TREE_DEPTH,
    summary: 'One storefront menu item by url, with its subtree and ancestors ({language, url})',
  },
  { method: 'GET', path: '/api/admin/menu/tree', field: 'menuTree', depth: TREE_DEPTH, summary: 'The whole menu tree for the admin tree view (?language)' },
  {
    method: 'PUT',
    path: '/api/admin/menu/move',
    field: 'moveMenu',
    args: (req) => ({ input: req.body }),
    summary: 'Drag and drop: {id, parent_id, before_id | after_id | position | swap_with_id} -> the new siblings',
  },
  ...crudRoutes({
    path: 'menu',
    // The spec's admin form sends it as multipart (language, globals, _method).
    multipart: true,
    label: 'menus',
    one: 'menu',
    many: 'menus',
    create: 'createMenu',
    update: 'updateMenu',
    remove: 'deleteMenu',
    removeMany: 'deleteMenus',
    updateMany: 'updateMenus',
  }),
];
