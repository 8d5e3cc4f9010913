import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../common/context.js';
import { snakeKeys } from '../../common/case.js';
import { ConflictError } from '../../common/errors.js';
import { unitOfWork } from '../../common/transaction.js';
import { emitWebhookEvent, webhookData } from '../webhook/index.js';
import { translate } from '../../common/translations.js';
import { mailJobInsert } from '../../mail/mail.service.js';
import type { PricedLine } from '../cart/index.js';
import { assertCouponsApply, assertFitsAnOrder, type PricedOrderLine, priceOrder, recordPricing } from '../pricing/index.js';
import type { Customer } from '../customer/index.js';
import { type StockDemand, StockLedger } from '../inventory/index.js';
import type { CheckoutPaymentMethod } from '../payment/index.js';
import type { CheckoutShippingMethod } from '../shipping/index.js';
import { Order, type OrderActor, type OrderAddressSnapshot, type StockAllocation } from './order.entity.js';
import { orderMail } from './order-mail.js';
import { ORDER_MESSAGES, OrderStatus } from './order-status.js';
import { redeemPointsForOrder } from '../points/index.js';
import { run } from '../../common/sql.js';
import { takeOrderKeys } from './order.sql.js';
import { type PlacedLineFields, type PlacedOrderFields, writeOrderSql } from './order-placement.sql.js';
import { sellingRule } from '../warehouse/index.js';
import { recordMoneyEvent } from '../sales-ledger/index.js';

export interface OrderDraft {
  lines: readonly PricedLine[];
  customer: Pick<Customer, 'id'> | null;
  email: string;
  /** The name mails greet. */
  name: string;
  shippingAddress: OrderAddressSnapshot;
  billingAddress: OrderAddressSnapshot;
  shippingMethod: CheckoutShippingMethod;
  paymentMethod: CheckoutPaymentMethod;
  currency?: string | null;
  remark?: string | null;
  source: 'storefront' | 'admin';
  actor: OrderActor;
  adminName?: string;
  /** Emptied in the same transaction. */
  cartId?: string | null;
  /** Coupon codes to apply (the cart's, or what the caller sent); each must apply, else 422 on `coupons`. */
  coupons?: readonly string[];
  /** Reward points to pay with (signed-in customers; 422 on `points` beyond what they have). */
  points?: number | null;
}

/** The demand of each line on the inventories (for taking and for giving back). */
export function stockDemands(lines: readonly { stockId: number; productId: number; quantity: number; sku: string; options: string }[]): StockDemand[] {
  return lines.map((l) => ({ stockId: l.stockId, productId: l.productId, quantity: l.quantity, sku: l.sku, options: l.options }));
}

/** What the caller learns of a placed order (the confirmation, the card page, the admin's next screen). */
export interface PlacedOrderRecord {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentKind: string;
  accessKey: string;
  /** The /stripe page's key (card orders only). */
  stripeKey: string | null;
  chargedTotal: string;
  currency: string;
}

/** 192 random bits, URL-safe: the /stripe page's `stripe_key` cannot be guessed from anything else. */
const newStripeKey = (): string => randomBytes(24).toString('base64url');

/**
 * The order's id and number before its transaction: sequences are never rolled back anyway, and with
 * the id known the order, its lines, its status row and its mail are written without waiting for one
 * another. Numbers are the date and a database sequence, unique across any number of server instances.
 */
