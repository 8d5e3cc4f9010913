import { z } from 'zod';
import { tool } from '../../tool.js';
import { language, page, perPage } from '../common.js';

const productId = z.number().int().describe("The product's id (list_products items[].id).");
const PRODUCT = `id name sku url visibled isNew isHot isFeatured description brandId categories categoriesNames metaTitle metaDescription images
  stocks { id sku price specialPrice costPrice visibled allAvailableInventories optionValues { id attributeTitle label }
    inventories { id warehouseId warehouseName quantity availableInventories } }`;

const flags = {
  visibled: z.boolean().optional().describe('Shown in the storefront.'),
  isNew: z.boolean().optional().describe('Marked new.'),
  isHot: z.boolean().optional().describe('Marked hot.'),
  isFeatured: z.boolean().optional().describe('Featured.'),
  description: z.string().max(100000).optional().describe('Description (HTML allowed; sanitised).'),
  brandId: z.number().int().nullable().optional().describe('Brand id, or null for none.'),
  categories: z.array(z.number().int()).optional().describe('Category (menu item) ids.'),
  metaTitle: z.string().max(255).optional().describe('Title for search engines.'),
  metaDescription: z.string().max(1000).optional().describe('Description for search engines.'),
};

/** Products in the back office: the product writer's rules (unique SKU and url, option combinations). */
export const productTools = [
  tool({
    name: 'list_products',
    title: 'List products',
    description: 'Lists products, filtered by keyword (name in any language, SKU), brand, category, visibility, paged.',
    field: 'products',
    document: `query McpProducts($options: ProductListOptions, $language: String) { products(options: $options, language: $language) {
      items { id name sku url visibled categoriesNames stocks { id sku price specialPrice allAvailableInventories } } page perPage totalItems totalExact } }`,
    input: {
      keyword: z.string().max(200).optional().describe('Name or SKU.'),
      brandId: z.number().int().optional().describe('Only this brand.'),
      categoryId: z.number().int().optional().describe('Only this category.'),
      visibled: z.boolean().optional().describe('Only shown (true) or hidden (false) products.'),
      sort: z.string().max(40).optional().describe('A column, "-" in front for descending.'),
      page,
      perPage,
      language,
    },
    variables: ({ language, ...options }) => ({ options, language }),
  }),
  tool({
    name: 'get_product',
    title: 'Get a product',
    description:
      'One product with its stocks (option combinations: price, special price, cost) and each stock level per warehouse (inventories[].id for the stock tools).',
    field: 'product',
    document: `query McpProduct($id: Int!, $language: String) { product(id: $id, language: $language) { ${PRODUCT} } }`,
    input: { id: productId, language },
    plainText: ['description'],
  }),
  tool({
    name: 'create_product',
    title: 'Create a product',
    description: 'Creates a product with one stock (its SKU and price); options, more stocks and pictures are added in the back office.',
    field: 'createProduct',
    document: `mutation McpCreateProduct($input: ProductInput!, $language: String) { createProduct(input: $input, language: $language) { ${PRODUCT} } }`,
    input: {
      name: z.string().max(255).describe('Name (in `language`).'),
      sku: z.string().max(64).describe('Product SKU, unique.'),
      url: z.string().max(255).optional().describe('Address in the storefront (made from the name when left out).'),
      price: z.string().max(20).describe('Selling price of its stock, e.g. "99.00" (base currency).'),
      specialPrice: z.string().max(20).optional().describe('Sale price, when on sale.'),
      ...flags,
      language,
    },
    variables: ({ language, price, specialPrice, sku, ...product }) => ({ input: { ...product, sku, stocks: [{ sku, price, specialPrice }] }, language }),
    hints: { readOnlyHint: false, idempotentHint: false },
    plainText: ['description'],
  }),
  tool({
    name: 'update_product',
    title: 'Update a product',
    description: 'Changes the fields given of a product (name, texts, flags, brand, categories); its stocks and prices are left as they are.',
    field: 'updateProduct',
    document: `mutation McpUpdateProduct($id: Int!, $input: ProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { ${PRODUCT} } }`,
    input: { id: productId, name: z.string().max(255).optional().describe('Name (in `language`).'), ...flags, language },
    variables: ({ id, language, ...input }) => ({ id, input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
    plainText: ['description'],
  }),
  tool({
    name: 'set_prices',
    title: "Set a product's prices",
    description:
      "Sets the selling price, and optionally the sale price (specialPrice), of some of a product's stocks, each by its id (stocks[].id of get_product or get_stock_levels). Other stocks, stock levels and the product's fields are left as they are. specialPrice \"\" ends a sale; leaving it out keeps it. Prices are decimals in the shop's base currency.",
    field: 'setStockPrices',
    document: `mutation McpSetPrices($productId: Int!, $input: StockPricesInput!, $language: String) { setStockPrices(productId: $productId, input: $input, language: $language) { ${PRODUCT} } }`,
    input: {
      productId,
      stocks: z
        .array(
          z.object({
            stockId: z.number().int().describe("The stock's id."),
            price: z.string().max(20).describe('Selling price, e.g. "199.00".'),
            specialPrice: z.string().max(20).optional().describe('Sale price, e.g. "149.00"; "" ends the sale.'),
          }),
        )
        .min(1)
        .max(500)
        .describe('The stocks to price.'),
      language,
    },
    variables: ({ productId, stocks, language }) => ({ productId, input: { stocks }, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
];
