import type { AppContext } from '../../common/context.js';
import { intArray, run } from '../../common/sql.js';
import { translate, type Translations } from '../../common/translations.js';
import { sellableQuantities } from '../inventory/index.js';
import { mediaUrl } from '../media/index.js';
import { plainText, recordPath } from '../seo/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { sellingRule, sellingWarehouseIds } from '../warehouse/index.js';
import { feedProduct, MAX_DESCRIPTION, type FeedProduct, type FeedRules } from './feed-record.js';
import {
  feedBrands,
  feedCategories,
  feedOptionValues,
  feedProductsAfter,
  feedProductsById,
  feedStocksOf,
  type FeedProductRow,
  type FeedStockRow,
} from './product-feed.sql.js';

/** Products read per statement: a page's rows and records are all that is held at once. */
export const FEED_PAGE_SIZE = 500;

/** Enabled categories' paths from the top, by id (`Clothes > Shirts`): a disabled ancestor still names the path. */
function categoryPaths(rows: readonly { id: number; parent_id: number | null; title: Translations; enabled: boolean }[], text: (t: Translations) => string) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string>();
  for (const row of rows) {
    if (!row.enabled) continue;
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at: typeof row | undefined = row; at && !seen.has(at.id); at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
      seen.add(at.id);
      names.unshift(text(at.title));
    }
    paths.set(row.id, names.filter(Boolean).join(' > '));
  }
  return paths;
}

export type FeedSourceRules = FeedRules & { sellingWarehouses: number[] };

/** The shop's rules for the records of one answer or push: settings and the small shared tables, read once. */
export async function feedRules(ctx: AppContext): Promise<FeedSourceRules> {
  const [basic, currency, config, product, rule, values, categories, brands] = await Promise.all([
    readSettingsGroup(ctx.em, 'basic'),
    readSettingsGroup(ctx.em, 'currency'),
    readSettingsGroup(ctx.em, 'config'),
    readSettingsGroup(ctx.em, 'product'),
    sellingRule(ctx),
    run(ctx.em, feedOptionValues),
    run(ctx.em, feedCategories),
    run(ctx.em, feedBrands),
  ]);
  const main = basic.mainLanguage;
  const text = (value: Translations | null | undefined) => translate(value, main, main);
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  return {
    mainLanguage: main,
    currency: currency.baseCurrency.toUpperCase(),
    shopName: basic.name,
    catalogMode: config.catalogMode,
    lowStockThreshold: product.lowStockThreshold,
    productUrl: (url) => `${base}${recordPath('product', url)}`,
    imageUrl: (path) => mediaUrl(ctx, path),
    plainText: (html) => plainText(html, MAX_DESCRIPTION),
    optionValues: new Map(values.map((v) => [Number(v.id), { name: text(v.title), value: text(v.label), order: [v.position, Number(v.attribute_id)] }])),
    categoryPaths: categoryPaths(categories, text),
    brands: new Map(brands.map((b) => [Number(b.id), text(b.title)])),
    sellingWarehouses: sellingWarehouseIds(rule),
  };
}

/** A page's rows: its products, their visible stocks and those stocks' sellable units. */
interface PageRows {
  products: FeedProductRow[];
  stocks: FeedStockRow[];
  quantities: Map<number, number>;
}

async function rowsOf(ctx: AppContext, rules: FeedSourceRules, products: FeedProductRow[]): Promise<PageRows> {
  if (!products.length) return { products, stocks: [], quantities: new Map() };
  const stocks = await run(ctx.em, feedStocksOf, [intArray(products.map((p) => p.id))]);
  const quantities = await sellableQuantities(
    ctx.em,
    stocks.map((s) => s.id),
    rules.sellingWarehouses,
  );
  return { products, stocks, quantities };
}

function recordsOf(rules: FeedSourceRules, { products, stocks, quantities }: PageRows): FeedProduct[] {
  const byProduct = new Map<number, FeedStockRow[]>();
  for (const stock of stocks) {
    const list = byProduct.get(stock.product_id);
    if (list) list.push(stock);
    else byProduct.set(stock.product_id, [stock]);
  }
  return products.map((product) => feedProduct(rules, product, byProduct.get(product.id) ?? [], quantities));
}

/**
 * Every visible product's record, a page at a time in id order (keyset), so that a catalogue of any
 * size is never held whole: the caller writes each page before the next is read. The next page's rows
 * are read while the caller writes this one (the database and the shop work side by side), so at most
 * two pages are held.
 */
export async function* feedPages(ctx: AppContext, pageSize = FEED_PAGE_SIZE): AsyncGenerator<FeedProduct[]> {
  const rules = await feedRules(ctx);
  const read = async (after: number) => rowsOf(ctx, rules, await run(ctx.em, feedProductsAfter, [rules.mainLanguage, rules.mainLanguage, after, pageSize]));
  let next: Promise<PageRows> | undefined = read(0);
  while (next) {
    const rows: PageRows = await next;
    if (!rows.products.length) return;
    next = rows.products.length < pageSize ? undefined : read(rows.products[rows.products.length - 1].id);
    // A failed read ahead is the next iteration's to throw; until then it must not count as unhandled.
    next?.catch(() => undefined);
    yield recordsOf(rules, rows);
  }
}

/** The records of these products, visible or not (a push): a hidden one's variants are discontinued. */
export async function feedProductsByIds(ctx: AppContext, ids: readonly number[]): Promise<FeedProduct[]> {
  if (!ids.length) return [];
  const rules = await feedRules(ctx);
  return recordsOf(rules, await rowsOf(ctx, rules, await run(ctx.em, feedProductsById, [rules.mainLanguage, rules.mainLanguage, intArray(ids)])));
}
