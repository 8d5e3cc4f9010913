import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, fieldError } from '../../common/errors.js';
import type { PricedOrder } from '../pricing/index.js';
import { run } from '../../common/sql.js';
import { claimPromotionCode, customerUses, recordPromotionUse, releaseOrderUses, releasedOrderUses, takePromotionUse } from './promotion.sql.js';

export const COUPON_MESSAGES = {
  invalid: 'Your coupon code is invalid',
  notCombinable: 'If you want to apply other coupon, please delete the coupon that cannot apply with others',
  promotionEnded: 'A promotion of this order has just ended or run out; please review your order',
} as const;

/** The order a use is taken for. */
export interface UseHolder {
  orderId: number;
  customerId: number | null;
  email: string;
}

/**
 * Takes the order's use of each promotion it applied, in the order's transaction (issue 14: limits hold
 * under concurrency). A limited promotion's counter moves by a conditional update (`taken < limit`), which
 * also locks its row, so the per-customer count read after it is serialised too; a generated code is
 * claimed by `order_id is null`. Whatever is out of reach stops the order: 422 on `coupons` for a coupon
 * (the shopper can remove it), 409 for an automatic promotion. Rows are locked in ascending id order.
 */
export async function takeUses(em: EntityManager, holder: UseHolder, pricing: Pick<PricedOrder, 'uses'>): Promise<void> {
  const uses = [...pricing.uses].sort((a, b) => a.promotionId - b.promotionId);
  for (const use of uses) {
    const refuse = () => (use.code ? fieldError('coupons', COUPON_MESSAGES.invalid) : new ConflictError(COUPON_MESSAGES.promotionEnded));
    if (use.limited || use.perCustomer !== null) {
      const taken = await run(em, takePromotionUse, [use.promotionId]);
      if (!taken.length) throw refuse();
    }
    if (use.perCustomer !== null) {
      const [row] = await run(em, customerUses, [use.promotionId, holder.customerId, holder.customerId, holder.email]);
      if (row.n >= use.perCustomer) throw refuse();
    }
    if (use.promotionCodeId !== null) {
      const claimed = await run(em, claimPromotionCode, [holder.orderId, use.promotionCodeId]);
      if (!claimed.length) throw refuse();
    }
    await run(em, recordPromotionUse, [use.promotionId, holder.orderId, holder.customerId, holder.email.slice(0, 255), use.code, use.promotionCodeId]);
  }
}

/**
 * Gives back the uses of a canceled or payment-rejected order (in the status change's transaction):
 * the counters go down, generated codes are free again, the per-customer count no longer includes it.
 * Idempotent: released rows are not released twice.
 */
export async function releaseUses(em: EntityManager, orderId: number): Promise<void> {
  await run(em, releaseOrderUses, [orderId, orderId]);
}

/**
 * A rejected payment moved back to pending holds its promotions again: each released use is taken again
 * (conditionally); when one is gone meanwhile the move is refused (409) and nothing changes.
 */
export async function retakeUses(em: EntityManager, orderId: number): Promise<void> {
  const rows = await run(em, releasedOrderUses, [orderId]);
  if (!rows.length) return;
  const holder = { orderId, customerId: rows[0].customer_id, email: rows[0].email };
  try {
    await takeUses(em, holder, {
      uses: rows.map((r) => ({ promotionId: r.promotion_id, code: r.code, promotionCodeId: r.promotion_code_id, limited: r.limited, perCustomer: null })),
    });
  } catch {
    throw new ConflictError(COUPON_MESSAGES.promotionEnded);
  }
}

/** What a status move does to the order's promotion uses: canceled and payment_reject give them back, back to pending takes them again. */
export async function usesOnStatusMove(em: EntityManager, orderId: number, from: string, to: string): Promise<void> {
  if (to === 'canceled' || to === 'payment_reject') await releaseUses(em, orderId);
  else if (from === 'payment_reject' && to === 'pending') await retakeUses(em, orderId);
}
