import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../../core/shop-time.js';
import { run } from '../../common/sql.js';
import { readSettingsGroup, shopToday } from '../settings/index.js';
import { orderPointsRowSql, type OrderPointsRow } from './points.sql.js';
import { addMonths, creditPoints, debitPoints, orderPointsTally, returnRedeemed } from './points-ledger.js';

/**
 * Reward points of an order, for every channel (storefront, phone order, point of sale): the order
 * status transitions call these in the transaction of the move, so every order source gets them.
 * Each is safe to call twice (it looks at what the order's rows already say).
 */

async function orderRow(em: EntityManager, orderId: number): Promise<OrderPointsRow | null> {
  const [row] = await run(em, orderPointsRowSql, [orderId]);
  return row ?? null;
}

/** Points for a paid amount: whole points per unit of base currency, times the tier's multiplier, rounded down. */
export function pointsFor(netPaid: string, earnRate: number, multiplier: string | null): number {
  const cents = Math.round(Number(netPaid) * 100);
  const hundredths = Math.round(Number(multiplier ?? '1') * 100);
  return Math.max(0, Math.floor((cents * earnRate * hundredths) / 10000));
}

/** Spends `points` for an order being placed (422 on `points` when the customer has fewer). */
export async function redeemPointsForOrder(em: EntityManager, order: { id: number; orderNumber: string; customerId: number }, points: number): Promise<void> {
  const today = await shopToday(em);
  await debitPoints(em, { customerId: order.customerId, orderId: order.id, type: 'redeemed', remark: `Order ${order.orderNumber}` }, points, {
    today,
    exact: true,
  });
}

/**
 * Credits what an order earned: its net paid amount of goods (base currency, after every discount and
 * the points it used; shipping excluded) at the earn rate and the tier's multiplier, expiring after the
 * default months; and its promotions' bonus points with their own expiry. Once per order.
 */
export async function earnPointsForOrder(em: EntityManager, orderId: number): Promise<void> {
  const order = await orderRow(em, orderId);
  if (!order?.customer_id) return;
  const tally = await orderPointsTally(em, orderId);
  if (tally.earnedRows > 0) return;
  const settings = await readSettingsGroup(em, 'points');
  const zone = (await readSettingsGroup(em, 'basic')).timezone || DEFAULT_TIME_ZONE;
  const today = await shopToday(em);
  const entry = { customerId: order.customer_id, orderId, remark: `Order ${order.order_number}` };
  const expiry = settings.expiryMonths > 0 ? addMonths(today, settings.expiryMonths) : null;
  await creditPoints(em, { ...entry, type: 'earned' }, pointsFor(order.net_paid, settings.earnRate, order.multiplier), expiry);
  for (const bonus of order.bonus_points ?? []) {
    const bonusExpiry =
      bonus.expiryType === 'fixed_date'
        ? bonus.expiryDate
        : bonus.expiryType === 'same_as_membership_expiry_date' && order.membership_expires_at
          ? localDateOf(new Date(order.membership_expires_at), zone)
          : null;
    await creditPoints(em, { ...entry, type: 'bonus' }, bonus.points, bonusExpiry);
  }
}

/**
 * After refunds of `refunded` (0 to 1) of the order so far, the last one included: takes back what of
 * that share of its earned points is not taken back yet (from its own batches first, then the oldest;
 * never more than the customer has) and gives back what of that share of the points it used is not
 * given back yet. The share is of the running total, not of each refund, so that partial refunds round
 * once: four refunds of a quarter of 10 points take 3, 2, 3, 2, never 3 each.
 */
export async function returnPointsForRefund(em: EntityManager, orderId: number, refunded: number): Promise<void> {
  const order = await orderRow(em, orderId);
  if (!order?.customer_id || refunded <= 0) return;
  const part = Math.min(1, refunded);
  const tally = await orderPointsTally(em, orderId);
  const remark = `Refund of order ${order.order_number}`;
  const owed = (total: number, done: number) => Math.max(0, Math.min(total - done, Math.round(total * part) - done));
  const takeBack = owed(tally.earned, tally.takenBack);
  if (takeBack > 0) {
    await debitPoints(em, { customerId: order.customer_id, orderId, type: 'refunded', remark }, takeBack, {
      today: await shopToday(em),
      exact: false,
      firstOrderId: orderId,
    });
  }
  const giveBack = owed(tally.redeemed, tally.returned);
  await returnRedeemed(em, order.customer_id, orderId, giveBack, remark);
}

/** A canceled order gives back every point it used (and takes back any it earned). */
export async function returnPointsForCancel(em: EntityManager, orderId: number): Promise<void> {
  await returnPointsForRefund(em, orderId, 1);
}

/** The order status machine's hook (order-status.service.ts), in the move's transaction. */
export async function pointsOnStatusMove(em: EntityManager, orderId: number, to: string): Promise<void> {
  if (to === 'canceled') return returnPointsForCancel(em, orderId);
  if (to === 'refunded') return returnPointsForRefund(em, orderId, 1);
  const { usableOn } = await readSettingsGroup(em, 'points');
  if (to === usableOn) await earnPointsForOrder(em, orderId);
}
