import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useQuery } from '@apollo/client/react';
import {
  AccountDocument,
  AccountsDocument,
  CreateAccountDocument,
  DeleteAccountDocument,
  DeleteAccountsDocument,
  RoleOptionsDocument,
  RolesDocument,
  UpdateAccountDocument,
  UpdateAccountsDocument,
  type AccountRecordFragment,
  type AccountRowFragment,
  type CreateAdminAccountInput,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption, type FormMode } from '../../framework/resource';

interface AccountValues {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** One's own account only: needed to change one's e-mail or password (server check). */
  currentPassword: string;
  enabled: boolean;
  roleId: number | null;
}

/** Spec 3: a new account gets role 1 (the super-admin role) unless another is chosen. */
const DEFAULT_ROLE_ID = 1;

function useRoleOptions(): FieldOption[] {
  const { data } = useQuery(RoleOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.roleOptions ?? []).map((role) => ({ value: role.id, label: role.name }));
}

/** Create/UpdateAdminAccountInput's rules, from the server: the password is required on create only. */
const accountSchema = (mode: FormMode) => inputSchema(mode === 'create' ? 'CreateAdminAccountInput' : 'UpdateAdminAccountInput');

/** Admin accounts (spec 3): who may sign in to the back office, and with which role. */
export const accountResource = defineResource<AccountRowFragment, AccountRecordFragment, AccountValues, CreateAdminAccountInput>({
  name: 'account',
  titleId: 'admin.menu.admin_account',
  permission: 'admin_account',
  menu: { group: 'settings', position: 50, icon: ManageAccountsIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name', sortable: true },
    { key: 'email', labelId: 'admin.field.email', sortable: true },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true },
    { name: 'email', labelId: 'admin.field.email', kind: 'text', required: true },
    { name: 'password', labelId: 'admin.field.password', kind: 'password', required: 'create', helperTextId: 'admin.account.passwordHelp' },
    { name: 'passwordConfirmation', labelId: 'admin.field.passwordConfirmation', kind: 'password', required: 'create' },
    {
      name: 'currentPassword',
      labelId: 'admin.field.currentPassword',
      kind: 'password',
      ownRecordOnly: true,
      helperTextId: 'admin.account.currentPasswordHelp',
    },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch', required: true },
    { name: 'roleId', labelId: 'admin.field.role', kind: 'select', useOptions: useRoleOptions },
  ],
  validation: accountSchema,
  data: {
    list: AccountsDocument,
    listField: 'accounts',
    one: AccountDocument,
    oneField: 'account',
    create: CreateAccountDocument,
    createField: 'createAccount',
    update: UpdateAccountDocument,
    updateField: 'updateAccount',
    remove: DeleteAccountDocument,
    removeMany: DeleteAccountsDocument,
    updateMany: UpdateAccountsDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      email: record?.email ?? '',
      // Passwords are never shown; left empty on edit they stay as they are.
      password: '',
      passwordConfirmation: '',
      currentPassword: '',
      enabled: record?.enabled ?? true,
      roleId: record?.roleId ?? DEFAULT_ROLE_ID,
    }),
    toInput: (values, mode) => ({
      name: values.name,
      email: values.email,
      enabled: values.enabled,
      roleId: values.roleId ?? undefined,
      ...(mode === 'create' || values.password ? { password: values.password, passwordConfirmation: values.passwordConfirmation } : {}),
      ...(mode === 'edit' && values.currentPassword ? { currentPassword: values.currentPassword } : {}),
    }),
  },
  // Spec 4: an admin who gives their own account another role gets that role's roles and permissions now.
  async afterSave({ mode, saved, before, session, client }) {
    if (mode !== 'edit' || saved.id !== session.admin.id || before?.roleId === saved.roleId) return;
    await Promise.all([session.refresh(), client.refetchQueries({ include: [RolesDocument, RoleOptionsDocument] })]);
  },
});
