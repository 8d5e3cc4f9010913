import ArticleIcon from '@mui/icons-material/Article';
import {
  BlogArticleDocument,
  BlogArticlesDocument,
  CreateBlogArticleDocument,
  DeleteBlogArticleDocument,
  DeleteBlogArticlesDocument,
  UpdateBlogArticleDocument,
  UpdateBlogArticlesDocument,
  type BlogArticleInput,
  type BlogArticleRecordFragment,
  type BlogArticleRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';
import { useBlogCategoryOptions } from './options';

interface Values {
  title: string;
  url: string;
  summary: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  image: string | null;
  author: string;
  categoryIds: number[];
  /** Comma separated in the form. */
  tags: string;
  publishedAt: string | null;
  enabled: boolean;
}

/** Blog articles (issue 15, permission blog): texts and meta per language; the rest shared by every language. */
export const blogArticleResource = defineResource<BlogArticleRowFragment, BlogArticleRecordFragment, Values, BlogArticleInput>({
  name: 'blog/article',
  titleId: 'admin.blog.articles',
  permission: 'blog',
  menu: { group: 'content', position: 40, icon: ArticleIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.page.title' },
    { key: 'url', labelId: 'admin.page.url', sortable: true },
    { key: 'author', labelId: 'admin.blog.author' },
    { key: 'publishedAt', labelId: 'admin.blog.publishedAt', sortable: true, kind: 'date' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'title', labelId: 'admin.page.title', kind: 'text', required: true, translatable: true },
    { name: 'url', labelId: 'admin.page.url', kind: 'text', required: true, helperTextId: 'admin.brand.urlHelp' },
    { name: 'summary', labelId: 'admin.blog.summary', kind: 'text', multiline: true, translatable: true },
    { name: 'content', labelId: 'admin.page.content', kind: 'richtext', translatable: true },
    { name: 'metaTitle', labelId: 'admin.page.metaTitle', kind: 'text', translatable: true },
    { name: 'metaDescription', labelId: 'admin.page.metaDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'image', labelId: 'admin.blog.image', kind: 'image' },
    { name: 'author', labelId: 'admin.blog.author', kind: 'text' },
    { name: 'categoryIds', labelId: 'admin.blog.categories', kind: 'multiselect', useOptions: useBlogCategoryOptions },
    { name: 'tags', labelId: 'admin.blog.tags', kind: 'text', helperTextId: 'admin.blog.tagsHelp' },
    { name: 'publishedAt', labelId: 'admin.blog.publishedAt', kind: 'datetime' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  // The tags are typed as one comma-separated text and sent as a list: the server answers for the list.
  validation: () => inputSchema('BlogArticleInput', { omit: ['tags'] }),
  data: {
    list: BlogArticlesDocument,
    listField: 'blogArticles',
    one: BlogArticleDocument,
    oneField: 'blogArticle',
    create: CreateBlogArticleDocument,
    createField: 'createBlogArticle',
    update: UpdateBlogArticleDocument,
    updateField: 'updateBlogArticle',
    remove: DeleteBlogArticleDocument,
    removeMany: DeleteBlogArticlesDocument,
    updateMany: UpdateBlogArticlesDocument,
    toForm: (record) => ({
      title: record?.title ?? '',
      url: record?.url ?? '',
      summary: record?.summary ?? '',
      content: record?.content ?? '',
      metaTitle: record?.metaTitle ?? '',
      metaDescription: record?.metaDescription ?? '',
      image: record?.image ?? null,
      author: record?.author ?? '',
      categoryIds: record?.categoryIds ?? [],
      tags: (record?.tags ?? []).join(', '),
      publishedAt: record ? (record.publishedAt ?? null) : new Date().toISOString(),
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      title: values.title,
      url: values.url,
      summary: values.summary,
      content: values.content,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      image: values.image || null,
      author: values.author,
      categoryIds: values.categoryIds.map(Number),
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      publishedAt: values.publishedAt || null,
      enabled: values.enabled,
    }),
  },
});
