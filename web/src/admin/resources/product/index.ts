import Inventory2Icon from '@mui/icons-material/Inventory2';
import { createElement } from 'react';
import {
  CreateProductDocument,
  DeleteProductDocument,
  DeleteProductsDocument,
  ProductDocument,
  ProductsDocument,
  UpdateProductDocument,
  UpdateProductsDocument,
  type ProductInput,
  type ProductRecordFragment,
  type ProductRowFragment,
} from '../../../graphql/admin/graphql';
import { ProductEditPage } from '../../products/ProductEditPage';
import { productSchema, productToForm, productToInput, type ProductValues } from '../../products/product-form';
import { defineResource } from '../../framework/resource';
import { ProductThumbnail } from './ProductThumbnail';

/**
 * Products (spec 3): the generic list (keyword on names and skus, batch visible/invisible, delete,
 * .xlsx import and export as 'product list.xlsx'); create and edit are the hand-written product screen
 * (stocks, inventories and stock movements), which uses this declaration's documents and mapping.
 */
export const productResource = defineResource<ProductRowFragment, ProductRecordFragment, ProductValues, ProductInput>({
  name: 'product',
  titleId: 'admin.menu.product',
  permission: 'product',
  menu: { group: 'products', position: 10, icon: Inventory2Icon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'imageList', labelId: 'admin.product.field.image', render: (row) => createElement(ProductThumbnail, { src: row.imageList[0], alt: row.name }) },
    { key: 'name', labelId: 'admin.field.name', sortable: true },
    { key: 'sku', labelId: 'admin.product.field.sku', sortable: true },
    { key: 'categoriesNames', labelId: 'admin.product.field.categories', render: (row) => row.categoriesNames.join(', ') },
    { key: 'visibled', labelId: 'admin.product.field.visibled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { visibled: true, delete: true },
  importExport: { import: true, export: true },
  // The fields of the edit screen that the framework reads (translatable ones get language tabs); the
  // screen itself lays them out with the pictures and stocks (web/src/admin/products).
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'description', labelId: 'admin.product.field.description', kind: 'richtext', translatable: true },
    { name: 'metaTitle', labelId: 'admin.product.field.metaTitle', kind: 'text', translatable: true },
    { name: 'metaDescription', labelId: 'admin.product.field.metaDescription', kind: 'text', translatable: true },
    { name: 'sku', labelId: 'admin.product.field.sku', kind: 'text', helperTextId: 'admin.product.generatedHelp' },
    { name: 'url', labelId: 'admin.product.field.url', kind: 'text', helperTextId: 'admin.product.generatedHelp' },
    { name: 'isNew', labelId: 'admin.product.field.isNew', kind: 'switch' },
    { name: 'isFeatured', labelId: 'admin.product.field.isFeatured', kind: 'switch' },
    { name: 'isHot', labelId: 'admin.product.field.isHot', kind: 'switch' },
    { name: 'visibled', labelId: 'admin.product.field.visibled', kind: 'switch' },
  ],
  validation: () => productSchema(),
  data: {
    list: ProductsDocument,
    listField: 'products',
    one: ProductDocument,
    oneField: 'product',
    create: CreateProductDocument,
    createField: 'createProduct',
    update: UpdateProductDocument,
    updateField: 'updateProduct',
    remove: DeleteProductDocument,
    removeMany: DeleteProductsDocument,
    updateMany: UpdateProductsDocument,
    toForm: productToForm,
    toInput: productToInput,
  },
  editScreen: ProductEditPage,
});
