import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../../common/errors.js';
import { run } from '../../common/sql.js';
import {
  expireBatchesSql,
  insertLedgerRowSql,
  openBatchesSql,
  orderPointsTallySql,
  recordBatchUsesSql,
  redeemedUsesSql,
  spendableBalanceSql,
} from './points.sql.js';
import type { RewardPointType } from './reward-point.entity.js';

/**
 * The reward points ledger (issue 14): every write of reward_point goes through here, inside the
 * caller's transaction. Batches (rows with positive points) are spent oldest expiry first (never
 * expiring ones last); a batch past its expiry date is never spent, whether or not the expiry job has
 * written its `expired` row yet. Each debit marks what it took on the batches (used_points) and records
 * which (reward_point_use), so the history's points always sum to the balance.
 */

export const POINTS_MESSAGES = {
  notEnough: 'You do not have enough reward points.',
} as const;

/** 'YYYY-MM-DD' plus whole months (the last day of a shorter month when the day does not exist). */
export function addMonths(localDate: string, months: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

export interface LedgerEntry {
  customerId: number;
  type: RewardPointType;
  remark: string;
  orderId?: number | null;
}

/** A new batch of `points` (> 0), spendable until `expiryDate` (inclusive; null: never). */
export async function creditPoints(em: EntityManager, entry: LedgerEntry, points: number, expiryDate: string | null): Promise<void> {
  if (points <= 0) return;
  await run(em, insertLedgerRowSql, [entry.customerId, entry.orderId ?? null, entry.type, entry.remark.slice(0, 500), points, 0, expiryDate]);
}

/** What the customer may spend today (batches not yet past their expiry). */
export async function spendableBalance(em: EntityManager, customerId: number, today: string): Promise<number> {
  const [row] = await run(em, spendableBalanceSql, [customerId, today]);
  return row.n;
}

/**
 * Takes up to `points` from the customer's open batches (locked, in spending order; `firstOrderId`'s
 * batches first, for taking back what an order earned) and writes the debit: `exact` refuses (422 on
 * `points`) when there are not enough, otherwise it takes what there is. Answers the points taken.
 */
export async function debitPoints(
  em: EntityManager,
  entry: LedgerEntry,
  points: number,
  options: { today: string; exact: boolean; firstOrderId?: number | null },
): Promise<number> {
  if (points <= 0) return 0;
  const batches = await run(em, openBatchesSql, [entry.customerId, options.today, options.firstOrderId ?? null]);
  const available = batches.reduce((sum, b) => sum + b.remaining, 0);
  if (options.exact && available < points) throw fieldError('points', POINTS_MESSAGES.notEnough);
  const taking = Math.min(points, available);
  if (taking <= 0) return 0;
  const uses: { batch_id: number; points: number }[] = [];
  let rest = taking;
  for (const batch of batches) {
    if (rest <= 0) break;
    const take = Math.min(rest, batch.remaining);
    uses.push({ batch_id: batch.id, points: take });
    rest -= take;
  }
  const [debit] = await run(em, insertLedgerRowSql, [entry.customerId, entry.orderId ?? null, entry.type, entry.remark.slice(0, 500), -taking, 0, null]);
  await run(em, recordBatchUsesSql, [JSON.stringify(uses), debit.id]);
  return taking;
}

/**
 * Writes the `expired` row of every batch past its expiry date that still has points left (of one
 * customer, or of everyone), and marks the batch used up. Idempotent: the rows are locked and checked
 * again, so a second run, or two at once, find nothing left. Answers how many batches expired.
 */
export async function expirePoints(em: EntityManager, today: string, customerId: number | null = null): Promise<number> {
  const rows = await run(em, expireBatchesSql, [today, customerId, customerId]);
  return rows.length;
}

/** Points an order spent (redeemed) and gave back so far (returned), and what it earned and had taken back. */
export async function orderPointsTally(
  em: EntityManager,
  orderId: number,
): Promise<{ redeemed: number; returned: number; earned: number; takenBack: number; earnedRows: number }> {
  const [row] = await run(em, orderPointsTallySql, [orderId]);
  return { redeemed: row.redeemed, returned: row.returned, earned: row.earned, takenBack: row.taken_back, earnedRows: row.earned_rows };
}

/**
 * Gives back up to `points` of what an order redeemed, as new batches with the expiry dates of the
 * batches they were taken from (latest expiry first: what had longest to live comes back first).
 */
export async function returnRedeemed(em: EntityManager, customerId: number, orderId: number, points: number, remark: string): Promise<void> {
  if (points <= 0) return;
  const uses = await run(em, redeemedUsesSql, [orderId]);
  let rest = points;
  const byExpiry = new Map<string | null, number>();
  for (const use of uses) {
    if (rest <= 0) break;
    const give = Math.min(rest, use.points);
    byExpiry.set(use.expiry_date, (byExpiry.get(use.expiry_date) ?? 0) + give);
    rest -= give;
  }
  for (const [expiry, n] of byExpiry) await creditPoints(em, { customerId, orderId, type: 'returned', remark }, n, expiry);
}
