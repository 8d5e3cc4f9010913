import { defineStatement } from '../../common/sql.js';

// The dashboard's and the inventory snapshot's statements. The reports' own statements are composed from
// their filters (helpers/*-report.sql.ts); the ledger's writer has its own (sales-ledger.sql.ts).

export const ordersToHandle = defineStatement<[], { to_fulfil: number; in_review: number }>(
  'report.ordersToHandle',
  `select count(*) filter (where status = 'paid')::int as to_fulfil, count(*) filter (where status = 'payment_review')::int as in_review
   from shop_order where status in ('paid', 'payment_review')`,
);

export const latestOrders = defineStatement<[], { id: number; order_number: string; status: string; email: string; grand_total: string; created_at: string }>(
  'report.latestOrders',
  'select id, order_number, status, email, grand_total, created_at from shop_order order by created_at desc, id desc limit 5',
);

export const newCustomers = defineStatement<[todayStart: Date, weekStart: Date], { today: number; week: number }>(
  'report.newCustomers',
  'select count(*) filter (where created_at >= ?)::int as today, count(*)::int as week from customer where created_at >= ?',
);

/**
 * Open leads (not converted, not in a won or lost stage) whose follow-up falls before `until` (the end
 * of the shop's today): the dashboard's "follow-ups due".
 */
export const leadsDue = defineStatement<[until: Date], { due: number }>(
  'report.leadsDue',
  `select count(*)::int as due from lead d left join funnel_stage s on s.id = d.stage_id
   where d.follow_up_at < ? and d.converted_at is null and not coalesce(s.won or s.lost, false)`,
);

/**
 * Every inventory's quantity at the end of a local day (the history replayed backwards) and the
 * difference from the previous day's snapshot plus the day's movements. Written again, a day is replaced.
 */
export const snapshotDaySql = defineStatement<
  [localDate: string, dayEnd: Date, dayStart: Date, dayEnd: Date, localDate: string, dayEnd: Date],
  { inventory_id: number }
>(
  'report.snapshotDay',
  `insert into inventory_snapshot (local_date, inventory_id, stock_id, warehouse_id, quantity, difference)
   select ?::date, i.id, i.stock_id, i.warehouse_id, i.quantity - coalesce(later.moved, 0),
     case when prev.quantity is null then 0 else i.quantity - coalesce(later.moved, 0) - prev.quantity - coalesce(day.moved, 0) end
   from inventory i
   left join lateral (select sum(h.quantity) as moved from inventory_history h where h.inventory_id = i.id and h.created_at >= ?) later on true
   left join lateral (select sum(h.quantity) as moved from inventory_history h where h.inventory_id = i.id and h.created_at >= ? and h.created_at < ?) day on true
   left join inventory_snapshot prev on prev.inventory_id = i.id and prev.local_date = ?::date - 1
   where i.created_at < ?
   on conflict (local_date, inventory_id) do update set quantity = excluded.quantity, difference = excluded.difference, stock_id = excluded.stock_id
   returning inventory_id`,
);

export const lastSnapshotDay = defineStatement<[], { last: string | null }>(
  'report.lastSnapshotDay',
  `select to_char(max(local_date), 'YYYY-MM-DD') as last from inventory_snapshot`,
);
