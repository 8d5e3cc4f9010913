import { defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';
import type { RawFacets } from './helpers/category-facets.js';
import type { PageRow } from './helpers/product-page.js';

/**
 * The product's own columns that both the admin list (product-list.sql.ts) and the storefront's product
 * page (productPageRow) read, as the driver answers them; helpers/product-row.ts names them as the
 * GraphQL types do.
 */
export interface ProductOwnColumns {
  sku: string;
  url: string;
  name: Translations;
  description: Translations;
  meta_title: Translations;
  meta_description: Translations;
  images: string[];
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
}

/** The columns of ProductOwnColumns (of `p`). */
export const PRODUCT_OWN_COLUMNS = 'p.sku, p.url, p.name, p.description, p.meta_title, p.meta_description, p.images, p.is_new, p.is_featured, p.is_hot';

/** How many of a product's latest stock movements the product answers name. */
export const PRODUCT_HISTORY_LIMIT = 20;

/** Each product's latest stock movements (ids), newest first: one statement for a page of products. */
export const latestMovementIds = defineStatement<[productIds: string], { id: number; product_id: number }>(
  'product.latestMovementIds',
  `select h.id, h.product_id from unnest(?::int[]) as p(id)
   cross join lateral (select id, product_id from inventory_history where product_id = p.id order by created_at desc, id desc limit ${PRODUCT_HISTORY_LIMIT}) h`,
);

/**
 * The per-row parts of a product list (product.loaders.ts), as plain rows: one statement each for a
 * whole page, and no entity to build per row (a page of 10 products has 30 stocks, 60 inventories and
 * 60 option links: hydrating them as entities cost several times the statements themselves). First a
 * product's stocks in form order.
 */
export interface StockRow {
  id: number;
  product_id: number;
  /** As JSON answers a timestamptz: a string. */
  created_at: string;
  updated_at: string;
  sku: string;
  price: string;
  special_price: string | null;
  cost_price: string | null;
  visibled: boolean;
  position: number;
  images: string[];
  /** The stock's stockOptionValueRows (without stock_id), in their order. */
  option_values: { id: number; code: string; label: Translations; attribute_id: number }[];
  /** The stock's stockQuantityRows (without stock_id). */
  quantities: { warehouse_id: number; quantity: number }[];
}

/**
 * A StockRow of stock `s` as JSON. A stock's option values and quantities come with it (product.loaders.ts
 * primes their loaders): nearly every answer with stocks shows them, and a list of products with their
 * stocks' options and availability is then one statement, not three. The admin product list's page
 * statement carries its products' stocks the same way (product-list.sql.ts).
 */
export const STOCK_ROW_JSON = `json_build_object('id', s.id, 'product_id', s.product_id, 'created_at', s.created_at, 'updated_at', s.updated_at,
     'sku', s.sku, 'price', s.price::text, 'special_price', s.special_price::text, 'cost_price', s.cost_price::text, 'visibled', s.visibled, 'position', s.position, 'images', s.images,
     'option_values', (select coalesce(json_agg(json_build_object('id', v.id, 'code', v.code, 'label', v.label, 'attribute_id', v.attribute_id) order by so.attribute_value_id), '[]')
       from stock_option so join attribute_value v on v.id = so.attribute_value_id where so.stock_id = s.id),
     'quantities', (select coalesce(json_agg(json_build_object('warehouse_id', i.warehouse_id, 'quantity', i.quantity)), '[]') from inventory i where i.stock_id = s.id))`;

/** Products' stocks in form order, each a StockRow. */
export const productStockRows = defineStatement<[productIds: string], { stock: StockRow }>(
  'product.stockRows',
  `select ${STOCK_ROW_JSON} as stock from stock s where s.product_id = any(?::int[]) order by s.position, s.id`,
);

export const stockOptionValueRows = defineStatement<
  [stockIds: string],
  { stock_id: number; id: number; code: string; label: Translations; attribute_id: number }
>(
  'product.stockOptionValueRows',
  `select so.stock_id, v.id, v.code, v.label, v.attribute_id from stock_option so join attribute_value v on v.id = so.attribute_value_id
   where so.stock_id = any(?::int[]) order by so.stock_id, so.attribute_value_id`,
);

/** The inventories of stocks: what their sellable quantity is summed from (warehouse/selling.ts sellableTotal). */
export const stockQuantityRows = defineStatement<[stockIds: string], { stock_id: number; warehouse_id: number; quantity: number }>(
  'product.stockQuantityRows',
  'select i.stock_id, i.warehouse_id, i.quantity from inventory i where i.stock_id = any(?::int[])',
);

/** The categories of products, in menu order. */
export const productCategoryRows = defineStatement<[productIds: string], { product_id: number; id: number; title: Translations }>(
  'product.categoryRows',
  `select pc.product_id, m.id, m.title from product_category pc join menu m on m.id = pc.category_id
   where pc.product_id = any(?::int[]) order by m.sort_order, m.id`,
);

/** A category menu item by url and every enabled category below it. */
export const categorySubtree = defineStatement<[url: string, type: string, type: string], { id: number; root: boolean }>(
  'product.categoryTree',
  `with recursive tree as (
     select id, true as root from menu where url = ? and type = ? and enabled
     union all
     select m.id, false from menu m join tree t on m.parent_id = t.id where m.enabled and m.type = ?
   ) select id, root from tree`,
);

export const attributeValueOwners = defineStatement<[], { id: number; attribute_id: number }>(
  'product.attributeValueOwners',
  'select id, attribute_id from attribute_value',
);

/**
 * The product page is the storefront's most frequent answer, so it is read in ONE statement (product,
 * enabled brand, enabled categories in menu order, visible stocks in form order with their inventories
 * and option values), each part by primary key or foreign key index, instead of a statement per
 * relation and the entity hydration of each (helpers/product-page.ts).
 */
export const productPageRow = defineStatement<
  [url: string],
  ProductOwnColumns & {
    id: number;
    created_at: Date;
    brand: PageRow['brand'];
    categories: PageRow['categories'];
    stocks: PageRow['stocks'];
  }
>(
  'product.pageRow',
  `select p.id, ${PRODUCT_OWN_COLUMNS}, p.created_at,
  (select json_build_object('id', b.id, 'title', b.title, 'url', b.url) from brand b where b.id = p.brand_id and b.enabled) as brand,
  (select coalesce(json_agg(json_build_object('id', m.id, 'title', m.title, 'url', m.url) order by m.sort_order, m.id), '[]')
     from product_category pc join menu m on m.id = pc.category_id where pc.product_id = p.id and m.enabled) as categories,
  (select coalesce(json_agg(json_build_object(
       'id', s.id, 'sku', s.sku, 'price', s.price::text, 'specialPrice', s.special_price::text, 'position', s.position, 'images', s.images,
       'inventories', (select coalesce(json_agg(json_build_object('warehouseId', i.warehouse_id, 'quantity', i.quantity) order by i.id), '[]')
                         from inventory i where i.stock_id = s.id),
       'values', (select coalesce(json_agg(json_build_object('id', v.id, 'code', v.code, 'label', v.label, 'attributeId', a.id, 'attributeKey', a.key, 'attributeTitle', a.title)
                                            order by a.position, a.id, v.id), '[]')
                    from stock_option so join attribute_value v on v.id = so.attribute_value_id join attribute a on a.id = v.attribute_id
                    where so.stock_id = s.id)
     ) order by s.position, s.id), '[]')
     from stock s where s.product_id = p.id and s.visibled) as stocks
from product p where p.url = ? and p.visibled`,
);

/** Products of the category subtree that the storefront shows (the category page's own filter): part of the facets' statements. */
const CATEGORY_PRODUCTS =
  'select p.id from product p where p.visibled and p.id = any(array(select pc.product_id from product_category pc where pc.category_id = any(?::int[])))';

/** A category page's option values: those of a visible stock of a visible product in the categories. */
export const categoryFacetValues = defineStatement<
  [categoryIds: string],
  { id: number; code: string; label: Translations; attribute_id: number; attribute_key: string; attribute_title: Translations }
>(
  'product.categoryFacetValues',
  `select v.id, v.code, v.label, a.id as attribute_id, a.key as attribute_key, a.title as attribute_title
     from attribute_value v join attribute a on a.id = v.attribute_id
    where exists (select 1 from stock_option so join stock s on s.id = so.stock_id
                   where so.attribute_value_id = v.id and s.visibled and s.product_id in (${CATEGORY_PRODUCTS}))
    order by a.position, a.id, v.position, v.id`,
);

/** A category page's enabled brands of its visible products. */
export const categoryFacetBrands = defineStatement<[categoryIds: string], RawFacets['brands'][number]>(
  'product.categoryFacetBrands',
  `select b.id, b.title, b.url from brand b where b.enabled and b.id in (select p.brand_id from product p where p.id in (${CATEGORY_PRODUCTS})) order by b.id`,
);

/** A category page's price range: the lowest and highest of its visible products' cheapest visible stock. */
export const categoryPriceRange = defineStatement<[categoryIds: string], { price_min: string | null; price_max: string | null }>(
  'product.categoryPriceRange',
  `select min(price)::text as price_min, max(price)::text as price_max from (
     select (select min(coalesce(s.special_price, s.price)) from stock s where s.product_id = c.id and s.visibled) as price from (${CATEGORY_PRODUCTS}) c
   ) prices`,
);
