import { z } from 'zod';
import { tool } from '../../tool.js';
import { language, page, perPage } from '../common.js';

/** The "in stock only" filter of both lists, described for a model. */
const inStock = z
  .boolean()
  .optional()
  .describe('true: only products that can be bought now (some stock available); leave out to list every product, sold out ones too.');

const CARD = 'items { id name url sku price specialPrice available images } page perPage totalItems totalExact';

/** Finding things to buy: search, a category's products with filters, a product with its options and stock, the menus and brands. */
export const catalogueTools = [
  tool({
    name: 'search_products',
    title: 'Search products',
    description:
      "Searches the shop's visible products by keyword (names, SKUs, descriptions). Answers a page of products with price (specialPrice when on sale, in the shop's base currency), whether any stock can be sold (available) and the product url to pass to get_product. inStock: true leaves out products that cannot be bought now. For filters by category, brand or price use list_category_products.",
    field: 'searchProducts',
    document: `query McpSearchProducts($input: SearchProductsInput!, $language: String) { searchProducts(input: $input, language: $language) { ${CARD} } }`,
    input: { keyword: z.string().max(200).describe('Words to look for, e.g. "linen shirt".'), inStock, page, perPage, language },
    variables: ({ keyword, inStock, page, perPage, language }) => ({ input: { keyword, inStock, page, perPage }, language }),
  }),
  tool({
    name: 'list_category_products',
    title: 'Products of a category',
    description:
      'Lists the visible products of a category (its url from list_menus), filtered by brand ids (list_brands), attribute option ids, price range, in stock only (inStock), and sorted. Each product says whether it is in stock (available).',
    field: 'categoryProducts',
    document: `query McpCategoryProducts($input: CategoryProductsInput!, $language: String) { categoryProducts(input: $input, language: $language) { ${CARD} } }`,
    input: {
      category: z.string().max(255).describe("The category's url, as list_menus answers it (type category)."),
      brands: z.array(z.number().int()).optional().describe('Only these brands (ids from list_brands), any of them.'),
      options: z.array(z.number().int()).optional().describe('Attribute option ids (from get_product optionValues), e.g. a colour.'),
      priceMin: z.string().max(20).optional().describe('Lowest price, e.g. "50.00" (base currency).'),
      priceMax: z.string().max(20).optional().describe('Highest price, e.g. "200.00".'),
      sort: z
        .enum(['newest', 'price', '-price', 'name', '-name'])
        .optional()
        .describe('Order: newest (default), price / -price (low to high / high to low), name / -name.'),
      inStock,
      page,
      perPage,
      language,
    },
    variables: ({ category, language, ...filters }) => ({ input: { url: category, ...filters }, language }),
  }),
  tool({
    name: 'get_product',
    title: 'Get a product',
    description:
      "A product by its url (from search results): description as plain text, price, brand, categories, and each stock (a combination of options such as colour and size) with its id, option labels, price and how many can be bought (allAvailableInventories). Pass a stock's id to add_to_cart.",
    field: 'storefrontProduct',
    document: `query McpProduct($url: String!, $language: String) { storefrontProduct(url: $url, language: $language) {
      id name url sku description price specialPrice priceVisible available images
      brand { id title url } categories { id title url }
      stocks { id sku price specialPrice allAvailableInventories optionValues { id attributeTitle label } } } }`,
    input: { url: z.string().max(255).describe("The product's url, e.g. from search_products."), language },
    plainText: ['description'],
  }),
  tool({
    name: 'list_menus',
    title: 'Categories and menus',
    description:
      "The storefront's menu tree (three levels): categories (type category: pass the url to list_category_products), pages (get_page), forms, links. Titles in the request language.",
    field: 'publicMenus',
    document: `query McpMenus($language: String) { publicMenus(language: $language) { id title type url children { id title type url children { id title type url } } } }`,
    input: { language },
  }),
  tool({
    name: 'list_brands',
    title: 'Brands',
    description: "The shop's brands (id, title, url); pass ids to list_category_products to filter by brand.",
    field: 'publicBrands',
    document: `query McpBrands($language: String) { publicBrands(language: $language) { id title url shortDescription } }`,
    input: { language },
    plainText: ['shortDescription'],
  }),
];
