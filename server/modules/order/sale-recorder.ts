import type { EntityManager } from '@mikro-orm/postgresql';
import type { StockDemand } from '../inventory/index.js';
import { type PricedOrder, type PricedOrderLine, recordPricing } from '../pricing/index.js';
import { redeemPointsForOrder } from '../points/index.js';
import { type MoneyEvent, recordMoneyEvent } from '../sales-ledger/index.js';
import { emitWebhookEvent, webhookData } from '../webhook/index.js';
import { Order, type StockAllocation } from './order.entity.js';
import type { SoldLineFields } from './order-placement.sql.js';

/** The demand of each line on the inventories (for taking and for giving back). */
export function stockDemands(lines: readonly { stockId: number; productId: number; quantity: number; sku: string; options: string }[]): StockDemand[] {
  return lines.map((l) => ({ stockId: l.stockId, productId: l.productId, quantity: l.quantity, sku: l.sku, options: l.options }));
}

/**
 * What an order line keeps of its priced line (names and options as sold, prices, discount, the
 * warehouses it took from): one snapshot for every sale, web checkout, phone order and counter sale alike.
 */
export function orderLineSnapshot(line: PricedOrderLine, allocations: StockAllocation[]) {
  return {
    productName: line.productName.slice(0, 255),
    productUrl: line.productUrl,
    sku: line.sku,
    options: line.options.slice(0, 500),
    image: line.image,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    discount: line.discount,
    netTotal: line.netTotal,
    allocations,
  };
}

/** An order line as every sale writes it: its stock and product, and the snapshot of its priced line. */
export type SoldLine = { stockId: number; productId: number } & ReturnType<typeof orderLineSnapshot>;

/** The sale's buyer and its priced figures (the one pricing pipeline's answer). */
export interface Sale {
  totals: PricedOrder;
  customerId: number | null;
  email: string;
  /** The cart the sale came from: its coupons are cleared with the sale. */
  cartId?: string | null;
}

/** What differs between the ways a sale is made: web checkout, phone orders, the counter. */
export interface SaleChannel<Written extends { id: number; orderNumber: string }> {
  /** Takes the units through the stock ledger (the selling warehouses, or the counter's own). */
  takeStock(em: EntityManager, demands: readonly StockDemand[]): Promise<Map<number, StockAllocation[]>>;
  /** Writes the order, its lines and whatever the channel keeps with them (status rows, the mail, the counter's rows). */
  write(em: EntityManager, lines: SoldLine[]): Promise<Written>;
  /** The sale's money event, when the write did not carry it in its own statement. */
  moneyEvent?: Omit<MoneyEvent, 'orderId'>;
}

/** The order as partners' events carry it, read once and only when someone listens. */
export type OrderData = () => Promise<Record<string, unknown>>;

/**
 * Records a sale in the caller's transaction, the same steps whichever way it was made: the units
 * taken, the lines' snapshots, the channel's rows, the pricing (discount shares, promotion and coupon
 * uses), the points spent (422 on `points` if another sale spent them meanwhile), the money event and
 * the partners' `order.created` (queued here, sent once the transaction commits). A failure in any step
 * rolls all of them back with the caller's transaction.
 */
export async function recordSale<Written extends { id: number; orderNumber: string }>(
  em: EntityManager,
  sale: Sale,
  channel: SaleChannel<Written>,
): Promise<{ written: Written; lines: SoldLine[]; orderData: OrderData }> {
  const { totals, customerId } = sale;
  const allocations = await channel.takeStock(em, stockDemands(totals.lines.map((line) => ({ ...line, options: line.optionsMain }))));
  const lines = totals.lines.map(
    (line) =>
      ({
        stockId: line.stockId,
        productId: line.productId,
        ...orderLineSnapshot(line, allocations.get(line.stockId) ?? []),
      }) satisfies SoldLineFields,
  );
  const written = await channel.write(em, lines);
  await recordPricing(em, { orderId: written.id, customerId, email: sale.email, cartId: sale.cartId }, totals);
  if (totals.pointsUsed > 0 && customerId) await redeemPointsForOrder(em, { id: written.id, orderNumber: written.orderNumber, customerId }, totals.pointsUsed);
  if (channel.moneyEvent) await recordMoneyEvent(em, { orderId: written.id, ...channel.moneyEvent });
  let entity: Promise<Order> | undefined;
  const orderData: OrderData = async () => webhookData(await (entity ??= em.findOneOrFail(Order, written.id)));
  await emitWebhookEvent(em, 'order.created', orderData);
  return { written, lines, orderData };
}
