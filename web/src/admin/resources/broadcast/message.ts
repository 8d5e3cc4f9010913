import {
  BroadcastMessageDocument,
  BroadcastMessagesDocument,
  CreateBroadcastMessageDocument,
  DeleteBroadcastMessageDocument,
  DeleteBroadcastMessagesDocument,
  UpdateBroadcastMessageDocument,
  type BroadcastMessageInput,
  type BroadcastMessageRecordFragment,
  type BroadcastMessageRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';
import { MessagePreviewPanel } from './MessagePreviewPanel';

interface MessageValues {
  subject: string;
  body: string;
}

export const messageSchema = () => inputSchema('BroadcastMessageInput');

/** Broadcast messages (`/admin/broadcast/message`): subject and rich-text body per language, preview and test send. */
export const messageResource = defineResource<BroadcastMessageRowFragment, BroadcastMessageRecordFragment, MessageValues, BroadcastMessageInput>({
  name: 'broadcast/message',
  titleId: 'admin.message.title',
  permission: 'broadcast',
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'subject', labelId: 'admin.message.subject' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'subject', labelId: 'admin.message.subject', kind: 'text', required: true, translatable: true, helperTextId: 'admin.message.variablesHelp' },
    { name: 'body', labelId: 'admin.message.body', kind: 'richtext', required: true, translatable: true, helperTextId: 'admin.message.variablesHelp' },
  ],
  validation: messageSchema,
  editPanels: [MessagePreviewPanel],
  data: {
    list: BroadcastMessagesDocument,
    listField: 'broadcastMessages',
    one: BroadcastMessageDocument,
    oneField: 'broadcastMessage',
    create: CreateBroadcastMessageDocument,
    createField: 'createBroadcastMessage',
    update: UpdateBroadcastMessageDocument,
    updateField: 'updateBroadcastMessage',
    remove: DeleteBroadcastMessageDocument,
    removeMany: DeleteBroadcastMessagesDocument,
    toForm: (record) => ({ subject: record?.subject ?? '', body: record?.body ?? '' }),
    toInput: (values) => ({ subject: values.subject, body: values.body }),
  },
});
