import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../../common/context.js';
import { translated } from '../../../common/translations.js';
import { readSettingsGroup } from '../../settings/settings.store.js';
import { Product } from '../product.entity.js';
import { productLoaders } from '../product.loaders.js';
import type { ProductCard } from '../product-storefront.types.js';
import type { Stock } from '../stock.entity.js';
import { compareMoney, effectivePrice } from './money.js';
import { sellableQuantity, sellingRule } from './selling.js';

/** member_only (settings config) hides prices from anybody but a signed-in shopper. */
export async function pricesVisible(ctx: AppContext): Promise<boolean> {
  if (ctx.principal?.kind === 'customer') return true;
  return !(await readSettingsGroup(ctx.em, 'config')).memberOnly;
}

export function absoluteImages(ctx: AppContext, images: string[]): string[] {
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  return images.map((image) => (image.startsWith('/') ? `${base}${image}` : image));
}

/** The cheapest visible stock by selling price. */
export function cheapest(stocks: readonly Stock[]): Stock | undefined {
  return [...stocks].sort((a, b) => compareMoney(effectivePrice(a), effectivePrice(b)) || a.position - b.position)[0];
}

/**
 * A SQL page of product ids, the total, then the products (one statement), in page order.
 *
 * The page and the total are two statements on purpose: with `count(*) over ()` in the page query,
 * PostgreSQL still plans for the LIMIT (e.g. walking product_created_at_index backwards and testing
 * every product against the filter) while the window function makes it visit every match, which on a
 * large catalogue is the slowest plan there is. Alone, the page query stops after `perPage` matches,
 * and the count gets a plan of its own. A page that is not full tells the total without counting.
 */
export async function productPage(
  em: EntityManager,
  sql: { where: string[]; params: unknown[]; order: string; orderParams?: unknown[]; with?: string; withParams?: unknown[] },
  page: number,
  perPage: number,
): Promise<{ products: Product[]; total: number }> {
  const filter = sql.where.length ? `where ${sql.where.join(' and ')}` : '';
  const prefix = sql.with ? `with recursive ${sql.with} ` : '';
  const rows: { id: number }[] = await em.execute(
    `${prefix}select p.id from product p ${filter} order by ${sql.order} limit ? offset ?`,
    [...(sql.withParams ?? []), ...sql.params, ...(sql.orderParams ?? []), perPage, (page - 1) * perPage],
  );
  let total = (page - 1) * perPage + rows.length;
  if (rows.length === perPage || (!rows.length && page > 1)) {
    total = Number((await em.execute(`${prefix}select count(*) as total from product p ${filter}`, [...(sql.withParams ?? []), ...sql.params]))[0].total);
  }
  if (!rows.length) return { products: [], total };
  const found = await em.find(Product, { id: { $in: rows.map((r) => r.id) } });
  const byId = new Map(found.map((p) => [p.id, p]));
  return { products: rows.map((r) => byId.get(r.id)).filter((p): p is Product => !!p), total };
}

/** Storefront cards for products: a constant number of statements whatever their count (loaders). */
export async function productCards(ctx: AppContext, products: readonly Product[]): Promise<ProductCard[]> {
  const loaders = productLoaders(ctx);
  const [visible, rule, stockLists] = await Promise.all([pricesVisible(ctx), sellingRule(ctx), loaders.stocks.loadMany(products.map((p) => p.id))]);
  const stocksOf = stockLists.map((list) => (list instanceof Error ? [] : list.filter((s) => s.visibled)));
  const inventories = await loaders.inventories.loadMany(stocksOf.flat().map((s) => s.id));
  const availableByStock = new Map<number, number>();
  stocksOf.flat().forEach((stock, i) => {
    const list = inventories[i];
    availableByStock.set(stock.id, list instanceof Error ? 0 : sellableQuantity(rule, list));
  });
  return Promise.all(
    products.map(async (product, i) => {
      const best = cheapest(stocksOf[i]);
      return {
        id: product.id,
        sku: product.sku,
        url: product.url,
        name: await translated(ctx, product.name),
        images: product.images,
        imageList: absoluteImages(ctx, product.images),
        isNew: product.isNew,
        isFeatured: product.isFeatured,
        isHot: product.isHot,
        price: visible && best ? best.price : null,
        specialPrice: visible && best ? best.specialPrice ?? null : null,
        available: stocksOf[i].some((s) => (availableByStock.get(s.id) ?? 0) > 0),
        createdAt: product.createdAt,
      };
    }),
  );
}
