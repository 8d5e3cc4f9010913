import { ANY_OF_INT_ARRAY, defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/**
 * The feed's statements. A page of products and its stocks are read with ids only for what many share
 * (brand, categories, option values): those small tables are read once per answer or push (feed-source.ts).
 */

/** A product of the feed: its name, its description in the main language (the whole map only when that is empty). */
export interface FeedProductRow {
  id: number;
  sku: string;
  url: string;
  name: Translations;
  description_main: string | null;
  description_all: Translations | null;
  images: string[];
  visibled: boolean;
  brand_id: number | null;
  category_ids: number[];
}

const PRODUCT_COLUMNS = `p.id, p.sku, p.url, p.name, p.description->>? as description_main,
  case when coalesce(p.description->>?, '') = '' then p.description end as description_all,
  p.images, p.visibled, p.brand_id, array(select pc.category_id from product_category pc where pc.product_id = p.id) as category_ids
from product p`;

/**
 * One page of the feed: the visible products after `afterId`, in id order (keyset: every page is an
 * index range of the primary key, however deep in the catalogue). Prepared: planned once per connection.
 */
export const feedProductsAfter = defineStatement<[mainLanguage: string, mainLanguage: string, afterId: number, limit: number], FeedProductRow>(
  'productFeed.productsAfter',
  `select ${PRODUCT_COLUMNS} where p.visibled and p.id > ? order by p.id limit ?`,
  { prepared: true },
);

/** These products, visible or not (a push says a hidden product's variants are no longer for sale). */
export const feedProductsById = defineStatement<[mainLanguage: string, mainLanguage: string, productIds: string], FeedProductRow>(
  'productFeed.productsById',
  `select ${PRODUCT_COLUMNS} where p.id = ${ANY_OF_INT_ARRAY} order by p.id`,
  { prepared: true },
);

/** A visible stock of the page's products, with the ids of its option values. */
export interface FeedStockRow {
  id: number;
  product_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  images: string[];
  value_ids: number[];
}

export const feedStocksOf = defineStatement<[productIds: string], FeedStockRow>(
  'productFeed.stocksOf',
  `select s.id, s.product_id, s.sku, s.price::text as price, s.special_price::text as special_price, s.images,
  array(select so.attribute_value_id from stock_option so where so.stock_id = s.id) as value_ids
from stock s where s.product_id = ${ANY_OF_INT_ARRAY} and s.visibled order by s.product_id, s.position, s.id`,
  { prepared: true },
);

/** Every option value with its attribute (a few hundred at most), for the variants' options. */
export const feedOptionValues = defineStatement<[], { id: number; label: Translations; title: Translations; position: number; attribute_id: number }>(
  'productFeed.optionValues',
  'select av.id, av.label, a.title, a.position, a.id as attribute_id from attribute_value av join attribute a on a.id = av.attribute_id',
);

/** Every category (menu items of type category) with its parent, for the categories' paths. */
export const feedCategories = defineStatement<[], { id: number; parent_id: number | null; title: Translations; enabled: boolean }>(
  'productFeed.categories',
  `select id, parent_id, title, enabled from menu where type = 'category'`,
);

/** Every enabled brand's title. */
export const feedBrands = defineStatement<[], { id: number; title: Translations }>('productFeed.brands', 'select id, title from brand where enabled');

/** The feed's metadata: how many products it lists and when the latest of them changed. */
export const feedSummary = defineStatement<[], { products: string; updated_at: Date | null }>(
  'productFeed.summary',
  'select count(*) as products, max(updated_at) as updated_at from product where visibled',
);

/**
 * Products whose record may have changed since a time: the product itself, its stocks, their option
 * values, its brand or one of its categories was written since. Stock quantities are the inventory
 * module's (inventory/index.ts productsWithStockMovedSince). Ids only: a day of changes to a large
 * catalogue is a few thousand numbers.
 */
export const productsChangedSince = defineStatement<[since: Date, since: Date, since: Date, since: Date, since: Date], { id: number }>(
  'productFeed.productsChangedSince',
  `select p.id from product p
where p.updated_at > ?
   or exists (select 1 from stock s where s.product_id = p.id and s.updated_at > ?)
   or exists (select 1 from stock s join stock_option so on so.stock_id = s.id join attribute_value av on av.id = so.attribute_value_id
              where s.product_id = p.id and av.updated_at > ?)
   or exists (select 1 from brand b where b.id = p.brand_id and b.updated_at > ?)
   or exists (select 1 from product_category pc join menu m on m.id = pc.category_id where pc.product_id = p.id and m.updated_at > ?)
order by p.id`,
);
