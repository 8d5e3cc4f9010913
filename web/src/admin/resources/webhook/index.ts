import WebhookIcon from '@mui/icons-material/Webhook';
import { useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  UpdateWebhookDocument,
  WebhookDocument,
  WebhookEventsDocument,
  WebhooksDocument,
  type WebhookInput,
  type WebhookRecordFragment,
  type WebhookRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { matches } from '../../../ui/validation/rules';
import { defineResource, type FieldOption } from '../../framework/resource';
import { keepSecretOnce } from '../api-key/secret-once';
import { WebhookDeliveriesPanel } from './WebhookDeliveriesPanel';

interface WebhookValues {
  url: string;
  events: string[];
  enabled: boolean;
}

function useEventOptions(): FieldOption[] {
  const { data } = useQuery(WebhookEventsDocument, { fetchPolicy: 'cache-first' });
  return (data?.webhookEvents ?? []).map((event) => ({ value: event.name, label: event.name }));
}

/**
 * WebhookInput's rules, from the server; the form also refuses an address that is not http(s) at once
 * (the address rules, https and a public address, are the webhook service's).
 */
const webhookSchema = () =>
  inputSchema('WebhookInput', { adjust: { url: (url) => matches(url as yup.StringSchema<string | null | undefined>, 'httpUrl', /^https?:\/\//i) } });

/** Settings -> Webhooks (issue 23): signed event deliveries to a partner, with the delivery log. */
export const webhookResource = defineResource<WebhookRowFragment, WebhookRecordFragment, WebhookValues, WebhookInput>({
  name: 'webhook',
  titleId: 'admin.menu.webhook',
  permission: 'webhook',
  menu: { group: 'settings', position: 70, icon: WebhookIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'url', labelId: 'admin.webhook.url', sortable: true },
    { key: 'events', labelId: 'admin.webhook.events', render: (row) => row.events.join(', ') },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'disabledReason', labelId: 'admin.webhook.disabledReason' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  fields: [
    { name: 'url', labelId: 'admin.webhook.url', kind: 'text', required: true, helperTextId: 'admin.webhook.urlHelp' },
    { name: 'events', labelId: 'admin.webhook.events', kind: 'multiselect', required: true, useOptions: useEventOptions },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: webhookSchema,
  editPanels: [WebhookDeliveriesPanel],
  afterSave: ({ mode, saved }) => {
    if (mode === 'create') keepSecretOnce('webhook', saved.id, (saved as WebhookRecordFragment & { secret?: string | null }).secret);
  },
  data: {
    list: WebhooksDocument,
    listField: 'webhooks',
    one: WebhookDocument,
    oneField: 'webhook',
    create: CreateWebhookDocument,
    createField: 'createWebhook',
    update: UpdateWebhookDocument,
    updateField: 'updateWebhook',
    remove: DeleteWebhookDocument,
    toForm: (record) => ({ url: record?.url ?? '', events: record?.events ?? [], enabled: record?.enabled ?? true }),
    toInput: (values) => ({ url: values.url, events: values.events, enabled: values.enabled }),
  },
});
