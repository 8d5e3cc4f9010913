import { defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/** A product of the feed, with what its record shows of its brand and categories. */
export interface FeedProductRow {
  id: number;
  sku: string;
  url: string;
  name: Translations;
  description: Translations;
  images: string[];
  visibled: boolean;
  brand: Translations | null;
  /** Each enabled category the product is placed in: its title and its ancestors' (nearest first). */
  categories: { title: Translations; ancestors: Translations[] }[];
}

const PRODUCT_COLUMNS = `p.id, p.sku, p.url, p.name, p.description, p.images, p.visibled,
  case when b.enabled then b.title end as brand,
  coalesce((select json_agg(json_build_object('title', m.title, 'ancestors',
              json_build_array(m1.title, m2.title, m3.title) ) order by m.id)
            from product_category pc join menu m on m.id = pc.category_id
            left join menu m1 on m1.id = m.parent_id left join menu m2 on m2.id = m1.parent_id left join menu m3 on m3.id = m2.parent_id
            where pc.product_id = p.id and m.enabled), '[]'::json) as categories
from product p left join brand b on b.id = p.brand_id`;

/**
 * One page of the feed: the visible products after `afterId`, in id order (keyset: every page is an
 * index range of the primary key, however deep in the catalogue).
 */
export const feedProductsAfter = defineStatement<[afterId: number, limit: number], FeedProductRow>(
  'productFeed.productsAfter',
  `select ${PRODUCT_COLUMNS} where p.visibled and p.id > ? order by p.id limit ?`,
);

/** These products, visible or not (a push says a hidden product's variants are no longer for sale). */
export const feedProductsById = defineStatement<[productIds: string], FeedProductRow>(
  'productFeed.productsById',
  `select ${PRODUCT_COLUMNS} where p.id = any(?::int[]) order by p.id`,
);

/** A visible stock of the page's products, with its option values in attribute order. */
export interface FeedStockRow {
  id: number;
  product_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  images: string[];
  options: { name: Translations; value: Translations }[];
}

export const feedStocksOf = defineStatement<[productIds: string], FeedStockRow>(
  'productFeed.stocksOf',
  `select s.id, s.product_id, s.sku, s.price::text as price, s.special_price::text as special_price, s.images,
  coalesce((select json_agg(json_build_object('name', a.title, 'value', av.label) order by a.position, a.id)
            from stock_option so join attribute_value av on av.id = so.attribute_value_id join attribute a on a.id = av.attribute_id
            where so.stock_id = s.id), '[]'::json) as options
from stock s where s.product_id = any(?::int[]) and s.visibled order by s.product_id, s.position, s.id`,
);

/** The feed's metadata: how many products it lists and when the latest of them changed. */
export const feedSummary = defineStatement<[], { products: string; updated_at: Date | null }>(
  'productFeed.summary',
  'select count(*) as products, max(updated_at) as updated_at from product where visibled',
);

/**
 * Products whose record may have changed since a time, after `afterId` (keyset): the product itself, its
 * stocks, their option values, its brand or one of its categories was written since. Stock quantities
 * are the inventory module's (inventory/index.ts productsWithStockMovedSince). Ids only: a day of changes
 * to a large catalogue is a few thousand numbers.
 */
export const productsChangedSince = defineStatement<[since: Date, since: Date, since: Date, since: Date, since: Date], { id: number }>(
  'productFeed.productsChangedSince',
  `select p.id from product p
where (p.updated_at > ?
   or exists (select 1 from stock s where s.product_id = p.id and s.updated_at > ?)
   or exists (select 1 from stock s join stock_option so on so.stock_id = s.id join attribute_value av on av.id = so.attribute_value_id
              where s.product_id = p.id and av.updated_at > ?)
   or exists (select 1 from brand b where b.id = p.brand_id and b.updated_at > ?)
   or exists (select 1 from product_category pc join menu m on m.id = pc.category_id where pc.product_id = p.id and m.updated_at > ?))
order by p.id`,
);
