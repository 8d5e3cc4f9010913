import { EXACT_TOTAL_LIMIT } from '../../common/pagination.js';
import { defineComposedStatement } from '../../common/sql.js';

/**
 * The admin product list's statements (helpers/product-list.ts): a page of ids and the matches to count,
 * with the same filter. The filter's parts are the list's options: a keyword (a Chinese one also through
 * the CJK index), a brand, a category and the flags; the page's order is one of SORTS.
 */
export interface ProductListShape {
  keyword?: 'word' | 'cjk';
  brand?: boolean;
  /** Only these products (the promotion form's pickers name the products they hold). */
  ids?: boolean;
  category?: boolean;
  flags?: readonly ProductFlagColumn[];
  sort?: { column: ProductSortColumn; descending: boolean };
}

export type ProductFlagColumn = 'visibled' | 'is_new' | 'is_featured' | 'is_hot';

/** Sortable columns of the admin list (contract names) -> SQL; `name` takes the language and the main language. */
export const PRODUCT_SORTS = {
  id: 'p.id',
  sku: 'p.sku',
  url: 'p.url',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  visibled: 'p.visibled',
  name: `coalesce(nullif(p.name->>?, ''), p.name->>?)`,
} as const;

export type ProductSortColumn = keyof typeof PRODUCT_SORTS;

function productFilter(shape: ProductListShape): string {
  const where: string[] = [];
  if (shape.keyword) {
    // search_text (every name, sku and description, lowercased) holds whatever the exact test below can
    // match, and its trigram (or, for one or two Chinese characters, CJK) index finds the candidates:
    // the exact test then runs on those rather than on every translation of every product.
    where.push('p.search_text like ?');
    if (shape.keyword === 'cjk') where.push('shop_cjk_grams(p.search_text) @> ?::text[]');
    where.push(
      '(p.sku ilike ? or exists (select 1 from jsonb_each_text(p.name) t where t.value ilike ?) or exists (select 1 from stock s where s.product_id = p.id and s.sku ilike ?))',
    );
  }
  if (shape.brand) where.push('p.brand_id = ?');
  if (shape.ids) where.push('p.id = any(?::int[])');
  if (shape.category) where.push('exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ?)');
  for (const column of shape.flags ?? []) where.push(`p.${column} = ?`);
  return where.length ? `where ${where.join(' and ')}` : '';
}

const SAMPLES: readonly ProductListShape[] = [
  {},
  { keyword: 'word', sort: { column: 'sku', descending: false } },
  {
    keyword: 'cjk',
    brand: true,
    ids: true,
    category: true,
    flags: ['visibled', 'is_new', 'is_featured', 'is_hot'],
    sort: { column: 'name', descending: true },
  },
];

/**
 * A page of product ids: the filter's parameters, then the sort's (the languages, for `name`), then
 * limit and offset. Apart from the total (see productPage in product-cards.ts): `count(*) over ()` would
 * make the page query visit every product of a large catalogue.
 */
export const productListPage = defineComposedStatement<ProductListShape, unknown[], { id: number }>(
  'product.listPage',
  (shape) =>
    `select p.id from product p ${productFilter(shape)} order by ${pageOrder(shape, 'p', shape.sort ? PRODUCT_SORTS[shape.sort.column] : '')} limit ? offset ?`,
  SAMPLES,
);

/** The page's order: by the sort's key (`key`), then the id; newest first without a sort. */
function pageOrder(shape: ProductListShape, alias: string, key: string): string {
  return shape.sort ? `${key} ${shape.sort.descending ? 'desc' : 'asc'}, ${alias}.id asc` : `${alias}.id desc`;
}

/**
 * A keyword search's page and its total in one statement: the matches (at most EXACT_TOTAL_LIMIT + 1)
 * are read once, through the keyword's index, then counted and the page sorted from them; one row with
 * a null id when the page is empty. When it counts more than EXACT_TOTAL_LIMIT the page is not
 * necessarily among them: productListPage reads it. Parameters: the sort's (the languages, for
 * `name`: the sort key is read with the matches), the filter's, limit and offset.
 */
export const productListCapped = defineComposedStatement<ProductListShape, unknown[], { id: number | null; total: number }>(
  'product.listCapped',
  (shape) => {
    const key = shape.sort ? `, ${PRODUCT_SORTS[shape.sort.column]} as sort_key` : '';
    return `with matches as materialized (select p.id${key} from product p ${productFilter(shape)} limit ${EXACT_TOTAL_LIMIT + 1})
      select counted.total, page.id from (select count(*)::int as total from matches) counted
      left join lateral (select m.* from matches m order by ${pageOrder(shape, 'm', 'm.sort_key')} limit ? offset ?) page on true
      order by ${pageOrder(shape, 'page', 'page.sort_key')}`;
  },
  SAMPLES,
);

/** Every product the filter matches, for the list's total (common/pagination.ts listTotal). */
export const productListMatches = defineComposedStatement<ProductListShape, unknown[], { '?column?': number }>(
  'product.listMatches',
  (shape) => `select 1 from product p ${productFilter(shape)}`,
  SAMPLES,
);
