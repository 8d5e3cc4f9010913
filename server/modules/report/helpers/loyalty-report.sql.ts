import { defineComposedStatement, defineStatement } from '../../../common/sql.js';
import { CHANNEL_FILTER_SAMPLES, channelFilter, type ChannelParts } from './report-sql.js';

// The customer report's loyalty sections (loyalty-report.ts): membership tiers, reward points, leads.

/** A sale of the ledger: a paid order or a counter sale (the cohort of "first orders" counts these). */
const SALE_KINDS = `('paid', 'pos_sale')`;

export const tierFiguresSql = defineComposedStatement<
  ChannelParts,
  unknown[],
  { tier_id: number | null; tier: string | null; customers: number; active: number; orders: number; net: string }
>(
  'report.tierFigures',
  (filter) => `with spend as (
     select l.customer_id, sum(l.orders)::int as orders, sum(l.net) as net, bool_or(l.kind in ${SALE_KINDS}) as bought
     from sales_ledger l
     where l.local_date between ? and ? and l.kind <> 'placed' and l.customer_id is not null${channelFilter(filter, 'l', 'null').sql}
     group by l.customer_id
   ), members as (
     select c.membership_tier_id as tier_id, count(*)::int as customers,
       count(*) filter (where s.bought)::int as active, coalesce(sum(s.orders), 0)::int as orders, coalesce(sum(s.net), 0) as net
     from customer c left join spend s on s.customer_id = c.id
     group by c.membership_tier_id
   )
   select t.id as tier_id, coalesce(t.name->>?, t.name->>'en_us', '') as tier, t.level,
     coalesce(m.customers, 0) as customers, coalesce(m.active, 0) as active, coalesce(m.orders, 0) as orders, coalesce(m.net, 0) as net
   from membership_tier t left join members m on m.tier_id = t.id
   union all
   select null, null, null, customers, active, orders, net from members where tier_id is null
   order by 3 desc nulls last, 1`,
  CHANNEL_FILTER_SAMPLES,
);

export const pointsFiguresSql = defineStatement<
  [start: Date, start: Date, start: Date, start: Date, end: Date],
  { issued: number; spent: number; expired: number; taken_back: number; outstanding: number }
>(
  'report.pointsFigures',
  `select
     coalesce(sum(points) filter (where created_at >= ? and type in ('earned', 'bonus', 'adjustment') and points > 0), 0)::int as issued,
     coalesce(-sum(points) filter (where created_at >= ? and type in ('redeemed', 'returned')), 0)::int as spent,
     coalesce(-sum(points) filter (where created_at >= ? and type = 'expired'), 0)::int as expired,
     coalesce(-sum(points) filter (where created_at >= ? and (type = 'refunded' or (type = 'adjustment' and points < 0))), 0)::int as taken_back,
     coalesce(sum(points), 0)::int as outstanding
   from reward_point where created_at < ?`,
);

export const leadSourceFiguresSql = defineStatement<[start: Date, end: Date], { lead_source: string; leads: number; customers: number; first_orders: number }>(
  'report.leadSourceFigures',
  `select coalesce(d.lead_source, '') as lead_source, count(*)::int as leads,
     count(*) filter (where d.customer_id is not null)::int as customers,
     count(*) filter (where exists (select 1 from sales_ledger l where l.customer_id = d.customer_id and l.kind in ${SALE_KINDS}))::int as first_orders
   from lead d where d.created_at >= ? and d.created_at < ? group by 1 order by 2 desc, 1`,
);
