import CampaignIcon from '@mui/icons-material/Campaign';
import { createElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BroadcastDocument,
  BroadcastsDocument,
  CreateBroadcastDocument,
  DeleteBroadcastDocument,
  DeleteBroadcastsDocument,
  UpdateBroadcastDocument,
  type BroadcastAction,
  type BroadcastInput,
  type BroadcastRecordFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption } from '../../framework/resource';
import { BroadcastProgressPanel, PROGRESS_POLL_MS, ProgressBar } from './BroadcastProgress';
import { useMessageOptions, useReceiverGroupOptions } from './options';

export { messageResource } from './message';
export { receiverResource } from './receiver';

interface BroadcastValues {
  messageId: number | null;
  receiverGroups: string[];
  sendAt: string | null;
  status: BroadcastAction;
}

function useActionOptions(): FieldOption[] {
  const intl = useIntl();
  return (['draft', 'scheduled'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `admin.broadcast.action.${value}` }) }));
}

/** BroadcastInput's rules, from the server: a message and at least one receiver group. */
export const broadcastSchema = () => inputSchema('BroadcastInput');

/**
 * Broadcasts (`/admin/broadcast`): a message to receiver groups, kept as a draft or scheduled (at a time
 * in the shop's time zone, or at once); the list and the edit screen show the progress live while it sends.
 */
export const broadcastResource = defineResource<BroadcastRecordFragment, BroadcastRecordFragment, BroadcastValues, BroadcastInput>({
  name: 'broadcast',
  titleId: 'admin.broadcast.title',
  permission: 'broadcast',
  menu: { group: 'marketing', position: 20, icon: CampaignIcon },
  pollIntervalMs: PROGRESS_POLL_MS,
  // The messages and receiver groups are resources of their own below /admin/broadcast.
  pages: [
    { path: 'message', labelId: 'admin.message.title' },
    { path: 'receiver', labelId: 'admin.receiver.title' },
  ],
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    {
      key: 'status',
      labelId: 'admin.broadcast.statusLabel',
      sortable: true,
      render: (row) => createElement(FormattedMessage, { id: `admin.broadcast.status.${row.status}` }),
    },
    { key: 'receiverGroups', labelId: 'admin.broadcast.receiverGroups', render: (row) => row.receiverGroups.join(', ') },
    { key: 'sendAt', labelId: 'admin.broadcast.sendAt', sortable: true, kind: 'date' },
    { key: 'recipients', labelId: 'admin.broadcast.progress', render: (row) => createElement(ProgressBar, { broadcast: row }) },
    { key: 'sent', labelId: 'admin.broadcast.sent', sortable: true, kind: 'number' },
    { key: 'failed', labelId: 'admin.broadcast.failed', kind: 'number' },
    { key: 'skipped', labelId: 'admin.broadcast.skipped', kind: 'number' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'messageId', labelId: 'admin.broadcast.message', kind: 'select', required: true, useOptions: useMessageOptions },
    { name: 'receiverGroups', labelId: 'admin.broadcast.receiverGroups', kind: 'multiselect', required: true, useOptions: useReceiverGroupOptions },
    { name: 'sendAt', labelId: 'admin.broadcast.sendAt', kind: 'datetime', helperTextId: 'admin.broadcast.sendAtHelp' },
    { name: 'status', labelId: 'admin.broadcast.action', kind: 'select', useOptions: useActionOptions },
  ],
  validation: broadcastSchema,
  editPanels: [BroadcastProgressPanel],
  data: {
    list: BroadcastsDocument,
    listField: 'broadcasts',
    one: BroadcastDocument,
    oneField: 'broadcast',
    create: CreateBroadcastDocument,
    createField: 'createBroadcast',
    update: UpdateBroadcastDocument,
    updateField: 'updateBroadcast',
    remove: DeleteBroadcastDocument,
    removeMany: DeleteBroadcastsDocument,
    toForm: (record) => ({
      messageId: record?.messageId ?? null,
      receiverGroups: record?.receiverGroups ?? [],
      sendAt: record?.sendAt ?? null,
      status: record?.status === 'scheduled' ? 'scheduled' : 'draft',
    }),
    toInput: (values) => ({
      messageId: values.messageId === null ? undefined : Number(values.messageId),
      receiverGroups: values.receiverGroups,
      sendAt: values.sendAt,
      status: values.status,
    }),
  },
});
