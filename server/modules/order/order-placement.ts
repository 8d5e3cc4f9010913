import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../common/context.js';
import { snakeKeys } from '../../common/case.js';
import { ConflictError } from '../../common/errors.js';
import { unitOfWork } from '../../common/transaction.js';
import { translate } from '../../common/translations.js';
import { mailJobInsert } from '../../mail/mail.service.js';
import type { PricedLine } from '../cart/index.js';
import { assertCouponsApply, assertFitsAnOrder, priceOrder } from '../pricing/index.js';
import type { Customer } from '../customer/index.js';
import { StockLedger } from '../inventory/index.js';
import type { CheckoutPaymentMethod } from '../payment/index.js';
import type { CheckoutShippingMethod } from '../shipping/index.js';
import { type OrderActor, type OrderAddressSnapshot } from './order.entity.js';
import { orderMail } from './order-mail.js';
import { ORDER_MESSAGES, OrderStatus } from './order-status.js';
import { run } from '../../common/sql.js';
import { takeOrderKeys } from './order.sql.js';
import { type PlacedLineFields, type PlacedOrderFields, writeOrderSql } from './order-placement.sql.js';
import { sellingRule } from '../warehouse/index.js';
import { recordSale } from './sale-recorder.js';

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
  source: 'storefront' | 'admin' | 'agent';
  actor: OrderActor;
  adminName?: string;
  /** Emptied in the same transaction. */
  cartId?: string | null;
  /** Coupon codes to apply (the cart's, or what the caller sent); each must apply, else 422 on `coupons`. */
  coupons?: readonly string[];
  /** Reward points to pay with (signed-in customers; 422 on `points` beyond what they have). */
  points?: number | null;
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
 * Places an order in one transaction (storefront checkout and phone orders alike): totals computed on
 * the server, stock taken under row locks with history rows, the order with its lines (snapshots of
 * names, skus, options and prices, and where each unit came from), its first status row, the cart
 * emptied and the confirmation mail queued (recordSale, as every sale). Any failure (out of stock: 409)
 * rolls all of it back.
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
  assertFitsAnOrder(totals, draft.source === 'storefront' ? 'cartId' : draft.source === 'agent' ? 'line_items' : 'lines');
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
  await unitOfWork(ctx.em, (em) =>
    recordSale(
      em,
      { totals, customerId: order.customerId, email: draft.email, cartId: draft.cartId },
      {
        takeStock: (tx, demands) => StockLedger.sellForOrder(tx, rule, demands, `Order ${orderNumber}`, draft.adminName ?? ''),
        // The order, its lines, its first status row, its confirmation mail and the emptied cart: one statement.
        write: async (tx, sold) => {
          const lines = sold.map((line) => ({ orderId: id, ...line }) satisfies PlacedLineFields);
          const mailJob = mailJobInsert(
            orderMail(ctx.runtime.config, 'orderPlaced', order, {
              name: draft.name,
              lines,
              paymentInstructions: translate(draft.paymentMethod.instructions, language, mainLanguage),
            }),
          );
          await run(tx, writeOrderSql, [
            ...mailJob.params,
            JSON.stringify(snakeKeys(order)),
            JSON.stringify(lines.map(snakeKeys)),
            draft.cartId ?? null,
            id,
            OrderStatus.pending,
            draft.actor,
            draft.adminName ?? '',
          ]);
          return { id, orderNumber };
        },
        moneyEvent: { kind: 'placed' },
      },
    ),
  );
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
