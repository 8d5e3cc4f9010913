import Upload from 'graphql-upload/Upload.mjs';
import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Products of the back office (permission product), their spreadsheets, and the storefront's product calls. */
export const productRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/product/export',
    field: 'exportProducts',
    args: () => ({}),
    download: true,
    summary: 'Every product as a spreadsheet ("product list.xlsx"): one row per product, stocks and inventories in JSON columns',
  },
  {
    method: 'POST',
    path: '/api/admin/product/import',
    field: 'importProducts',
    args: (req) => ({ file: req.body.file instanceof Upload ? req.body.file : undefined }),
    summary: 'Import products from an .xlsx file (multipart field file, at most 1000 rows) -> {imported, errors: [{row, messages}]}',
  },
  {
    method: 'GET',
    path: '/api/admin/product/:id/inventories/histories',
    field: 'productInventoryHistories',
    args: (req) => ({ productId: req.params.id }),
    summary: 'Stock movements of every inventory of a product, newest first',
  },
  ...crudRoutes({
    path: 'product',
    label: 'products',
    one: 'product',
    many: 'products',
    create: 'createProduct',
    update: 'updateProduct',
    remove: 'deleteProduct',
    removeMany: 'deleteProducts',
    updateMany: 'updateProducts',
    // The list screen's columns and the spec's product fields a list is read for; descriptions, meta,
    // per-warehouse inventories and stock movements come with GET /api/admin/product/{id}.
    listFields: `{ id sku name url imageList images categories categoriesNames brandId isNew isFeatured isHot visibled createdAt updatedAt
      stocks { id sku price specialPrice visibled options allAvailableInventories } }`,
  }),
  {
    method: 'POST',
    path: '/api/product',
    field: 'storefrontProduct',
    args: (req) => ({ url: req.body.url, language: req.body.language }),
    summary: 'A visible product by url with its visible stocks, options, prices (hidden from visitors in member-only mode) and availability',
  },
  {
    method: 'POST',
    path: '/api/product/search',
    field: 'searchProducts',
    args: (req) => ({ input: req.body, language: req.body.language }),
    summary:
      'Search visible products by keyword (names, descriptions, skus; any language; in_stock: true for only those that can be sold) -> {data, total, page, per_page}',
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/product/category',
    field: 'categoryProducts',
    args: (req) => ({ input: req.body, language: req.body.language }),
    summary: 'A category page by url: its visible products, paged, sorted (newest, price, name) and filtered (options, brands, price_min, price_max, in_stock)',
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/product/category/facets',
    field: 'categoryFacets',
    args: (req) => ({ url: req.body.url, language: req.body.language }),
    summary: "A category page's filter choices {url, language}: attributes with the values its visible products' stocks use, brands, price_min, price_max",
  },
  {
    method: 'POST',
    path: '/api/widget',
    field: 'productWidget',
    args: (req) => ({
      input: { type: req.body.type, ...(typeof req.body.data === 'object' && req.body.data ? req.body.data : {}) },
      language: req.body.language,
    }),
    summary: 'A product list widget: type new, featured, hot, category (data.url or data.id) or brand (data.url or data.id); data.limit',
  },
];

/** Stock movements (permission product). */
export const inventoryRoutes: RestRoute[] = [
  { method: 'POST', path: '/api/admin/inventory/plus', field: 'plusInventory', summary: 'Add stock {inventory_id, quantity, remark}' },
  { method: 'POST', path: '/api/admin/inventory/minus', field: 'minusInventory', summary: 'Take stock {inventory_id, quantity, remark}' },
  { method: 'POST', path: '/api/admin/inventory/update', field: 'updateInventory', summary: 'Set the stock {inventory_id, quantity, remark}' },
  {
    method: 'POST',
    path: '/api/admin/inventory/transfer',
    field: 'transferInventory',
    summary: 'Move stock to another warehouse {inventory_id, quantity, remark, from, to, total_quantity, stock_id}',
  },
  {
    method: 'GET',
    path: '/api/admin/inventory/:id/histories',
    field: 'inventoryHistories',
    args: (req) => ({ inventoryId: req.params.id }),
    summary: 'Stock movements of one inventory, newest first',
  },
];
