import KeyIcon from '@mui/icons-material/Key';
import { useQuery } from '@apollo/client/react';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ApiKeyDocument,
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  RoleOptionsDocument,
  UpdateApiKeyDocument,
  type ApiKeyInput,
  type ApiKeyRecordFragment,
  type ApiKeyRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption } from '../../framework/resource';
import { ApiKeySecretPanel } from './ApiKeySecretPanel';
import { keepSecretOnce } from './secret-once';

interface ApiKeyValues {
  name: string;
  roleId: number | null;
  expiresAt: string | null;
  enabled: boolean;
  costBucket: number | string | null;
  costRestoreRate: number | string | null;
}

function useRoleOptions(): FieldOption[] {
  const { data } = useQuery(RoleOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.roleOptions ?? []).map((role) => ({ value: role.id, label: role.name }));
}

/** ApiKeyInput's rules, from the server (server/modules/api-key/api-key.inputs.ts). */
const apiKeySchema = () => inputSchema('ApiKeyInput');

const numberOrNull = (value: number | string | null) => (value === null || value === '' ? null : Number(value));

/** The key's state, translated (active, disabled, expired, revoked). */
const State = ({ row }: { row: ApiKeyRowFragment }) => createElement(FormattedMessage, { id: `admin.apiKey.state.${row.state}` });

/**
 * Settings -> API keys (issue 23): keys partners use instead of a staff login. The secret is answered
 * once, on create (shown on the edit screen that follows) and on rotate; delete revokes the key.
 */
export const apiKeyResource = defineResource<ApiKeyRowFragment, ApiKeyRecordFragment, ApiKeyValues, ApiKeyInput>({
  name: 'api_key',
  titleId: 'admin.apiKey.title',
  permission: 'api_key',
  menu: { group: 'settings', position: 60, icon: KeyIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.apiKey.name', sortable: true },
    { key: 'roleName', labelId: 'admin.apiKey.role' },
    { key: 'lastFour', labelId: 'admin.apiKey.lastFour' },
    { key: 'createdByName', labelId: 'admin.apiKey.createdBy' },
    { key: 'createdAt', labelId: 'admin.field.createdAt', sortable: true, kind: 'date' },
    { key: 'lastUsedAt', labelId: 'admin.apiKey.lastUsedAt', sortable: true, kind: 'date' },
    { key: 'lastUsedIp', labelId: 'admin.apiKey.lastUsedIp' },
    { key: 'expiresAt', labelId: 'admin.apiKey.expiresAt', sortable: true, kind: 'date' },
    { key: 'state', labelId: 'admin.apiKey.state', render: (row) => createElement(State, { row }) },
  ],
  fields: [
    { name: 'name', labelId: 'admin.apiKey.name', kind: 'text', required: true },
    { name: 'roleId', labelId: 'admin.apiKey.role', kind: 'select', required: true, useOptions: useRoleOptions, helperTextId: 'admin.apiKey.roleHelp' },
    { name: 'expiresAt', labelId: 'admin.apiKey.expiresAt', kind: 'datetime', helperTextId: 'admin.apiKey.expiresHelp' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
    { name: 'costBucket', labelId: 'admin.apiKey.costBucket', kind: 'number', integer: true, helperTextId: 'admin.apiKey.costHelp' },
    { name: 'costRestoreRate', labelId: 'admin.apiKey.costRestoreRate', kind: 'number', integer: true },
  ],
  validation: apiKeySchema,
  messages: { confirmDelete: 'admin.apiKey.confirmRevoke' },
  editPanels: [ApiKeySecretPanel],
  afterSave: ({ mode, saved }) => {
    if (mode === 'create') keepSecretOnce('api_key', saved.id, (saved as ApiKeyRecordFragment & { secret?: string | null }).secret);
  },
  data: {
    list: ApiKeysDocument,
    listField: 'apiKeys',
    one: ApiKeyDocument,
    oneField: 'apiKey',
    create: CreateApiKeyDocument,
    createField: 'createApiKey',
    update: UpdateApiKeyDocument,
    updateField: 'updateApiKey',
    remove: RevokeApiKeyDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      roleId: record?.roleId ?? null,
      expiresAt: record?.expiresAt ?? null,
      enabled: record?.enabled ?? true,
      costBucket: record?.costBucket ?? null,
      costRestoreRate: record?.costRestoreRate ?? null,
    }),
    toInput: (values) => ({
      name: values.name,
      roleId: values.roleId ?? undefined,
      // An instant entered on the shop's clock (ShopDateTimeField answers ISO).
      expiresAt: values.expiresAt || null,
      enabled: values.enabled,
      costBucket: numberOrNull(values.costBucket),
      costRestoreRate: numberOrNull(values.costRestoreRate),
    }),
  },
});
