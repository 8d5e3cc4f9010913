import DescriptionIcon from '@mui/icons-material/Description';
import { useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import {
  CreatePageDocument,
  DeletePageDocument,
  DeletePagesDocument,
  PageBlockChoicesDocument,
  PageDocument,
  PagesDocument,
  UpdatePageDocument,
  UpdatePagesDocument,
  type PageInput,
  type PageRecordFragment,
  type PageRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { after } from '../../../ui/validation/rules';
import { defineResource, type FieldOption } from '../../framework/resource';

interface PageValues {
  title: string;
  url: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  enabled: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  blockIdentifiers: string[];
}

/** The blocks a page can place, by identifier. */
function useBlockOptions(): FieldOption[] {
  const { data } = useQuery(PageBlockChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.blocks.items ?? []).map((block) => ({
    value: block.identifier,
    label: block.title ? `${block.title} (${block.identifier})` : block.identifier,
  }));
}

/**
 * PageInput's rules, from the server: title and url required, url a storefront url segment. The form
 * also keeps the publishing window in order.
 */
export const pageSchema = () => inputSchema('PageInput', { extra: { publishUntil: after(yup.string().nullable(), 'publishFrom') } });

/** Static pages (issue 15): texts and meta per language; url, enabled and the publishing days shared. */
export const pageResource = defineResource<PageRowFragment, PageRecordFragment, PageValues, PageInput>({
  name: 'page',
  titleId: 'admin.menu.page',
  permission: 'page',
  menu: { group: 'content', position: 10, icon: DescriptionIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.page.title' },
    { key: 'url', labelId: 'admin.page.url', sortable: true },
    { key: 'publishFrom', labelId: 'admin.page.publishFrom', sortable: true, kind: 'date' },
    { key: 'publishUntil', labelId: 'admin.page.publishUntil', sortable: true, kind: 'date' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'title', labelId: 'admin.page.title', kind: 'text', required: true, translatable: true },
    { name: 'url', labelId: 'admin.page.url', kind: 'text', required: true, helperTextId: 'admin.brand.urlHelp' },
    { name: 'content', labelId: 'admin.page.content', kind: 'richtext', translatable: true },
    { name: 'metaTitle', labelId: 'admin.page.metaTitle', kind: 'text', translatable: true },
    { name: 'metaDescription', labelId: 'admin.page.metaDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'blockIdentifiers', labelId: 'admin.page.blocks', kind: 'multiselect', useOptions: useBlockOptions, helperTextId: 'admin.page.blocksHelp' },
    { name: 'publishFrom', labelId: 'admin.page.publishFrom', kind: 'datetime' },
    { name: 'publishUntil', labelId: 'admin.page.publishUntil', kind: 'datetime' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: pageSchema,
  data: {
    list: PagesDocument,
    listField: 'pages',
    one: PageDocument,
    oneField: 'page',
    create: CreatePageDocument,
    createField: 'createPage',
    update: UpdatePageDocument,
    updateField: 'updatePage',
    remove: DeletePageDocument,
    removeMany: DeletePagesDocument,
    updateMany: UpdatePagesDocument,
    toForm: (record) => ({
      title: record?.title ?? '',
      url: record?.url ?? '',
      content: record?.content ?? '',
      metaTitle: record?.metaTitle ?? '',
      metaDescription: record?.metaDescription ?? '',
      enabled: record?.enabled ?? true,
      publishFrom: record?.publishFrom ?? null,
      publishUntil: record?.publishUntil ?? null,
      blockIdentifiers: record?.blockIdentifiers ?? [],
    }),
    toInput: (values) => ({
      title: values.title,
      url: values.url,
      content: values.content,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      enabled: values.enabled,
      publishFrom: values.publishFrom || null,
      publishUntil: values.publishUntil || null,
      blockIdentifiers: values.blockIdentifiers,
    }),
  },
});
