import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  DeleteRolesDocument,
  PermissionCatalogueDocument,
  RoleDocument,
  RolesDocument,
  UpdateRoleDocument,
  type Permission,
  type RoleInput,
  type RoleRecordFragment,
  type RoleRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption } from '../../framework/resource';

interface RoleValues {
  name: string;
  permissions: Permission[];
}

/** The permission catalogue as options, labelled like the sidebar items they open. */
function usePermissionOptions(): FieldOption[] {
  const intl = useIntl();
  const { data } = useQuery(PermissionCatalogueDocument, { fetchPolicy: 'cache-first' });
  return (data?.permissionCatalogue ?? []).map((permission) => ({
    value: permission,
    label: intl.formatMessage({ id: `admin.menu.${permission}` }),
  }));
}

/** Roles (spec 3): a name and the permissions (sidebar items) the role opens. */
export const roleResource = defineResource<RoleRowFragment, RoleRecordFragment, RoleValues, RoleInput>({
  name: 'role',
  titleId: 'admin.menu.role',
  permission: 'role',
  menu: { group: 'settings', position: 40, icon: AdminPanelSettingsIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name', sortable: true },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true },
    { name: 'permissions', labelId: 'admin.field.permissions', kind: 'multiselect', useOptions: usePermissionOptions },
  ],
  // RoleInput's rules, from the server: name required (at most 100 characters), permissions without repeats.
  validation: () => inputSchema('RoleInput'),
  data: {
    list: RolesDocument,
    listField: 'roles',
    one: RoleDocument,
    oneField: 'role',
    create: CreateRoleDocument,
    createField: 'createRole',
    update: UpdateRoleDocument,
    updateField: 'updateRole',
    remove: DeleteRoleDocument,
    removeMany: DeleteRolesDocument,
    toForm: (record) => ({ name: record?.name ?? '', permissions: record?.permissions ?? [] }),
    toInput: (values) => ({ name: values.name, permissions: values.permissions }),
  },
  // Spec 4: when the edited role is one's own, the sidebar follows at once.
  async afterSave({ saved, session }) {
    if (saved.id === session.admin.role.id) await session.refresh();
  },
});
