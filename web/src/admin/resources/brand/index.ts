import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import { createElement } from 'react';
import {
  BrandDocument,
  BrandsDocument,
  CreateBrandDocument,
  DeleteBrandDocument,
  DeleteBrandsDocument,
  UpdateBrandDocument,
  UpdateBrandsDocument,
  type BrandInput,
  type BrandRecordFragment,
  type BrandRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface BrandValues {
  title: string;
  url: string;
  shortDescription: string;
  description: string;
  image: string | null;
  enabled: boolean;
}

/** BrandInput's rules (title and url required; url a storefront url segment), from the server. */
export const brandSchema = () => inputSchema('BrandInput');

/** A small picture of the brand in its list row. */
function Thumbnail({ row }: { row: BrandRowFragment }) {
  return row.imagePath ? createElement('img', { src: row.imagePath, alt: row.title, style: { height: 32, maxWidth: 80, objectFit: 'contain' } }) : null;
}

/**
 * Brands (spec 3): title, short description and description per language; url, image and enabled
 * shared by every language.
 */
export const brandResource = defineResource<BrandRowFragment, BrandRecordFragment, BrandValues, BrandInput>({
  name: 'brand',
  titleId: 'admin.menu.brand',
  permission: 'brand',
  menu: { group: 'products', position: 30, icon: BrandingWatermarkIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'image', labelId: 'admin.brand.image', render: (row) => createElement(Thumbnail, { row }) },
    { key: 'title', labelId: 'admin.brand.title' },
    { key: 'url', labelId: 'admin.brand.url', sortable: true },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'title', labelId: 'admin.brand.title', kind: 'text', required: true, translatable: true },
    { name: 'url', labelId: 'admin.brand.url', kind: 'text', required: true, helperTextId: 'admin.brand.urlHelp' },
    { name: 'shortDescription', labelId: 'admin.brand.shortDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'description', labelId: 'admin.brand.description', kind: 'richtext', translatable: true },
    { name: 'image', labelId: 'admin.brand.image', kind: 'image' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: brandSchema,
  data: {
    list: BrandsDocument,
    listField: 'brands',
    one: BrandDocument,
    oneField: 'brand',
    create: CreateBrandDocument,
    createField: 'createBrand',
    update: UpdateBrandDocument,
    updateField: 'updateBrand',
    remove: DeleteBrandDocument,
    removeMany: DeleteBrandsDocument,
    updateMany: UpdateBrandsDocument,
    toForm: (record) => ({
      title: record?.title ?? '',
      url: record?.url ?? '',
      shortDescription: record?.shortDescription ?? '',
      description: record?.description ?? '',
      image: record?.image ?? null,
      // Spec 3: a new brand is enabled.
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      title: values.title,
      url: values.url,
      shortDescription: values.shortDescription,
      description: values.description,
      image: values.image || null,
      enabled: values.enabled,
    }),
  },
});
