import { defineStatement } from '../../common/sql.js';

export interface TierStanding {
  id: number;
  level: number;
  duration_months: number;
  spending_threshold: string | null;
  spent: string;
}

/** Paid spending of a customer within each enabled tier's rolling period (completed orders, base currency). */
export const tierStandingsSql = defineStatement<[customerId: number], TierStanding>(
  'membership.tierStandings',
  `select t.id, t.level, t.duration_months, t.spending_threshold::text,
     (select coalesce(sum(o.grand_total), 0) from shop_order o
       where o.customer_id = ? and o.status = 'completed' and o.created_at >= now() - make_interval(months => t.period_months))::text as spent
   from membership_tier t where t.enabled order by t.level desc, t.id`,
);

/** The customer's tier and whether it is still active, the customer row locked for the change that may follow. */
export const currentMembershipSql = defineStatement<[customerId: number], { tier_id: number | null; level: number | null; active: boolean }>(
  'membership.current',
  `select c.membership_tier_id as tier_id, t.level,
     (t.id is not null and t.enabled and (c.membership_expires_at is null or c.membership_expires_at > now())) as active
   from customer c left join membership_tier t on t.id = c.membership_tier_id where c.id = ? for update of c`,
);

/**
 * Writes a customer's tier and expiry (`months` from now, by the database's calendar arithmetic; null
 * tier: none) and the change row with the tier it replaced, in one statement.
 */
export const setTierSql = defineStatement<
  [
    customerId: number,
    tierId: number | null,
    tierId: number | null,
    months: number,
    customerId: number,
    customerId: number,
    tierId: number | null,
    adminName: string,
    remark: string,
  ]
>(
  'membership.setTier',
  `with old as (select membership_tier_id from customer where id = ?),
   changed as (
     update customer set membership_tier_id = ?::int, updated_at = now(),
       membership_expires_at = case when ?::int is null then null else now() + make_interval(months => ?::int) end
     where id = ? returning membership_expires_at
   )
   insert into membership_change (created_at, updated_at, customer_id, from_tier_id, to_tier_id, expires_at, admin_name, remark)
   select now(), now(), ?, (select membership_tier_id from old), ?::int, (select membership_expires_at from changed), ?, ?`,
);

/** Customers whose membership has ended and who still carry the tier. */
export const endedMembershipsSql = defineStatement<[limit: number], { id: number }>(
  'membership.ended',
  `select id from customer where membership_tier_id is not null and membership_expires_at <= now() order by id limit ?`,
);
