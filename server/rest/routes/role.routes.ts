import { crudRoutes, type RestRoute } from '../route.js';

export const roleRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/role/permission', field: 'permissionCatalogue', summary: 'The permission catalogue' },
  ...crudRoutes({
    path: 'role',
    label: 'roles',
    one: 'role',
    many: 'roles',
    create: 'createRole',
    update: 'updateRole',
    remove: 'deleteRole',
    removeMany: 'deleteRoles',
  }),
];
