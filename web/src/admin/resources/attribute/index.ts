import TuneIcon from '@mui/icons-material/Tune';
import {
  AttributeDocument,
  AttributesDocument,
  CreateAttributeDocument,
  DeleteAttributeDocument,
  DeleteAttributesDocument,
  UpdateAttributeDocument,
  type AttributeInput,
  type AttributeRecordFragment,
  type AttributeRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { numberValue } from '../../../ui/validation/rules';
import { defineResource } from '../../framework/resource';

interface AttributeValueRow {
  /** The stored value's id (kept so the server updates it rather than making a new one). */
  id?: number | null;
  code: string;
  label: string;
}

interface AttributeValues {
  key: string;
  title: string;
  position: number | null;
  values: AttributeValueRow[];
}

/**
 * AttributeInput's rules, from the server: key in key_format, value codes unique, labels required.
 * The position is the form's own check: a whole number, as the input's Int type asks.
 */
export const attributeSchema = () => inputSchema('AttributeInput', { extra: { position: numberValue(true) } });

/**
 * Attributes (option kinds: colour, size...): a key, a title and value labels per language, value codes
 * and positions shared. The values list is the whole list: a value left out is deleted.
 */
export const attributeResource = defineResource<AttributeRowFragment, AttributeRecordFragment, AttributeValues, AttributeInput>({
  name: 'attribute',
  titleId: 'admin.menu.attribute',
  permission: 'attribute',
  menu: { group: 'products', position: 20, icon: TuneIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'key', labelId: 'admin.attribute.key', sortable: true },
    { key: 'title', labelId: 'admin.attribute.title' },
    { key: 'values', labelId: 'admin.attribute.values', render: (row) => row.values.map((value) => value.label).join(', ') },
    { key: 'position', labelId: 'admin.attribute.position', sortable: true, kind: 'number' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'key', labelId: 'admin.attribute.key', kind: 'text', required: true, helperTextId: 'admin.attribute.keyHelp' },
    { name: 'title', labelId: 'admin.attribute.title', kind: 'text', required: true, translatable: true },
    { name: 'position', labelId: 'admin.attribute.position', kind: 'number', integer: true },
    {
      name: 'values',
      labelId: 'admin.attribute.values',
      kind: 'rows',
      // The labels are per language (the codes are not, but travel with them).
      translatable: true,
      uniqueBy: 'code',
      columns: [
        { name: 'code', labelId: 'admin.attribute.valueCode', kind: 'text', required: true },
        { name: 'label', labelId: 'admin.attribute.valueLabel', kind: 'text', required: true },
      ],
    },
  ],
  validation: attributeSchema,
  data: {
    list: AttributesDocument,
    listField: 'attributes',
    one: AttributeDocument,
    oneField: 'attribute',
    create: CreateAttributeDocument,
    createField: 'createAttribute',
    update: UpdateAttributeDocument,
    updateField: 'updateAttribute',
    remove: DeleteAttributeDocument,
    removeMany: DeleteAttributesDocument,
    toForm: (record) => ({
      key: record?.key ?? '',
      title: record?.title ?? '',
      position: record?.position ?? 0,
      values: (record?.values ?? []).map((value) => ({ id: value.id, code: value.code, label: value.label })),
    }),
    // A value's position is its place in the list (the rows editor moves rows up and down).
    toInput: (values) => ({
      key: values.key,
      title: values.title,
      position: values.position ?? 0,
      values: values.values.map((value, index) => ({
        ...(value.id ? { id: value.id } : {}),
        code: value.code,
        label: value.label,
        position: index,
      })),
    }),
  },
});
