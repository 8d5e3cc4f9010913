import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../../../common/errors.js';
import { DEFAULT_PER_PAGE, EXACT_TOTAL_LIMIT, escapeLike, estimatedTotal, listTotal, type Page } from '../../../common/pagination.js';
import { intArray, run } from '../../../common/sql.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { MESSAGES } from '../../../common/validation/rules.js';
import { Product } from '../product.entity.js';
import { PRODUCT_SORTS, productListCapped, productListMatches, productListPage, type ProductFlagColumn, type ProductListShape } from '../product-list.sql.js';
import { cjkGrams } from './storefront-lookups.js';
import type { ProductListOptions } from '../product.inputs.js';

const FLAGS = [
  ['visibled', 'visibled'],
  ['isNew', 'is_new'],
  ['isFeatured', 'is_featured'],
  ['isHot', 'is_hot'],
] as const satisfies readonly (readonly [keyof ProductListOptions, ProductFlagColumn])[];

/**
 * The admin product list: keyword (a product's name in any language, its sku or a stock's sku), filters,
 * sort, paging. Three statements (a page of ids, the total, then the rows; a keyword search's page and
 * total are one), whatever the page size.
 */
export async function listProducts(em: EntityManager, options: ProductListOptions | undefined, content: ContentLanguage): Promise<Page<Product>> {
  const page = options?.page ?? 1;
  const perPage = options?.perPage ?? DEFAULT_PER_PAGE;
  const shape: ProductListShape = {};
  const params: unknown[] = [];
  const keyword = options?.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    params.push(`%${escapeLike(keyword.toLowerCase())}%`);
    const grams = cjkGrams(keyword.toLowerCase());
    shape.keyword = grams ? 'cjk' : 'word';
    if (grams) params.push(`{${grams.join(',')}}`);
    params.push(pattern, pattern, pattern);
  }
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
  const { ids, total } = shape.keyword
    ? await keywordPage(em, shape, params, orderParams, perPage, offset)
    : await filteredPage(em, shape, params, orderParams, perPage, offset);
  const products = ids.length ? await em.find(Product, { id: { $in: ids } }) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return { items: ids.map((id) => byId.get(id)!).filter(Boolean), ...total, page, perPage };
}

interface IdsAndTotal {
  ids: number[];
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
): Promise<IdsAndTotal> {
  const rows = await run(em, productListPage(shape), [...params, ...orderParams, perPage, offset]);
  return { ids: rows.map((r) => r.id), total: await listTotal(em, { sql: productListMatches(shape).text, params }) };
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
  params: unknown[],
  orderParams: unknown[],
  perPage: number,
  offset: number,
): Promise<IdsAndTotal> {
  const rows = await run(em, productListCapped(shape), [...orderParams, ...params, perPage, offset]);
  const counted = rows[0]?.total ?? 0;
  if (counted <= EXACT_TOTAL_LIMIT) return { ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])), total: { totalItems: counted, totalExact: true } };
  const page = await run(em, productListPage(shape), [...params, ...orderParams, perPage, offset]);
  const estimate = await estimatedTotal(em, { sql: productListMatches(shape).text, params }, counted);
  return { ids: page.map((r) => r.id), total: { totalItems: estimate, totalExact: false } };
}
