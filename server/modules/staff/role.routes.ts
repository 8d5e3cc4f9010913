import { catalogueName } from '../../common/permissions.js';
import { crudRoutes, type RestRoute } from '../../rest/route.js';

interface PermissionEntryAnswer {
  name: string;
  labels: { locale: string; label: string }[];
}

/** Spec 6 spells some names two ways (`formbuilder`, `form_builder`): a role body may use either. */
function roleInput(body: Record<string, unknown>): Record<string, unknown> {
  return Array.isArray(body.permissions) ? { ...body, permissions: body.permissions.map(catalogueName) } : body;
}

export const roleRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/role/permission',
    field: 'permissionEntries',
    shape: (result) =>
      (result as PermissionEntryAnswer[]).map(({ name, labels }) => ({ name, label: Object.fromEntries(labels.map(({ locale, label }) => [locale, label])) })),
    answer: '[{name, label: {en-US, zh-HK, zh-CN}}]',
    summary: 'The permission catalogue with a label per UI language',
  },
  ...crudRoutes({
    path: 'role',
    label: 'roles',
    one: 'role',
    many: 'roles',
    create: 'createRole',
    update: 'updateRole',
    remove: 'deleteRole',
    removeMany: 'deleteRoles',
    input: roleInput,
  }),
];
