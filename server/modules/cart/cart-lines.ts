import type { AppContext } from '../../common/context.js';
import { addMoney, multiplyMoney } from '../../common/decimal.js';
import { translate, type Translations } from '../../common/translations.js';
import { effectivePrice } from '../../common/money.js';
import { absoluteImages } from '../media/media.storage.js';
import { sellableTotal, sellingRule } from '../product/selling.js';
import type { CartLine } from './cart.types.js';

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

/** A stock as the pricing statement reads it (snake_case: straight from the driver). */
interface StockRow {
  stock_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  sellable: boolean;
  product_id: number;
  name: Translations;
  url: string;
  image: string | null;
  inventories: { warehouseId: number; quantity: number }[];
  /** Option values in attribute order (attribute position, attribute id). */
  option_values: { code: string; label: Translations }[];
}

/**
 * Every cart answer and every checkout prices its lines, so a stock with its product, inventories and
 * option values is read in ONE statement for any number of lines (by primary and foreign key indexes),
 * without hydrating entities: the cart add and the order are the shop's busiest writes.
 */
const STOCK_SELECT = `
  s.id as stock_id, s.sku, s.price::text as price, s.special_price::text as special_price, s.visibled and p.visibled as sellable,
  p.id as product_id, p.name, p.url, p.images->>0 as image,
  (select coalesce(json_agg(json_build_object('warehouseId', i.warehouse_id, 'quantity', i.quantity) order by i.id), '[]')
     from inventory i where i.stock_id = s.id) as inventories,
  (select coalesce(json_agg(json_build_object('code', v.code, 'label', v.label) order by a.position, a.id, v.id), '[]')
     from stock_option so join attribute_value v on v.id = so.attribute_value_id join attribute a on a.id = v.attribute_id
     where so.stock_id = s.id) as option_values`;

const BY_STOCK_IDS_SQL = `select ${STOCK_SELECT} from stock s join product p on p.id = s.product_id where s.id = any(?::int[])`;

const BY_CART_SQL = `select ci.id as line_id, ci.quantity as line_quantity, ${STOCK_SELECT}
  from cart_item ci join stock s on s.id = ci.stock_id join product p on p.id = s.product_id
  where ci.cart_id = ? order by ci.id`;

/**
 * Prices lines on the server from the stored stocks (never from the client): unit price = special price
 * when set, line total = unit x quantity, names and options in the request language. A line whose stock
 * is gone is left out (its cart item went with it: cascade).
 */
export async function priceLines(ctx: AppContext, requests: readonly LineRequest[]): Promise<PricedLine[]> {
  if (!requests.length) return [];
  const rows: StockRow[] = await ctx.em.execute(BY_STOCK_IDS_SQL, [`{${[...new Set(requests.map((r) => r.stockId))].join(',')}}`]);
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
  const rows: (StockRow & { line_id: number; line_quantity: number })[] = await ctx.em.execute(BY_CART_SQL, [cartId]);
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
