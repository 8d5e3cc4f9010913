import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { currentMembershipSql, endedMembershipsSql, setTierSql, tierStandingsSql, type TierStanding } from './membership.sql.js';

/** Paid spending of a customer within each enabled tier's rolling period (completed orders, base currency). */
export async function tierStandings(em: EntityManager, customerId: number): Promise<TierStanding[]> {
  return run(em, tierStandingsSql, [customerId]);
}

/**
 * Looks at one customer's tier again (the background job, after an order completes or is refunded and
 * when a membership ends): a higher tier that spending qualifies for is given at once, for its
 * duration; an active membership is kept until it ends, even if spending fell (a refund); an ended
 * one becomes the best tier spending still qualifies for, or none. Each change is written with why.
 */
export async function evaluateTier(em: EntityManager, customerId: number): Promise<void> {
  const [current] = await run(em, currentMembershipSql, [customerId]);
  if (!current) return;
  const best = (await tierStandings(em, customerId)).find((t) => t.spending_threshold !== null && Number(t.spent) >= Number(t.spending_threshold));
  const upgrade = best && (!current.active || best.level > (current.level ?? 0));
  if (upgrade) {
    await setTier(em, customerId, best.id, best.duration_months, 'Qualified by spending', '');
  } else if (!current.active && current.tier_id !== null) {
    await setTier(em, customerId, null, 0, 'Membership expired', '');
  }
}

/** Writes a customer's tier and expiry (null tier: none) and the change row, in the caller's transaction. */
export async function setTier(em: EntityManager, customerId: number, tierId: number | null, months: number, remark: string, adminName: string): Promise<void> {
  await run(em, setTierSql, [customerId, tierId, tierId, months, customerId, customerId, tierId, adminName.slice(0, 255), remark.slice(0, 500)]);
}

/** Customers whose membership has ended and who still carry the tier (the daily job looks at each again). */
export async function endedMemberships(em: EntityManager, limit = 500): Promise<number[]> {
  const rows = await run(em, endedMembershipsSql, [limit]);
  return rows.map((r) => r.id);
}
