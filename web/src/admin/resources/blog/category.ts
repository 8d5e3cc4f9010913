import {
  BlogCategoriesDocument,
  BlogCategoryDocument,
  CreateBlogCategoryDocument,
  DeleteBlogCategoriesDocument,
  DeleteBlogCategoryDocument,
  UpdateBlogCategoriesDocument,
  UpdateBlogCategoryDocument,
  type BlogCategoryInput,
  type BlogCategoryRecordFragment,
  type BlogCategoryRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';
import { NO_PARENT, useBlogParentOptions } from './options';

interface Values {
  title: string;
  url: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  parentId: number;
  enabled: boolean;
}

/** Blog categories (issue 15, permission blog): texts and meta per language; url, parent and enabled shared. */
export const blogCategoryResource = defineResource<BlogCategoryRowFragment, BlogCategoryRecordFragment, Values, BlogCategoryInput>({
  name: 'blog/category',
  titleId: 'admin.blog.categories',
  permission: 'blog',
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.page.title' },
    { key: 'url', labelId: 'admin.page.url', sortable: true },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'title', labelId: 'admin.page.title', kind: 'text', required: true, translatable: true },
    { name: 'url', labelId: 'admin.page.url', kind: 'text', required: true, helperTextId: 'admin.brand.urlHelp' },
    { name: 'parentId', labelId: 'admin.blog.parent', kind: 'select', useOptions: useBlogParentOptions },
    { name: 'description', labelId: 'admin.blog.description', kind: 'text', multiline: true, translatable: true },
    { name: 'metaTitle', labelId: 'admin.page.metaTitle', kind: 'text', translatable: true },
    { name: 'metaDescription', labelId: 'admin.page.metaDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: () => inputSchema('BlogCategoryInput'),
  data: {
    list: BlogCategoriesDocument,
    listField: 'blogCategories',
    one: BlogCategoryDocument,
    oneField: 'blogCategory',
    create: CreateBlogCategoryDocument,
    createField: 'createBlogCategory',
    update: UpdateBlogCategoryDocument,
    updateField: 'updateBlogCategory',
    remove: DeleteBlogCategoryDocument,
    removeMany: DeleteBlogCategoriesDocument,
    updateMany: UpdateBlogCategoriesDocument,
    toForm: (record) => ({
      title: record?.title ?? '',
      url: record?.url ?? '',
      description: record?.description ?? '',
      metaTitle: record?.metaTitle ?? '',
      metaDescription: record?.metaDescription ?? '',
      parentId: record?.parentId ?? NO_PARENT,
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      title: values.title,
      url: values.url,
      description: values.description,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      parentId: values.parentId ? Number(values.parentId) : null,
      enabled: values.enabled,
    }),
  },
});