export async function nextOrderKeys(em: EntityManager): Promise<{ id: number; orderNumber: string }> {
  const [row] = await run(em, takeOrderKeys);
  return { id: Number(row.id), orderNumber: row.n };
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

/**
 * Places an order in one transaction (storefront checkout and phone orders alike): totals computed on
 * the server, stock taken under row locks with history rows, the order with its lines (snapshots of
 * names, skus, options and prices, and where each unit came from), its first status row, the cart
 * emptied and the confirmation mail queued. Any failure (out of stock: 409) rolls all of it back.
 * Written with plain statements (three in the transaction) rather than entities: it is the shop's
 * busiest write, and the unit of work's bookkeeping cost more than the statements themselves.
 */
export async function placeOrder(ctx: AppContext, draft: OrderDraft): Promise<PlacedOrderRecord> {
  if (!draft.lines.length) throw new ConflictError(ORDER_MESSAGES.emptyCart);
  for (const line of draft.lines) {
    if (!line.sellable || line.quantity > line.availableInventories) throw new ConflictError(ORDER_MESSAGES.outOfStock(line.sku));
  }
  const { language, mainLanguage } = ctx.content!;
  const totals = await priceOrder(ctx, {
    channel: draft.source,
    lines: draft.lines,
    shippingMethod: draft.shippingMethod,
    country: draft.shippingAddress.country,
    currency: draft.currency,
    customer: draft.customer,
    coupons: draft.coupons,
    points: draft.points,
  });
  assertCouponsApply(totals);
  // The storefront's lines are its cart's; a phone order's are its own.
  assertFitsAnOrder(totals, draft.source === 'storefront' ? 'cartId' : 'lines');
  const rule = await sellingRule(ctx);
  const { id, orderNumber } = await nextOrderKeys(ctx.em);
  const order = {
    id,
    orderNumber,
    accessKey: randomUUID(),
    stripeKey: draft.paymentMethod.kind === 'stripe' ? newStripeKey() : null,
    customerId: draft.customer?.id ?? null,
    email: draft.email,
    status: OrderStatus.pending,
    stockHeld: true,
    language,
    currency: totals.currency.identifier,
    currencyRate: totals.currency.rate,
    currencyMark: totals.currency.mark,
    subtotal: totals.subtotal,
    shippingFee: totals.shippingFee,
    discountTotal: totals.discountTotal,
    shippingDiscount: totals.shippingDiscount,
    pointsDiscount: totals.pointsDiscount,
    pointsUsed: totals.pointsUsed,
    bonusPoints: totals.bonusPoints,
    tierDiscount: totals.tierDiscount,
    grandTotal: totals.grandTotal,
    chargedTotal: totals.chargedTotal,
    shippingMethodId: draft.shippingMethod.id,
    shippingMethodName: translate(draft.shippingMethod.name, language, mainLanguage).slice(0, 255),
    paymentMethodId: draft.paymentMethod.id,
    paymentMethodName: translate(draft.paymentMethod.name, language, mainLanguage).slice(0, 255),
    paymentKind: draft.paymentMethod.kind,
    shippingAddress: draft.shippingAddress,
    billingAddress: draft.billingAddress,
    remark: draft.remark ?? '',
    source: draft.source,
  } satisfies PlacedOrderFields;
  // A deadlock or serialization failure runs the whole placement again (common/transaction.ts).
  await unitOfWork(ctx.em, async (em) => {
    const demands = stockDemands(draft.lines.map((l) => ({ ...l, options: l.optionsMain })));
    const allocations = await StockLedger.sellForOrder(em, rule, demands, `Order ${orderNumber}`, draft.adminName ?? '');
    const lines = totals.lines.map(
      (line) =>
        ({
          orderId: id,
          stockId: line.stockId,
          productId: line.productId,
          ...orderLineSnapshot(line, allocations.get(line.stockId) ?? []),
        }) satisfies PlacedLineFields,
    );
    const mailJob = mailJobInsert(
      orderMail(ctx.runtime.config, 'orderPlaced', order, {
        name: draft.name,
        lines,
        paymentInstructions: translate(draft.paymentMethod.instructions, language, mainLanguage),
      }),
    );
    await run(em, writeOrderSql, [
      ...mailJob.params,
      JSON.stringify(snakeKeys(order)),
      JSON.stringify(lines.map(snakeKeys)),
      draft.cartId ?? null,
      id,
      OrderStatus.pending,
      draft.actor,
      draft.adminName ?? '',
    ]);
    await recordPricing(em, { orderId: id, customerId: order.customerId, email: draft.email, cartId: draft.cartId }, totals);
    // Points are spent with the order (422 on `points` if another order spent them meanwhile).
    if (totals.pointsUsed > 0 && order.customerId) await redeemPointsForOrder(em, { id, orderNumber, customerId: order.customerId }, totals.pointsUsed);
    await recordMoneyEvent(em, { orderId: id, kind: 'placed' });
    // Partners' webhooks (issue 23): queued in this transaction, sent once it commits.
    await emitWebhookEvent(em, 'order.created', async () => webhookData(await em.findOneOrFail(Order, id)));
  });
  return {
    id,
    orderNumber,
    status: order.status,
    paymentKind: order.paymentKind,
    accessKey: order.accessKey,
    stripeKey: order.stripeKey,
    chargedTotal: order.chargedTotal,
    currency: order.currency,
  };
}
