import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../../common/shared-cache.js';
import { run } from '../../../common/sql.js';
import type { Translations } from '../../../common/translations.js';
import { productPageRow } from '../product.sql.js';
import { PRODUCT_SOURCES, PRODUCT_TTL_MS } from './product-cards.js';
import { productOwnFields, type ProductOwnFields } from './product-row.js';

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
export interface PageRow extends ProductOwnFields {
  id: number;
  createdAt: Date;
  brand: { id: number; title: Translations; url: string } | null;
  categories: { id: number; title: Translations; url: string }[];
  stocks: PageStock[];
}

// Visitors of one product within two seconds share one read (see PRODUCT_TTL_MS).
const pages = new SharedCache<PageRow | undefined>(PRODUCT_SOURCES, PRODUCT_TTL_MS, 5000);

/**
 * The visible product of this url with what its page shows, or undefined (shared briefly, never changed).
 * The product page is the storefront's most frequent answer, so it is read in ONE statement
 * (product.sql.ts productPageRow).
 */
export function readProductPage(em: EntityManager, url: string): Promise<PageRow | undefined> {
  return pages.get(em, url, () => readPage(em, url));
}

async function readPage(em: EntityManager, url: string): Promise<PageRow | undefined> {
  const [row] = await run(em, productPageRow, [url]);
  if (!row) return undefined;
  return {
    id: row.id,
    ...productOwnFields(row),
    createdAt: new Date(row.created_at),
    brand: row.brand,
    categories: row.categories,
    stocks: row.stocks,
  };
}
