import type { EntityManager } from '@mikro-orm/postgresql';

interface TierStanding {
  id: number;
  level: number;
  duration_months: number;
  spending_threshold: string | null;
  spent: string;
}

interface CurrentMembership {
  tier_id: number | null;
  level: number | null;
  active: boolean;
}

/** The end of a membership given now: `months` later (the database's calendar arithmetic). */
const EXPIRES_SQL = `now() + make_interval(months => ?)`;

/** Paid spending of a customer within each enabled tier's rolling period (completed orders, base currency). */
export async function tierStandings(em: EntityManager, customerId: number): Promise<TierStanding[]> {
  return em.execute(
    `select t.id, t.level, t.duration_months, t.spending_threshold::text,
       (select coalesce(sum(o.grand_total), 0) from shop_order o
         where o.customer_id = ? and o.status = 'completed' and o.created_at >= now() - make_interval(months => t.period_months))::text as spent
     from membership_tier t where t.enabled order by t.level desc, t.id`,
    [customerId],
  );
}

/**
 * Looks at one customer's tier again (the background job, after an order completes or is refunded and
 * when a membership ends): a higher tier that spending qualifies for is given at once, for its
 * duration; an active membership is kept until it ends, even if spending fell (a refund); an ended
 * one becomes the best tier spending still qualifies for, or none. Each change is written with why.
 */
export async function evaluateTier(em: EntityManager, customerId: number): Promise<void> {
  const [current]: CurrentMembership[] = await em.execute(
    `select c.membership_tier_id as tier_id, t.level,
       (t.id is not null and t.enabled and (c.membership_expires_at is null or c.membership_expires_at > now())) as active
     from customer c left join membership_tier t on t.id = c.membership_tier_id where c.id = ? for update of c`,
    [customerId],
  );
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
  await em.execute(
    `with old as (select membership_tier_id from customer where id = ?),
     changed as (
       update customer set membership_tier_id = ?::int, updated_at = now(),
         membership_expires_at = case when ?::int is null then null else ${EXPIRES_SQL} end
       where id = ? returning membership_expires_at
     )
     insert into membership_change (created_at, updated_at, customer_id, from_tier_id, to_tier_id, expires_at, admin_name, remark)
     select now(), now(), ?, (select membership_tier_id from old), ?::int, (select membership_expires_at from changed), ?, ?`,
    [customerId, tierId, tierId, months, customerId, customerId, tierId, adminName.slice(0, 255), remark.slice(0, 500)],
  );
}

/** Customers whose membership has ended and who still carry the tier (the daily job looks at each again). */
export async function endedMemberships(em: EntityManager, limit = 500): Promise<number[]> {
  const rows: { id: number }[] = await em.execute(
    `select id from customer where membership_tier_id is not null and membership_expires_at <= now() order by id limit ?`,
    [limit],
  );
  return rows.map((r) => r.id);
}
