import type { AppContext } from '../../common/context.js';
import { intArray, run } from '../../common/sql.js';
import { sellableQuantities } from '../inventory/index.js';
import { mediaUrl } from '../media/index.js';
import { plainText, recordPath } from '../seo/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { sellingRule, sellingWarehouseIds } from '../warehouse/index.js';
import { feedProduct, MAX_DESCRIPTION, type FeedProduct, type FeedRules } from './feed-record.js';
import { feedProductsAfter, feedProductsById, feedStocksOf, type FeedProductRow, type FeedStockRow } from './product-feed.sql.js';

/** Products read per statement: a page's rows and records are all that is held at once. */
export const FEED_PAGE_SIZE = 500;

/** The shop's rules for the records of one answer or push (settings read once). */
export async function feedRules(ctx: AppContext): Promise<FeedRules & { sellingWarehouses: number[] }> {
  const [basic, currency, config, product, rule] = await Promise.all([
    readSettingsGroup(ctx.em, 'basic'),
    readSettingsGroup(ctx.em, 'currency'),
    readSettingsGroup(ctx.em, 'config'),
    readSettingsGroup(ctx.em, 'product'),
    sellingRule(ctx),
  ]);
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  return {
    mainLanguage: basic.mainLanguage,
    currency: currency.baseCurrency.toUpperCase(),
    shopName: basic.name,
    catalogMode: config.catalogMode,
    lowStockThreshold: product.lowStockThreshold,
    productUrl: (url) => `${base}${recordPath('product', url)}`,
    imageUrl: (path) => mediaUrl(ctx, path),
    plainText: (html) => plainText(html, MAX_DESCRIPTION),
    sellingWarehouses: sellingWarehouseIds(rule),
  };
}

/** The records of these product rows: their stocks and sellable units in two statements. */
async function recordsOf(ctx: AppContext, rules: Awaited<ReturnType<typeof feedRules>>, products: readonly FeedProductRow[]): Promise<FeedProduct[]> {
  if (!products.length) return [];
  const stocks = await run(ctx.em, feedStocksOf, [intArray(products.map((p) => p.id))]);
  const quantities = await sellableQuantities(
    ctx.em,
    stocks.map((s) => s.id),
    rules.sellingWarehouses,
  );
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
 * size is never held whole: the caller writes each page before the next is read.
 */
export async function* feedPages(ctx: AppContext, pageSize = FEED_PAGE_SIZE): AsyncGenerator<FeedProduct[]> {
  const rules = await feedRules(ctx);
  let after = 0;
  for (;;) {
    const products = await run(ctx.em, feedProductsAfter, [after, pageSize]);
    if (!products.length) return;
    after = products[products.length - 1].id;
    yield await recordsOf(ctx, rules, products);
    if (products.length < pageSize) return;
  }
}

/** The records of these products, visible or not (a push): a hidden one's variants are discontinued. */
export async function feedProductsByIds(ctx: AppContext, ids: readonly number[]): Promise<FeedProduct[]> {
  if (!ids.length) return [];
  const rules = await feedRules(ctx);
  return recordsOf(ctx, rules, await run(ctx.em, feedProductsById, [intArray(ids)]));
}
