import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../../common/context.js';
import { listTotal } from '../../../common/pagination.js';
import { SharedCache } from '../../../common/shared-cache.js';
import { translate } from '../../../common/translations.js';
import { readSettingsGroup, useLanguage } from '../../settings/index.js';
import type { ProductCard } from '../product-storefront.types.js';
import type { Stock } from '../stock.entity.js';
import { compareMoney, effectivePrice } from '../../../common/money.js';
import { absoluteImages } from '../../media/index.js';
import { intArray, run } from '../../../common/sql.js';
import { productCards, storefrontListMatches, storefrontListPage, type ProductCardRow, type StorefrontListShape } from '../storefront-list.sql.js';
import { sellingRule, sellingWarehouseIds } from '../../warehouse/index.js';

/** member_only (settings config) hides prices from anybody but a signed-in shopper. */
export async function pricesVisible(ctx: AppContext): Promise<boolean> {
  if (ctx.principal?.kind === 'customer') return true;
  return !(await readSettingsGroup(ctx.em, 'config')).memberOnly;
}

/** The cheapest visible stock by selling price. */
export function cheapest<S extends Pick<Stock, 'price' | 'specialPrice' | 'position'>>(stocks: readonly S[]): S | undefined {
  return [...stocks].sort((a, b) => compareMoney(effectivePrice(a), effectivePrice(b)) || a.position - b.position)[0];
}

/**
 * Everything a storefront answer about products is made from: a write to any of these (through the
 * unit of work) drops the shared product pages and cards. The stock ledger changes inventory quantities
 * with SQL but always write an InventoryHistory row, which counts.
 */
export const PRODUCT_SOURCES = [
  'Product',
  'ProductCategory',
  'Stock',
  'StockOption',
  'Inventory',
  'InventoryHistory',
  'Menu',
  'Brand',
  'Attribute',
  'AttributeValue',
  'Warehouse',
];

/**
 * Product pages and cards carry availability, which other writers (orders) may change by SQL alone: they
 * are shared for two seconds only, enough to serve a burst of visitors from one read.
 */
export const PRODUCT_TTL_MS = 2000;

/** A page of a storefront list: product ids in order and the number of matches (estimated beyond EXACT_TOTAL_LIMIT: exact false). */
export interface IdPage {
  ids: number[];
  total: number;
  exact: boolean;
}

/**
 * The storefront lists (search, category pages, widgets) are the same few queries for every visitor,
 * and ranking or counting every match of a large catalogue is the expensive part: a page of ids and its
 * total are shared for a while and dropped whenever a product, its stocks, options or categories, a
 * menu item or a brand is written (common/shared-cache.ts). The cards themselves (prices, availability)
 * are read afresh for every request (productCardsById).
 */
const listPages = new SharedCache<IdPage>(['Product', 'ProductCategory', 'Stock', 'StockOption', 'Menu', 'Brand', 'AttributeValue'], 30_000, 5000);

/**
 * The pages of "in stock only" lists depend on quantities and warehouses too, which orders change by SQL
 * alone (see PRODUCT_TTL_MS): shared as briefly as the cards, and dropped on any write they are made of.
 */
const inStockPages = new SharedCache<IdPage>(PRODUCT_SOURCES, PRODUCT_TTL_MS, 5000);

/**
 * A storefront list page by its SQL (`key`): shared (see listPages; inStockPages for an "in stock only"
 * list, whose key also says so, so a filtered and an unfiltered page never mix), computed once by
 * `compute` when missing.
 */
export const sharedIdPage = (em: EntityManager, key: unknown, inStock: boolean, compute: () => Promise<IdPage>): Promise<IdPage> =>
  (inStock ? inStockPages : listPages).get(em, JSON.stringify({ inStock, key }), compute);

/** The selling warehouses' ids as the IN_STOCK filter's parameter (storefront-list.sql.ts). */
export async function sellingWarehousesParam(ctx: AppContext): Promise<string> {
  return intArray(sellingWarehouseIds(await sellingRule(ctx)));
}

/**
 * A page of product ids and the total of a storefront list (storefront-list.sql.ts; shared, see
 * listPages): `filterParams` are the parameters of the shape's filter, `sortParams` those of its sort.
 *
 * The page and the total are two statements on purpose: with `count(*) over ()` in the page query,
 * PostgreSQL still plans for the LIMIT (e.g. walking product_created_at_index backwards and testing
 * every product against the filter) while the window function makes it visit every match, which on a
 * large catalogue is the slowest plan there is. Alone, the page query stops after `perPage` matches,
 * and the count gets a plan of its own, capped (listTotal: exact up to EXACT_TOTAL_LIMIT, the planner's
 * estimate beyond). A page that is not full tells the total without counting.
 */
export function productPage(
  em: EntityManager,
  shape: StorefrontListShape,
  params: { filter: unknown[]; sort?: unknown[] },
  page: number,
  perPage: number,
): Promise<IdPage> {
  const statement = storefrontListPage(shape);
  const pageParams = [...params.filter, ...(params.sort ?? []), perPage, (page - 1) * perPage];
  return sharedIdPage(em, [statement.text, pageParams], !!shape.inStock, async () => {
    const rows = await run(em, statement, pageParams);
    const ids = rows.map((r) => r.id);
    if (rows.length < perPage && (rows.length || page === 1)) return { ids, total: (page - 1) * perPage + rows.length, exact: true };
    const { totalItems, totalExact } = await listTotal(em, { sql: storefrontListMatches(shape).text, params: params.filter });
    return { ids, total: totalItems, exact: totalExact };
  });
}

const cardRows = new SharedCache<ProductCardRow[]>(PRODUCT_SOURCES, PRODUCT_TTL_MS, 5000);

/** Storefront cards of these products in this order (hidden or deleted ones left out): one statement, shared briefly. */
export async function productCardsById(ctx: AppContext, ids: readonly number[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const [visible, rule, content] = await Promise.all([pricesVisible(ctx), sellingRule(ctx), useLanguage(ctx)]);
  const selling = sellingWarehouseIds(rule);
  const params = [intArray(selling), intArray(ids)] as const;
  const rows = await cardRows.get(ctx.em, params.join('|'), () => run(ctx.em, productCards, [...params]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is ProductCardRow => !!row)
    .map((row) => ({
      id: row.id,
      sku: row.sku,
      url: row.url,
      name: translate(row.name, content.language, content.mainLanguage),
      images: row.images,
      imageList: absoluteImages(ctx, row.images),
      isNew: row.is_new,
      isFeatured: row.is_featured,
      isHot: row.is_hot,
      price: visible ? (row.price ?? null) : null,
      specialPrice: visible ? (row.special_price ?? null) : null,
      available: row.available,
      createdAt: new Date(row.created_at),
    }));
}
