import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../../common/shared-cache.js';
import type { Translations } from '../../../common/translations.js';

/** A category's facets before translation (see CategoryFacets in product-storefront.types.ts). */
export interface RawFacets {
  values: { id: number; code: string; label: Translations; attributeId: number; attributeKey: string; attributeTitle: Translations }[];
  brands: { id: number; title: Translations; url: string }[];
  priceMin: string | null;
  priceMax: string | null;
}

/** Products of the category subtree that the storefront shows (the category page's own filter). */
const PRODUCTS =
  'select p.id from product p where p.visibled and p.id = any(array(select pc.product_id from product_category pc where pc.category_id = any(?::int[])))';

// Every visitor of a category asks the same: shared until the catalogue changes (common/shared-cache.ts).
const facets = new SharedCache<RawFacets>(['Product', 'ProductCategory', 'Stock', 'StockOption', 'Menu', 'Brand', 'Attribute', 'AttributeValue'], 30_000, 1000);

/** The option values, brands and price range among the visible products of these categories (three statements, shared). */
export function categoryFacets(em: EntityManager, categoryIds: readonly number[]): Promise<RawFacets> {
  const ids = `{${categoryIds.join(',')}}`;
  return facets.get(em, ids, async () => {
    const [values, brands, [range]] = await Promise.all([
      em.execute(
        `select v.id, v.code, v.label, a.id as attribute_id, a.key as attribute_key, a.title as attribute_title
           from attribute_value v join attribute a on a.id = v.attribute_id
          where exists (select 1 from stock_option so join stock s on s.id = so.stock_id
                         where so.attribute_value_id = v.id and s.visibled and s.product_id in (${PRODUCTS}))
          order by a.position, a.id, v.position, v.id`,
        [ids],
      ),
      em.execute(
        `select b.id, b.title, b.url from brand b where b.enabled and b.id in (select p.brand_id from product p where p.id in (${PRODUCTS})) order by b.id`,
        [ids],
      ),
      em.execute(
        `select min(price)::text as price_min, max(price)::text as price_max from (
           select (select min(coalesce(s.special_price, s.price)) from stock s where s.product_id = c.id and s.visibled) as price from (${PRODUCTS}) c
         ) prices`,
        [ids],
      ),
    ]);
    return {
      values: values.map((v: Record<string, any>) => ({
        id: v.id,
        code: v.code,
        label: v.label,
        attributeId: v.attribute_id,
        attributeKey: v.attribute_key,
        attributeTitle: v.attribute_title,
      })),
      brands: brands as RawFacets['brands'],
      priceMin: range?.price_min ?? null,
      priceMax: range?.price_max ?? null,
    };
  });
}
