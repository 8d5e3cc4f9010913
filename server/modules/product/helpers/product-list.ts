import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../../../common/errors.js';
import { DEFAULT_PER_PAGE, escapeLike, listTotal, type Page } from '../../../common/pagination.js';
import { run } from '../../../common/sql.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { MESSAGES } from '../../../common/validation/rules.js';
import { intArray } from '../../../common/sql.js';
import { Product } from '../product.entity.js';
import { PRODUCT_SORTS, productListMatches, productListPage, type ProductFlagColumn, type ProductListShape } from '../product-list.sql.js';
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
 * sort, paging. Three statements (a page of ids, the total, then the rows), whatever the page size.
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
    where.push('p.id = any(?::int[])');
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
  const rows = await run(em, productListPage(shape), [...params, ...orderParams, perPage, (page - 1) * perPage]);
  const total = await listTotal(em, { sql: productListMatches(shape).text, params });
  const products = rows.length ? await em.find(Product, { id: { $in: rows.map((r) => r.id) } }) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return { items: rows.map((r) => byId.get(r.id)!).filter(Boolean), ...total, page, perPage };
}
