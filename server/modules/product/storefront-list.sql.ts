import { defineComposedStatement, defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/**
 * The storefront's product lists other than search (helpers/product-cards.ts productPage): category
 * pages with their filters and sorts, and the product widgets. Each is a page of ids and the matches
 * to count, built from the list's parts; every part's values are parameters.
 */
export interface StorefrontListShape {
  /** A category's tree (`treeIds`), or a widget: new, featured, hot, or one brand's products. */
  scope: 'category' | 'new' | 'featured' | 'hot' | 'brand';
  /** Category page filters: brands (one `{ids}` parameter), lowest price from and to. */
  brands?: boolean;
  priceMin?: boolean;
  priceMax?: boolean;
  /**
   * Option values chosen, one group (`{ids}`) per attribute: a visible stock has one value of every
   * group. `none`: a chosen value does not exist, so nothing matches.
   */
  optionGroups?: number | 'none';
  /** Only products some visible stock of which can be sold (IN_STOCK: one `{ids}` parameter, the selling warehouses). */
  inStock?: boolean;
  sort: StorefrontSort;
}

/**
 * A product some visible stock of which has a quantity in a selling warehouse (one parameter: their ids,
 * warehouse/selling.ts sellingWarehouseIds): the card's `available` and the lists' "in stock only"
 * filter alike. An index lookup per product (stock by product_id, inventory by stock_id), stopped at the
 * first sellable inventory.
 */
export const IN_STOCK = `exists (select 1 from stock s join inventory i on i.stock_id = s.id
          where s.product_id = p.id and s.visibled and i.quantity > 0 and i.warehouse_id = any(?::int[]))`;

/** The lowest selling price of a product's visible stocks (special price when set). */
const MIN_PRICE = '(select min(coalesce(s.special_price, s.price)) from stock s where s.product_id = p.id and s.visibled)';
/** The name in the request language (first parameter), else in the main language (second). */
const NAME = `coalesce(nullif(p.name->>?, ''), p.name->>?)`;

/** The sorts of a category page; `name` sorts take the two languages as parameters. */
export const STOREFRONT_SORTS = {
  newest: 'p.created_at desc, p.id desc',
  price: `${MIN_PRICE} asc nulls last, p.id desc`,
  '-price': `${MIN_PRICE} desc nulls last, p.id desc`,
  name: `${NAME} asc, p.id asc`,
  '-name': `${NAME} desc, p.id desc`,
} as const;

export type StorefrontSort = keyof typeof STOREFRONT_SORTS;

/**
 * Products of a category page and of a category widget alike: placed in the category or one of its
 * enabled subcategories. One parameter, the tree's ids; the subtree as a literal list, which the
 * planner estimates well (a recursive CTE it does not).
 */
const IN_CATEGORY_TREE = 'exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = any(?::int[]))';
/**
 * The same to count: there the planner prefers a sequential scan of every product for the semi-join
 * above; the category's product ids as an array make it look each one up by primary key instead.
 */
const IN_CATEGORY_TREE_TO_COUNT = 'p.id = any(array(select pc.product_id from product_category pc where pc.category_id = any(?::int[])))';

const SCOPES = { new: 'p.is_new', featured: 'p.is_featured', hot: 'p.is_hot', brand: 'p.brand_id = ?' } as const;

function listFilter(shape: StorefrontListShape, counting: boolean): string {
  const where = ['p.visibled'];
  if (shape.scope === 'category') where.push(counting ? IN_CATEGORY_TREE_TO_COUNT : IN_CATEGORY_TREE);
  else where.push(SCOPES[shape.scope]);
  if (shape.brands) where.push('p.brand_id = any(?::int[])');
  if (shape.priceMin) where.push(`${MIN_PRICE} >= ?`);
  if (shape.priceMax) where.push(`${MIN_PRICE} <= ?`);
  if (shape.optionGroups === 'none') where.push('false');
  else if (shape.optionGroups) {
    const each = Array.from(
      { length: shape.optionGroups },
      () => 'exists (select 1 from stock_option so where so.stock_id = s.id and so.attribute_value_id = any(?::int[]))',
    );
    where.push(`exists (select 1 from stock s where s.product_id = p.id and s.visibled and ${each.join(' and ')})`);
  }
  if (shape.inStock) where.push(IN_STOCK);
  return where.join(' and ');
}

const SAMPLES: readonly StorefrontListShape[] = [
  { scope: 'category', sort: 'newest' },
  { scope: 'category', brands: true, priceMin: true, priceMax: true, optionGroups: 2, sort: 'name' },
  { scope: 'category', optionGroups: 'none', sort: '-price' },
  { scope: 'category', brands: true, inStock: true, sort: 'price' },
  { scope: 'new', sort: 'newest' },
  { scope: 'featured', sort: 'newest' },
  { scope: 'hot', sort: 'newest' },
  { scope: 'brand', sort: 'newest' },
];

/** A page of product ids: the filter's parameters, the sort's (the languages, for `name`), limit and offset. */
export const storefrontListPage = defineComposedStatement<StorefrontListShape, unknown[], { id: number }>(
  'product.storefrontListPage',
  (shape) => `select p.id from product p where ${listFilter(shape, false)} order by ${STOREFRONT_SORTS[shape.sort]} limit ? offset ?`,
  SAMPLES,
);

/** Every product the filter matches, for the list's total (common/pagination.ts listTotal): the filter's parameters. */
export const storefrontListMatches = defineComposedStatement<StorefrontListShape, unknown[], { '?column?': number }>(
  'product.storefrontListMatches',
  (shape) => `select 1 from product p where ${listFilter(shape, true)}`,
  SAMPLES,
);

/** A product card's row (helpers/product-cards.ts productCardsById). */
export interface ProductCardRow {
  id: number;
  sku: string;
  url: string;
  name: Translations;
  images: string[];
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
  created_at: Date;
  /** Decimal strings of the cheapest visible stock; null without one. */
  price: string | null;
  special_price: string | null;
  available: boolean;
}

/**
 * What a card shows of each product, in ONE statement whatever the number of products: the product's
 * columns, the prices of its cheapest visible stock (by selling price, then form order) and whether a
 * visible stock has a quantity in a selling warehouse. Every part is an index lookup per product.
 */
export const productCards = defineStatement<[sellingWarehouseIds: string, productIds: string], ProductCardRow>(
  'product.cards',
  `select p.id, p.sku, p.url, p.name, p.images, p.is_new, p.is_featured, p.is_hot, p.created_at, c.price, c.special_price,
  ${IN_STOCK} as available
from product p
left join lateral (select s.price::text as price, s.special_price::text as special_price from stock s
                   where s.product_id = p.id and s.visibled order by coalesce(s.special_price, s.price), s.position, s.id limit 1) c on true
where p.id = any(?::int[]) and p.visibled`,
  { prepared: true },
);
