import type { AppContext } from '../../common/context.js';
import { addMoney, multiplyMoney } from '../../../core/decimal.js';
import { intArray, run } from '../../common/sql.js';
import { translate, type Translations } from '../../common/translations.js';
import { cartLineStocks, stocksByIds, type StockRow } from './cart.sql.js';
import { effectivePrice } from '../../common/money.js';
import { absoluteImages } from '../media/index.js';
import type { CartLine } from './cart.types.js';
import { sellableTotal, sellingRule } from '../warehouse/index.js';

/** What a line asks for: a stock and a quantity (a cart item, or a line of an order taken by phone). */
export interface LineRequest {
  id: number;
  stockId: number;
  quantity: number;
}

/** A priced line plus what checkout needs to know of its stock. */
export interface PricedLine extends Omit<CartLine, 'discount' | 'netTotal'> {
  /** Both the stock and its product are visible on the storefront. */
  sellable: boolean;
  /** Option labels in the main language (order and history snapshots). */
  optionsMain: string;
  productNameMain: string;
}

/**
 * Prices lines on the server from the stored stocks (never from the client): unit price = special price
 * when set, line total = unit x quantity, names and options in the request language. A line whose stock
 * is gone is left out (its cart item went with it: cascade).
 */
export async function priceLines(ctx: AppContext, requests: readonly LineRequest[]): Promise<PricedLine[]> {
  if (!requests.length) return [];
  const rows = await run(ctx.em, stocksByIds, [intArray([...new Set(requests.map((r) => r.stockId))])]);
  const byStock = new Map(rows.map((row) => [row.stock_id, row]));
  return priced(
    ctx,
    requests.flatMap((request) => {
      const row = byStock.get(request.stockId);
      return row ? [{ request, row }] : [];
    }),
  );
}

/** The priced lines of a cart, in the order they were added: one statement. */
export async function priceCartLines(ctx: AppContext, cartId: string): Promise<PricedLine[]> {
  const rows = await run(ctx.em, cartLineStocks, [cartId]);
  return priced(
    ctx,
    rows.map((row) => ({ request: { id: row.line_id, stockId: row.stock_id, quantity: row.line_quantity }, row })),
  );
}

async function priced(ctx: AppContext, lines: { request: LineRequest; row: StockRow }[]): Promise<PricedLine[]> {
  if (!lines.length) return [];
  const rule = await sellingRule(ctx);
  const { language, mainLanguage } = ctx.content!;
  const inRequest = (map: Translations | null | undefined) => translate(map, language, mainLanguage);
  return lines.map(({ request, row }) => {
    const unitPrice = effectivePrice({ price: row.price, specialPrice: row.special_price });
    return {
      id: request.id,
      stockId: row.stock_id,
      quantity: request.quantity,
      productId: row.product_id,
      productName: inRequest(row.name),
      productNameMain: row.name[mainLanguage] || inRequest(row.name),
      productUrl: row.url,
      image: row.image ? absoluteImages(ctx, [row.image])[0] : null,
      sku: row.sku,
      options: row.option_values.map((v) => inRequest(v.label)).join(' / '),
      optionsMain: row.option_values.map((v) => v.label[mainLanguage] || v.code).join(' / '),
      price: row.price,
      specialPrice: row.special_price,
      unitPrice,
      lineTotal: multiplyMoney(unitPrice, request.quantity),
      availableInventories: sellableTotal(rule, row.inventories),
      sellable: row.sellable,
    };
  });
}

export function subtotalOf(lines: readonly Pick<CartLine, 'lineTotal'>[]): string {
  return addMoney('0', ...lines.map((l) => l.lineTotal));
}
