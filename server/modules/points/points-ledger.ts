import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../common/shop-time.js';
import { fieldError } from '../../common/errors.js';
import { readSettingsGroup } from '../settings/settings.store.js';
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

/** The shop's today ('YYYY-MM-DD'), the day expiry dates are compared with. */
export async function shopToday(em: EntityManager, now = new Date()): Promise<string> {
  const zone = (await readSettingsGroup(em, 'basic')).timezone || DEFAULT_TIME_ZONE;
  return localDateOf(now, zone);
}

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

const INSERT = `insert into reward_point (created_at, updated_at, customer_id, order_id, type, remark, points, used_points, expiry_date)
  values (now(), now(), ?, ?, ?, ?, ?, ?, ?::date) returning id`;

/** A new batch of `points` (> 0), spendable until `expiryDate` (inclusive; null: never). */
export async function creditPoints(em: EntityManager, entry: LedgerEntry, points: number, expiryDate: string | null): Promise<void> {
  if (points <= 0) return;
  await em.execute(INSERT, [entry.customerId, entry.orderId ?? null, entry.type, entry.remark.slice(0, 500), points, 0, expiryDate]);
}

/** What the customer may spend today (batches not yet past their expiry). */
export async function spendableBalance(em: EntityManager, customerId: number, today: string): Promise<number> {
  const [row]: { n: number }[] = await em.execute(
    `select coalesce(sum(points - used_points), 0)::int as n from reward_point
     where customer_id = ? and points > 0 and used_points < points and (expiry_date is null or expiry_date >= ?::date)`,
    [customerId, today],
  );
  return row.n;
}

interface OpenBatch {
  id: number;
  remaining: number;
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
  const batches: OpenBatch[] = await em.execute(
    `select id, points - used_points as remaining from reward_point
     where customer_id = ? and points > 0 and used_points < points and (expiry_date is null or expiry_date >= ?::date)
     order by (order_id is not distinct from ?::int and type in ('earned', 'bonus')) desc, expiry_date asc nulls last, id asc
     for update`,
    [entry.customerId, options.today, options.firstOrderId ?? null],
  );
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
  const [debit]: { id: number }[] = await em.execute(INSERT, [
    entry.customerId,
    entry.orderId ?? null,
    entry.type,
    entry.remark.slice(0, 500),
    -taking,
    0,
    null,
  ]);
  await em.execute(
    `with u as (select * from json_to_recordset(?::json) as u(batch_id int, points int)),
     marked as (update reward_point r set used_points = r.used_points + u.points, updated_at = now() from u where r.id = u.batch_id)
     insert into reward_point_use (created_at, updated_at, debit_id, batch_id, points) select now(), now(), ?, u.batch_id, u.points from u`,
    [JSON.stringify(uses), debit.id],
  );
  return taking;
}

/**
 * Writes the `expired` row of every batch past its expiry date that still has points left (of one
 * customer, or of everyone), and marks the batch used up. Idempotent: the rows are locked and checked
 * again, so a second run, or two at once, find nothing left. Answers how many batches expired.
 */
export async function expirePoints(em: EntityManager, today: string, customerId: number | null = null): Promise<number> {
  const rows: { id: number }[] = await em.execute(
    `with due as (
       select id, customer_id, points - used_points as remaining, expiry_date from reward_point
       where points > 0 and used_points < points and expiry_date < ?::date and (?::int is null or customer_id = ?::int)
       order by id for update
     ), marked as (
       update reward_point r set used_points = r.points, updated_at = now() from due where r.id = due.id
     ), debits as (
       insert into reward_point (created_at, updated_at, customer_id, type, remark, points, used_points)
       select now(), now(), customer_id, 'expired', 'Expired on ' || to_char(expiry_date, 'YYYY-MM-DD'), -remaining, 0 from due order by id
       returning id
     )
     select id from debits`,
    [today, customerId, customerId],
  );
  return rows.length;
}

/** Points an order spent (redeemed) and gave back so far (returned), and what it earned and had taken back. */
export async function orderPointsTally(
  em: EntityManager,
  orderId: number,
): Promise<{ redeemed: number; returned: number; earned: number; takenBack: number; earnedRows: number }> {
  const [row]: { redeemed: number; returned: number; earned: number; taken_back: number; earned_rows: number }[] = await em.execute(
    `select coalesce(-sum(points) filter (where type = 'redeemed'), 0)::int as redeemed,
       coalesce(sum(points) filter (where type = 'returned'), 0)::int as returned,
       coalesce(sum(points) filter (where type in ('earned', 'bonus')), 0)::int as earned,
       coalesce(-sum(points) filter (where type = 'refunded'), 0)::int as taken_back,
       count(*) filter (where type in ('earned', 'bonus'))::int as earned_rows
     from reward_point where order_id = ?`,
    [orderId],
  );
  return { redeemed: row.redeemed, returned: row.returned, earned: row.earned, takenBack: row.taken_back, earnedRows: row.earned_rows };
}

/**
 * Gives back up to `points` of what an order redeemed, as new batches with the expiry dates of the
 * batches they were taken from (latest expiry first: what had longest to live comes back first).
 */
export async function returnRedeemed(em: EntityManager, customerId: number, orderId: number, points: number, remark: string): Promise<void> {
  if (points <= 0) return;
  const uses: { points: number; expiry_date: string | null }[] = await em.execute(
    `select u.points, to_char(b.expiry_date, 'YYYY-MM-DD') as expiry_date
     from reward_point d join reward_point_use u on u.debit_id = d.id join reward_point b on b.id = u.batch_id
     where d.order_id = ? and d.type = 'redeemed' order by b.expiry_date desc nulls first, b.id desc`,
    [orderId],
  );
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
