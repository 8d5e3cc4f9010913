import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../../../common/errors.js';
import { DEFAULT_PER_PAGE, EXACT_TOTAL_LIMIT, escapeLike, estimatedTotal, listTotal, type Page } from '../../../common/pagination.js';
import { intArray, run } from '../../../common/sql.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { MESSAGES } from '../../../common/validation/rules.js';
import type { Product } from '../product.entity.js';
import {
  PRODUCT_SORTS,
  productListCapped,
  productListMatches,
  productListPage,
  type ProductFlagColumn,
  type ProductListRow,
  type ProductListShape,
} from '../product-list.sql.js';
import { cjkGrams } from './storefront-lookups.js';
import { hasTrigramRun, indexedPiece } from './keyword-piece.js';
import { productOwnFields } from './product-row.js';
import type { ProductListOptions } from '../product.inputs.js';
import { primeStocks, type ProductLoaders } from '../product.loaders.js';

const FLAGS = [
  ['visibled', 'visibled'],
  ['isNew', 'is_new'],
  ['isFeatured', 'is_featured'],
  ['isHot', 'is_hot'],
] as const satisfies readonly (readonly [keyof ProductListOptions, ProductFlagColumn])[];

/**
 * The admin product list: keyword (a product's name in any language, its sku or a stock's sku), filters,
 * sort, paging. Two statements (the page with its products' columns, categories and stocks, then the
 * total; a keyword search's are one), whatever the page size.
 */
export async function listProducts(
  em: EntityManager,
  loaders: ProductLoaders,
  options: ProductListOptions | undefined,
  content: ContentLanguage,
): Promise<Page<ProductView>> {
  const page = options?.page ?? 1;
  const perPage = options?.perPage ?? DEFAULT_PER_PAGE;
  const shape: ProductListShape = {};
  // The other filters' parameters; the keyword's (keywordLookup) go before them.
  const params: unknown[] = [];
  const keyword = options?.keyword?.trim();
  let lookup: Lookup | undefined;
  if (keyword) lookup = await keywordLookup(em, keyword, shape);
  if (options?.brandId != null) {
    shape.brand = true;
    params.push(options.brandId);
  }
  if (options?.ids) {
    shape.ids = true;
    params.push(intArray(options.ids));
  }
  if (options?.categoryId != null) {
    shape.category = true;
    params.push(options.categoryId);
  }
  const flags: ProductFlagColumn[] = [];
  for (const [option, column] of FLAGS) {
    const value = options?.[option];
    if (value != null) {
      flags.push(column);
      params.push(value);
    }
  }
  if (flags.length) shape.flags = flags;
  const orderParams: unknown[] = [];
  if (options?.sort) {
    const descending = options.sort.startsWith('-');
    const column = options.sort.replace(/^-/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (!Object.hasOwn(PRODUCT_SORTS, column)) throw fieldError('sort', MESSAGES.noSpecific);
    if (column === 'name') orderParams.push(content.language, content.mainLanguage);
    shape.sort = { column: column as keyof typeof PRODUCT_SORTS, descending };
  }
  const offset = (page - 1) * perPage;
  const { rows, total } = lookup
    ? await keywordPage(em, shape, lookup, params, orderParams, perPage, offset)
    : await filteredPage(em, shape, params, orderParams, perPage, offset);
  for (const row of rows) {
    loaders.categories.prime(row.id, row.categories);
    primeStocks(loaders, row.id, row.stocks);
  }
  return { items: rows.map(productView), ...total, page, perPage };
}

/** A keyword's filter parameters: as the list looks it up (`indexed`), and as a whole-keyword lookup (`whole`). */
interface Lookup {
  indexed: unknown[];
  whole: unknown[];
}

/**
 * The keyword's part of the filter: the index looks up its cheapest piece (shape.piece) when that is not
 * the whole keyword. The whole-keyword form is what the planner estimates a long list's total from: its
 * guess for strpos (a third) would shrink the estimate.
 */
async function keywordLookup(em: EntityManager, keyword: string, shape: ProductListShape): Promise<Lookup> {
  const pattern = `%${escapeLike(keyword)}%`;
  const lowered = keyword.toLowerCase();
  const grams = cjkGrams(lowered);
  const tail = [...(grams ? [`{${grams.join(',')}}`] : []), pattern, pattern, pattern];
  const whole = [`%${escapeLike(lowered)}%`, ...tail];
  const piece = await indexedPiece(em, lowered);
  shape.keyword = grams ? 'cjk' : hasTrigramRun(piece) ? 'trigram' : 'word';
  shape.piece = piece !== lowered;
  return { indexed: shape.piece ? [`%${escapeLike(piece)}%`, lowered, ...tail] : whole, whole };
}

/**
 * A listed product as the GraphQL type Product answers it (product.resolver.ts reads these properties),
 * made from its row: a page is answered without an entity of the unit of work for each product.
 */
export type ProductView = Pick<
  Product,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'sku'
  | 'url'
  | 'name'
  | 'description'
  | 'metaTitle'
  | 'metaDescription'
  | 'isNew'
  | 'isFeatured'
  | 'isHot'
  | 'visibled'
  | 'images'
> & { brand: { id: number } | null };

function productView(row: ProductListRow): ProductView {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    ...productOwnFields(row),
    visibled: row.visibled,
    brand: row.brand_id === null ? null : { id: row.brand_id },
  };
}

interface RowsAndTotal {
  rows: ProductListRow[];
  total: { totalItems: number; totalExact: boolean };
}

/** A page of the list without a keyword: the page by its order's index, then the capped count (listTotal). */
async function filteredPage(
  em: EntityManager,
  shape: ProductListShape,
  params: unknown[],
  orderParams: unknown[],
  perPage: number,
  offset: number,
): Promise<RowsAndTotal> {
  const rows = await run(em, productListPage(shape), [...params, ...orderParams, perPage, offset]);
  return { rows, total: await listTotal(em, { sql: productListMatches(shape).text, params }) };
}

/**
 * A page of a keyword search: the keyword's index finds few matches (a model number, a name), so one
 * statement reads them once for the page and the total (productListCapped) instead of an index scan for
 * each. A keyword matching more than EXACT_TOTAL_LIMIT products gets its page as the list does and an
 * estimated total.
 */
async function keywordPage(
  em: EntityManager,
  shape: ProductListShape,
  lookup: Lookup,
  others: unknown[],
  orderParams: unknown[],
  perPage: number,
  offset: number,
): Promise<RowsAndTotal> {
  const params = [...lookup.indexed, ...others];
  const capped = await run(em, productListCapped(shape), [...orderParams, ...params, perPage, offset]);
  const counted = capped[0]?.total ?? 0;
  if (counted <= EXACT_TOTAL_LIMIT) {
    const rows = capped.filter((row): row is ProductListRow & { total: number } => row.id !== null);
    return { rows, total: { totalItems: counted, totalExact: true } };
  }
  const rows = await run(em, productListPage(shape), [...params, ...orderParams, perPage, offset]);
  const estimate = await estimatedTotal(em, { sql: productListMatches({ ...shape, piece: false }).text, params: [...lookup.whole, ...others] }, counted);
  return { rows, total: { totalItems: estimate, totalExact: false } };
}
