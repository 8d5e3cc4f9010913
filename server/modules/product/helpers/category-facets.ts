import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../../common/shared-cache.js';
import { intArray, run } from '../../../common/sql.js';
import type { Translations } from '../../../common/translations.js';
import { categoryFacetBrands, categoryFacetValues, categoryPriceRange } from '../product.sql.js';

/** A category's facets before translation (see CategoryFacets in product-storefront.types.ts). */
export interface RawFacets {
  values: { id: number; code: string; label: Translations; attributeId: number; attributeKey: string; attributeTitle: Translations }[];
  brands: { id: number; title: Translations; url: string }[];
  priceMin: string | null;
  priceMax: string | null;
}

// Every visitor of a category asks the same: shared until the catalogue changes (common/shared-cache.ts).
const facets = new SharedCache<RawFacets>(['Product', 'ProductCategory', 'Stock', 'StockOption', 'Menu', 'Brand', 'Attribute', 'AttributeValue'], 30_000, 1000);

/** The option values, brands and price range among the visible products of these categories (three statements, shared). */
export function categoryFacets(em: EntityManager, categoryIds: readonly number[]): Promise<RawFacets> {
  const ids = intArray(categoryIds);
  return facets.get(em, ids, async () => {
    const [values, brands, [range]] = await Promise.all([
      run(em, categoryFacetValues, [ids]),
      run(em, categoryFacetBrands, [ids]),
      run(em, categoryPriceRange, [ids]),
    ]);
    return {
      values: values.map((v) => ({
        id: v.id,
        code: v.code,
        label: v.label,
        attributeId: v.attribute_id,
        attributeKey: v.attribute_key,
        attributeTitle: v.attribute_title,
      })),
      brands,
      priceMin: range?.price_min ?? null,
      priceMax: range?.price_max ?? null,
    };
  });
}
