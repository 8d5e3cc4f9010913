import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../../common/shared-cache.js';
import type { Translations } from '../../../common/translations.js';
import { PRODUCT_SOURCES, PRODUCT_TTL_MS } from './product-cards.js';

/** A visible stock of the product page as one statement reads it. */
export interface PageStock {
  id: number;
  sku: string;
  /** Decimal strings as stored ('199.00'). */
  price: string;
  specialPrice: string | null;
  position: number;
  /** The option's pictures (paths among the product's images). */
  images: string[];
  inventories: { warehouseId: number; quantity: number }[];
  /** Option values in attribute order (attribute position, attribute id). */
  values: { id: number; code: string; label: Translations; attributeId: number; attributeKey: string; attributeTitle: Translations }[];
}

/** Everything the storefront's product page shows, before translation and the selling rule. */
export interface PageRow {
  id: number;
  sku: string;
  url: string;
  name: Translations;
  description: Translations;
  metaTitle: Translations;
  metaDescription: Translations;
  images: string[];
  isNew: boolean;
  isFeatured: boolean;
  isHot: boolean;
  createdAt: Date;
  brand: { id: number; title: Translations; url: string } | null;
  categories: { id: number; title: Translations; url: string }[];
  stocks: PageStock[];
}

/**
 * The product page is the storefront's most frequent answer, so it is read in ONE statement (product,
 * enabled brand, enabled categories in menu order, visible stocks in form order with their inventories
 * and option values), each part by primary key or foreign key index, instead of a statement per
 * relation and the entity hydration of each.
 */
const PAGE_SQL = `
select p.id, p.sku, p.url, p.name, p.description, p.meta_title, p.meta_description, p.images, p.is_new, p.is_featured, p.is_hot, p.created_at,
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
from product p where p.url = ? and p.visibled`;

// Visitors of one product within two seconds share one read (see PRODUCT_TTL_MS).
const pages = new SharedCache<PageRow | undefined>(PRODUCT_SOURCES, PRODUCT_TTL_MS, 5000);

/** The visible product of this url with what its page shows, or undefined (shared briefly, never changed). */
export function readProductPage(em: EntityManager, url: string): Promise<PageRow | undefined> {
  return pages.get(em, url, () => readPage(em, url));
}

async function readPage(em: EntityManager, url: string): Promise<PageRow | undefined> {
  const [row] = await em.execute(PAGE_SQL, [url]);
  if (!row) return undefined;
  return {
    id: row.id,
    sku: row.sku,
    url: row.url,
    name: row.name,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    images: row.images,
    isNew: row.is_new,
    isFeatured: row.is_featured,
    isHot: row.is_hot,
    createdAt: new Date(row.created_at),
    brand: row.brand,
    categories: row.categories,
    stocks: row.stocks,
  };
}
