import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../../../common/errors.js';
import { DEFAULT_PER_PAGE, listTotal, type Page } from '../../../common/pagination.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { MESSAGES } from '../../../common/validation/rules.js';
import { intArray } from '../../../common/sql.js';
import { Product } from '../product.entity.js';
import { cjkGrams } from './storefront-lookups.js';
import type { ProductListOptions } from '../product.inputs.js';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sortable columns of the admin list (contract names, snake_case or camelCase) -> SQL. */
const SORTS: Record<string, string> = {
  id: 'p.id',
  sku: 'p.sku',
  url: 'p.url',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  visibled: 'p.visibled',
  name: `coalesce(nullif(p.name->>?, ''), p.name->>?)`,
};

/**
 * The admin product list: keyword (a product's name in any language, its sku or a stock's sku), filters,
 * sort, paging. Three statements (a page of ids, the total, then the rows), whatever the page size.
 */
export async function listProducts(em: EntityManager, options: ProductListOptions | undefined, content: ContentLanguage): Promise<Page<Product>> {
  const page = options?.page ?? 1;
  const perPage = options?.perPage ?? DEFAULT_PER_PAGE;
  const where: string[] = [];
  const params: unknown[] = [];
  const keyword = options?.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    // search_text (every name, sku and description, lowercased) holds whatever the exact test below can
    // match, and its trigram (or, for one or two Chinese characters, CJK) index finds the candidates:
    // the exact test then runs on those rather than on every translation of every product.
    where.push('p.search_text like ?');
    params.push(`%${escapeLike(keyword.toLowerCase())}%`);
    const grams = cjkGrams(keyword.toLowerCase());
    if (grams) {
      where.push('shop_cjk_grams(p.search_text) @> ?::text[]');
      params.push(`{${grams.join(',')}}`);
    }
    where.push(
      `(p.sku ilike ? or exists (select 1 from jsonb_each_text(p.name) t where t.value ilike ?) or exists (select 1 from stock s where s.product_id = p.id and s.sku ilike ?))`,
    );
    params.push(pattern, pattern, pattern);
  }
  if (options?.brandId != null) {
    where.push('p.brand_id = ?');
    params.push(options.brandId);
  }
  if (options?.ids) {
    where.push('p.id = any(?::int[])');
    params.push(intArray(options.ids));
  }
  if (options?.categoryId != null) {
    where.push('exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ?)');
    params.push(options.categoryId);
  }
  for (const [flag, column] of [
    ['visibled', 'visibled'],
    ['isNew', 'is_new'],
    ['isFeatured', 'is_featured'],
    ['isHot', 'is_hot'],
  ] as const) {
    const value = options?.[flag];
    if (value != null) {
      where.push(`p.${column} = ?`);
      params.push(value);
    }
  }
  let order = 'p.id desc';
  const orderParams: unknown[] = [];
  if (options?.sort) {
    const descending = options.sort.startsWith('-');
    const column = options.sort.replace(/^-/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const sql = SORTS[column];
    if (!sql) throw fieldError('sort', MESSAGES.noSpecific);
    if (column === 'name') orderParams.push(content.language, content.mainLanguage);
    order = `${sql} ${descending ? 'desc' : 'asc'}, p.id asc`;
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  // Page and total apart (see productPage in product-cards.ts): `count(*) over ()` would make the page
  // query visit every product of a large catalogue.
  const rows: { id: number }[] = await em.execute(`select p.id from product p ${filter} order by ${order} limit ? offset ?`, [
    ...params,
    ...orderParams,
    perPage,
    (page - 1) * perPage,
  ]);
  const total = await listTotal(em, { sql: `select 1 from product p ${filter}`, params });
  const products = rows.length ? await em.find(Product, { id: { $in: rows.map((r) => r.id) } }) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return { items: rows.map((r) => byId.get(r.id)!).filter(Boolean), ...total, page, perPage };
}
