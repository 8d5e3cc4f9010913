import type { AppContext } from '../../common/context.js';
import { addMoney, multiplyMoney } from '../../common/decimal.js';
import { translated } from '../../common/translations.js';
import { effectivePrice } from '../product/helpers/money.js';
import { stockOptionValues } from '../product/helpers/option-values.js';
import { absoluteImages } from '../product/helpers/product-cards.js';
import { sellableQuantity, sellingRule } from '../product/helpers/selling.js';
import { productLoaders } from '../product/product.loaders.js';
import { Product } from '../product/product.entity.js';
import { Stock } from '../product/stock.entity.js';
import type { CartLine } from './cart.types.js';

/** What a line asks for: a stock and a quantity (a cart item, or a line of an order taken by phone). */
export interface LineRequest {
  id: number;
  stockId: number;
  quantity: number;
}

/** A priced line plus what checkout needs to know of its stock. */
export interface PricedLine extends CartLine {
  /** Both the stock and its product are visible on the storefront. */
  sellable: boolean;
  /** Option labels in the main language (order and history snapshots). */
  optionsMain: string;
  productNameMain: string;
}

/**
 * Prices lines on the server from the stored stocks (never from the client): unit price = special price
 * when set, line total = unit x quantity, names and options in the request language. A constant number
 * of SQL statements whatever the number of lines (one stock+product query, then loaders).
 */
export async function priceLines(ctx: AppContext, requests: readonly LineRequest[]): Promise<PricedLine[]> {
  if (!requests.length) return [];
  const stockIds = [...new Set(requests.map((r) => r.stockId))];
  const stocks = await ctx.em.find(Stock, { id: { $in: stockIds } }, { populate: ['product'] });
  const stockById = new Map(stocks.map((s) => [s.id, s]));
  const loaders = productLoaders(ctx);
  const [rule, inventoryLists, valueLists] = await Promise.all([
    sellingRule(ctx),
    loaders.inventories.loadMany(stockIds),
    loaders.optionValues.loadMany(stockIds),
  ]);
  const content = ctx.content!;
  const lines: PricedLine[] = [];
  for (const request of requests) {
    const stock = stockById.get(request.stockId);
    if (!stock) continue; // deleted meanwhile: the cart item went with it (cascade)
    const product = stock.product.getEntity() as Product;
    const index = stockIds.indexOf(stock.id);
    const inventories = inventoryLists[index];
    const values = valueLists[index] instanceof Error ? [] : (valueLists[index] as Awaited<ReturnType<typeof loaders.optionValues.load>>);
    const options = await stockOptionValues(ctx, loaders, values);
    const mainOptions = optionLabelsInMain(ctx, options.map((o) => o.id), values);
    const unitPrice = effectivePrice(stock);
    lines.push({
      id: request.id,
      stockId: stock.id,
      quantity: request.quantity,
      productId: product.id,
      productName: await translated(ctx, product.name),
      productNameMain: product.name[content.mainLanguage] || (await translated(ctx, product.name)),
      productUrl: product.url,
      image: absoluteImages(ctx, product.images.slice(0, 1))[0] ?? null,
      sku: stock.sku,
      options: options.map((o) => o.label).join(' / '),
      optionsMain: mainOptions,
      price: stock.price,
      specialPrice: stock.specialPrice ?? null,
      unitPrice,
      lineTotal: multiplyMoney(unitPrice, request.quantity),
      availableInventories: inventories instanceof Error ? 0 : sellableQuantity(rule, inventories),
      sellable: stock.visibled && product.visibled,
    });
  }
  return lines;
}

/** The labels of option values, ordered as `orderedIds`, in the main language. */
function optionLabelsInMain(ctx: AppContext, orderedIds: number[], values: readonly { id: number; label: Record<string, string>; code: string }[]): string {
  const main = ctx.content!.mainLanguage;
  const byId = new Map(values.map((v) => [v.id, v]));
  return orderedIds.map((id) => byId.get(id)?.label[main] || byId.get(id)?.code || '').join(' / ');
}

export function subtotalOf(lines: readonly Pick<CartLine, 'lineTotal'>[]): string {
  return addMoney('0', ...lines.map((l) => l.lineTotal));
}

