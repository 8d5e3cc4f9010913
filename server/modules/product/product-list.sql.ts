import { EXACT_TOTAL_LIMIT } from '../../common/pagination.js';
import type { Translations } from '../../common/translations.js';
import { PRODUCT_OWN_COLUMNS, STOCK_ROW_JSON, type ProductOwnColumns, type StockRow } from './product.sql.js';
import { defineComposedStatement, defineStatement } from '../../common/sql.js';

/**
 * The admin product list's statements (helpers/product-list.ts): a page of ids and the matches to count,
 * with the same filter. The filter's parts are the list's options: a keyword (a Chinese one also through
 * the CJK index), a brand, a category and the flags; the page's order is one of SORTS.
 */
export interface ProductListShape {
  /**
   * 'trigram': the looked-up keyword (or piece) has a run of three letters or digits, which the trigram
   * index always narrows, so the page statements keep one plan for every such keyword (productFilter).
   * 'word': one without such a run, where a plan that cannot see it took 2-3 times as long ('e', '1').
   * 'cjk': a Chinese one, looked up through the CJK index, which only a plan that sees it chooses.
   */
  keyword?: 'trigram' | 'word' | 'cjk';
  /**
   * The index looks up a piece of the keyword (helpers/keyword-piece.ts: the piece's pattern, then the
   * whole keyword, which strpos tests: no index answers strpos, so the lookup stays the piece's).
   */
  piece?: boolean;
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

/**
 * The list's filter. `forKeptPlan` (the prepared page statements): a 'trigram' keyword's values reach the
 * statement as sub-selects the planner does not look into. A plan made for one keyword's values costs
 * less than the plan for any keyword, so PostgreSQL made each run's own plan and never kept one (0.7-0.8
 * ms of planning per search, about as much as the search itself); with the values unseen every plan is
 * the same and the one kept serves every such keyword (see productListCapped). The trigram index still
 * finds the candidates: the sub-select's value is known when the scan starts. The estimate of a total
 * (productListMatches) must see them.
 */
function productFilter(shape: ProductListShape, { forKeptPlan = false } = {}): string {
  const where: string[] = [];
  if (shape.keyword) {
    const text = forKeptPlan && shape.keyword === 'trigram' ? '(select ?::text)' : '?';
    // search_text (every name, sku and description, lowercased) holds whatever the exact test below can
    // match, and its trigram (or, for one or two Chinese characters, CJK) index finds the candidates:
    // the exact test then runs on those rather than on every translation of every product.
    where.push(`p.search_text like ${text}`);
    if (shape.piece) where.push(`strpos(p.search_text, ${text}) > 0`);
    if (shape.keyword === 'cjk') where.push('shop_cjk_grams(p.search_text) @> ?::text[]');
    where.push(
      `(p.sku ilike ${text} or exists (select 1 from jsonb_each_text(p.name) t where t.value ilike ${text}) or exists (select 1 from stock s where s.product_id = p.id and s.sku ilike ${text}))`,
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
  { keyword: 'word', piece: true, sort: { column: 'sku', descending: false } },
  { keyword: 'trigram', piece: true, brand: true },
  {
    keyword: 'cjk',
    brand: true,
    ids: true,
    category: true,
    flags: ['visibled', 'is_new', 'is_featured', 'is_hot'],
    sort: { column: 'name', descending: true },
  },
];

/** A listed product's columns as the driver answers them (timestamps as strings, JSON parsed). */
export interface ProductListRow extends ProductOwnColumns {
  id: number;
  created_at: string;
  updated_at: string;
  visibled: boolean;
  brand_id: number | null;
  /** The product's categories (product.sql.ts productCategoryRows, without product_id), in menu order. */
  categories: { id: number; title: Translations }[];
  /** The product's stocks in form order (product.sql.ts STOCK_ROW_JSON). */
  stocks: StockRow[];
}

/**
 * The columns of ProductListRow (of `p`): a page's products come with the statement that finds them, and
 * their categories and stocks with them (helpers/product-list.ts hands those to their loaders).
 */
const PRODUCT_COLUMNS = `p.id, p.created_at, p.updated_at, ${PRODUCT_OWN_COLUMNS}, p.visibled, p.brand_id,
  (select coalesce(json_agg(json_build_object('id', m.id, 'title', m.title) order by m.sort_order, m.id), '[]')
   from product_category pc join menu m on m.id = pc.category_id where pc.product_id = p.id) as categories,
  (select coalesce(json_agg(${STOCK_ROW_JSON} order by s.position, s.id), '[]') from stock s where s.product_id = p.id) as stocks`;

/**
 * A page of products: the filter's parameters, then the sort's (the languages, for `name`), then
 * limit and offset. Apart from the total (see productPage in product-cards.ts): `count(*) over ()` would
 * make the page query visit every product of a large catalogue.
 */
export const productListPage = defineComposedStatement<ProductListShape, unknown[], ProductListRow>(
  'product.listPage',
  (shape) =>
    `select ${PRODUCT_COLUMNS} from product p ${productFilter(shape, { forKeptPlan: true })} order by ${pageOrder(shape, 'p', shape.sort ? PRODUCT_SORTS[shape.sort.column] : '')} limit ? offset ?`,
  SAMPLES,
  { prepared: true },
);

/** The page's order: by the sort's key (`key`), then the id; newest first without a sort. */
function pageOrder(shape: ProductListShape, alias: string, key: string): string {
  return shape.sort ? `${key} ${shape.sort.descending ? 'desc' : 'asc'}, ${alias}.id asc` : `${alias}.id desc`;
}

/**
 * A keyword search's page (its products' columns) and its total in one statement: the matches (at most EXACT_TOTAL_LIMIT + 1)
 * are read once, through the keyword's index, then counted and the page sorted from them; one row with
 * a null id when the page is empty. When it counts more than EXACT_TOTAL_LIMIT the page is not
 * necessarily among them: productListPage reads it. Parameters: the sort's (the languages, for
 * `name`: the sort key is read with the matches), the filter's, limit and offset.
 *
 * Prepared, with a 'trigram' keyword, the limit and the offset unseen by the planner (productFilter):
 * one plan serves every such keyword. On the 100,000-product catalogue the plan kept for any value ran
 * as fast as each keyword's own for five keywords (for 'cotton', 8,341 candidates: 36-54 ms against
 * 106-109), and making a keyword's own took 0.6-0.9 ms each time.
 */
export const productListCapped = defineComposedStatement<ProductListShape, unknown[], Nullable<ProductListRow> & { total: number }>(
  'product.listCapped',
  (shape) => {
    const key = shape.sort ? `, ${PRODUCT_SORTS[shape.sort.column]} as sort_key` : '';
    return `with matches as materialized (select p.id${key} from product p ${productFilter(shape, { forKeptPlan: true })} limit ${EXACT_TOTAL_LIMIT + 1})
      select counted.total, ${PRODUCT_COLUMNS} from (select count(*)::int as total from matches) counted
      left join lateral (select m.* from matches m order by ${pageOrder(shape, 'm', 'm.sort_key')} limit (select ?::int) offset (select ?::int)) page on true
      left join product p on p.id = page.id
      order by ${pageOrder(shape, 'page', 'page.sort_key')}`;
  },
  SAMPLES,
  { prepared: true },
);

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** Every product the filter matches, for the list's total (common/pagination.ts listTotal). */
export const productListMatches = defineComposedStatement<ProductListShape, unknown[], { '?column?': number }>(
  'product.listMatches',
  (shape) => `select 1 from product p ${productFilter(shape)}`,
  SAMPLES,
);

/**
 * The trigrams of about 1 % of the catalogue's search_text, each with the number of sampled products
 * having it (show_trgm lists a text's trigrams once each), and the number sampled: what
 * helpers/keyword-piece.ts weighs a keyword's pieces by.
 */
export const searchTrigramSample = defineStatement<[], { trigram: string; products: number; sampled: number }>(
  'product.searchTrigramSample',
  `with sample as (select search_text from product tablesample system (1))
   select t.trigram, count(*)::int as products, (select count(*)::int from sample) as sampled
   from sample, unnest(show_trgm(sample.search_text)) as t(trigram)
   group by t.trigram`,
);
