import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import {
  BlockDocument,
  BlocksDocument,
  CreateBlockDocument,
  DeleteBlockDocument,
  DeleteBlocksDocument,
  UpdateBlockDocument,
  UpdateBlocksDocument,
  type BlockInput,
  type BlockRecordFragment,
  type BlockRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface BlockValues {
  identifier: string;
  title: string;
  content: string;
  enabled: boolean;
}

/** BlockInput's rules, from the server: identifier required in key_format. */
export const blockSchema = () => inputSchema('BlockInput');

/** Blocks (issue 15): placed by identifier on pages and the home page; title and content per language. */
export const blockResource = defineResource<BlockRowFragment, BlockRecordFragment, BlockValues, BlockInput>({
  name: 'block',
  titleId: 'admin.menu.block',
  permission: 'block',
  menu: { group: 'content', position: 20, icon: ViewQuiltIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'identifier', labelId: 'admin.block.identifier', sortable: true },
    { key: 'title', labelId: 'admin.block.title' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'identifier', labelId: 'admin.block.identifier', kind: 'text', required: true, helperTextId: 'admin.block.identifierHelp' },
    { name: 'title', labelId: 'admin.block.title', kind: 'text', translatable: true },
    { name: 'content', labelId: 'admin.block.content', kind: 'richtext', translatable: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: blockSchema,
  data: {
    list: BlocksDocument,
    listField: 'blocks',
    one: BlockDocument,
    oneField: 'block',
    create: CreateBlockDocument,
    createField: 'createBlock',
    update: UpdateBlockDocument,
    updateField: 'updateBlock',
    remove: DeleteBlockDocument,
    removeMany: DeleteBlocksDocument,
    updateMany: UpdateBlocksDocument,
    toForm: (record) => ({
      identifier: record?.identifier ?? '',
      title: record?.title ?? '',
      content: record?.content ?? '',
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({ identifier: values.identifier, title: values.title, content: values.content, enabled: values.enabled }),
  },
});
