import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_MONEY_CENTS, toCents } from '../../../core/decimal.js';
import { fieldError } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { COUPON_MESSAGES, takeUses, type UseHolder } from '../promotion/index.js';
import type { PricedOrder } from './price-order.js';
import { run } from '../../common/sql.js';
import { clearCartCoupons, recordDiscountShares } from './pricing.sql.js';

/** An order is placed only with the coupons it was asked for: one that does nothing (closed, used up, not applicable) is a 422 on `coupons`. */
export function assertCouponsApply(pricing: Pick<PricedOrder, 'invalidCoupons'>): void {
  if (pricing.invalidCoupons.length) throw fieldError('coupons', COUPON_MESSAGES.invalid);
}

/**
 * An order is placed only with figures its columns hold (numeric(12, 2)): a ticket or cart of 20 billion
 * (or a total that the chosen currency's rate makes that large) is a 422 on `field`, not a failed write.
 */
export function assertFitsAnOrder(pricing: Pick<PricedOrder, 'subtotal' | 'shippingFee' | 'grandTotal' | 'chargedTotal'>, field: string): void {
  const figures = [pricing.subtotal, pricing.shippingFee, pricing.grandTotal, pricing.chargedTotal];
  if (figures.some((figure) => toCents(figure) > MAX_MONEY_CENTS)) throw fieldError(field, MESSAGES.noSpecific);
}

/**
 * In the order's transaction, after its lines are written: takes the promotions' uses (limits) and stores
 * each discount share beside the line it was given to (order_discount; the line's own discount and
 * net_total columns were written with the line), one statement for all shares.
 */
export async function recordPricing(em: EntityManager, holder: UseHolder & { cartId?: string | null }, pricing: PricedOrder): Promise<void> {
  await takeUses(em, holder, pricing);
  // The cart's coupons went into this order with its lines.
  if (holder.cartId) await run(em, clearCartCoupons, [holder.cartId]);
  if (!pricing.discounts.length) return;
  const rows = pricing.discounts.map((d) => ({
    stock_id: d.line === null ? null : pricing.lines[d.line].stockId,
    promotion_id: d.promotionId,
    source: d.source,
    label: d.label,
    code: d.code,
    amount: d.amount,
  }));
  await run(em, recordDiscountShares, [holder.orderId, JSON.stringify(rows), holder.orderId]);
}
