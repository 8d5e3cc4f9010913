import { defineStatement } from '../../common/sql.js';

/**
 * The reward points ledger's statements (points-ledger.ts writes reward_point only through these).
 * `today` is the shop's day ('YYYY-MM-DD'): a batch is spendable up to and including its expiry date.
 */

/** A batch (points > 0) or a debit (points < 0). */
export const insertLedgerRowSql = defineStatement<
  [customerId: number, orderId: number | null, type: string, remark: string, points: number, usedPoints: number, expiryDate: string | null],
  { id: number }
>(
  'points.insertLedgerRow',
  `insert into reward_point (created_at, updated_at, customer_id, order_id, type, remark, points, used_points, expiry_date)
   values (now(), now(), ?, ?, ?, ?, ?, ?, ?::date) returning id`,
);

export const spendableBalanceSql = defineStatement<[customerId: number, today: string], { n: number }>(
  'points.spendableBalance',
  `select coalesce(sum(points - used_points), 0)::int as n from reward_point
   where customer_id = ? and points > 0 and used_points < points and (expiry_date is null or expiry_date >= ?::date)`,
);

/** Open batches in spending order (the order's own earned batches first when given), locked. */
export const openBatchesSql = defineStatement<[customerId: number, today: string, firstOrderId: number | null], { id: number; remaining: number }>(
  'points.openBatches',
  `select id, points - used_points as remaining from reward_point
   where customer_id = ? and points > 0 and used_points < points and (expiry_date is null or expiry_date >= ?::date)
   order by (order_id is not distinct from ?::int and type in ('earned', 'bonus')) desc, expiry_date asc nulls last, id asc
   for update`,
);

/** Marks what a debit took on each batch and records which (uses: JSON [{batch_id, points}]). */
export const recordBatchUsesSql = defineStatement<[uses: string, debitId: number]>(
  'points.recordBatchUses',
  `with u as (select * from json_to_recordset(?::json) as u(batch_id int, points int)),
   marked as (update reward_point r set used_points = r.used_points + u.points, updated_at = now() from u where r.id = u.batch_id)
   insert into reward_point_use (created_at, updated_at, debit_id, batch_id, points) select now(), now(), ?, u.batch_id, u.points from u`,
);

/** The `expired` row of every batch past its date with points left (one customer, or all when null), locked and marked used up. */
export const expireBatchesSql = defineStatement<[today: string, customerId: number | null, customerId: number | null], { id: number }>(
  'points.expireBatches',
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
);

export const orderPointsTallySql = defineStatement<
  [orderId: number],
  { redeemed: number; returned: number; earned: number; taken_back: number; earned_rows: number }
>(
  'points.orderTally',
  `select coalesce(-sum(points) filter (where type = 'redeemed'), 0)::int as redeemed,
     coalesce(sum(points) filter (where type = 'returned'), 0)::int as returned,
     coalesce(sum(points) filter (where type in ('earned', 'bonus')), 0)::int as earned,
     coalesce(-sum(points) filter (where type = 'refunded'), 0)::int as taken_back,
     count(*) filter (where type in ('earned', 'bonus'))::int as earned_rows
   from reward_point where order_id = ?`,
);

/** What an order redeemed, batch by batch with the batch's expiry, latest expiry first. */
export const redeemedUsesSql = defineStatement<[orderId: number], { points: number; expiry_date: string | null }>(
  'points.redeemedUses',
  `select u.points, to_char(b.expiry_date, 'YYYY-MM-DD') as expiry_date
   from reward_point d join reward_point_use u on u.debit_id = d.id join reward_point b on b.id = u.batch_id
   where d.order_id = ? and d.type = 'redeemed' order by b.expiry_date desc nulls first, b.id desc`,
);

/** Points left on batches expiring between `from` and `to` (inclusive), and the first such date. */
export const expiringSoonSql = defineStatement<[customerId: number, from: string, to: string], { n: number; first: string | null }>(
  'points.expiringSoon',
  `select coalesce(sum(points - used_points), 0)::int as n, to_char(min(expiry_date), 'YYYY-MM-DD') as first from reward_point
   where customer_id = ? and points > used_points and expiry_date between ?::date and ?::date`,
);

export interface OrderPointsRow {
  id: number;
  order_number: string;
  customer_id: number | null;
  points_used: number;
  net_paid: string;
  bonus_points: { promotionId: number; points: number; expiryType: string; expiryDate: string | null }[];
  multiplier: string | null;
  membership_expires_at: Date | null;
}

/** An order's facts for its points: net paid of its lines, its bonus points, the customer's active tier multiplier. */
export const orderPointsRowSql = defineStatement<[orderId: number], OrderPointsRow>(
  'points.orderRow',
  `select o.id, o.order_number, o.customer_id, o.points_used, o.bonus_points,
     (select coalesce(sum(l.net_total), 0) from order_line l where l.order_id = o.id)::text as net_paid,
     (select t.points_multiplier::text from customer c join membership_tier t on t.id = c.membership_tier_id
        where c.id = o.customer_id and t.enabled and (c.membership_expires_at is null or c.membership_expires_at > now())) as multiplier,
     (select c.membership_expires_at from customer c where c.id = o.customer_id) as membership_expires_at
   from shop_order o where o.id = ?`,
);
