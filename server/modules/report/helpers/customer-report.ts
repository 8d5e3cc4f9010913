import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../common/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { CustomerPeriodRow, CustomerReport, CustomerSpendRow, LeadSourceRow } from '../report.types.js';
import { channelFilter, periodSql, periodsOf } from './report-sql.js';

const SALE = `l.kind in ('paid', 'pos_sale')`;

/** Customers with a sale in the range and the day of their first sale ever (the ledger's customer index). */
function activeSql(filterSql: string, group: ReportRange['group']): string {
  return `
with s as (
  select ${periodSql('l.local_date', group)} as p, l.customer_id from sales_ledger l
  where l.local_date between ? and ? and ${SALE}${filterSql}
), firsts as (
  select c.customer_id, (select min(f.local_date) from sales_ledger f where f.customer_id = c.customer_id and f.kind in ('paid', 'pos_sale')) as first_day
  from (select distinct customer_id from s where customer_id is not null) c
)`;
}

export async function customerFigures(em: EntityManager, range: ReportRange): Promise<Omit<CustomerReport, 'from' | 'to' | 'currency'>> {
  const filter = channelFilter(range, 'l', 'null');
  const params = [range.from, range.to, ...filter.params];
  const active = activeSql(filter.sql, range.group);
  const [summary]: { new_customers: number; returning_customers: number }[] = await em.execute(
    `${active} select count(*) filter (where first_day >= ?)::int as new_customers, count(*) filter (where first_day < ?)::int as returning_customers from firsts`,
    [...params, range.from, range.from],
  );
  const periodRows: { p: string; new_customers: number; returning_customers: number; guest_orders: number }[] = await em.execute(
    `${active} select s.p, count(distinct s.customer_id) filter (where ${periodSql('f.first_day', range.group)} = s.p)::int as new_customers,
       count(distinct s.customer_id) filter (where ${periodSql('f.first_day', range.group)} < s.p)::int as returning_customers,
       count(*) filter (where s.customer_id is null)::int as guest_orders
     from s left join firsts f on f.customer_id = s.customer_id group by s.p`,
    params,
  );
  const byPeriod = new Map(periodRows.map((r) => [r.p, r]));
  const rows: CustomerPeriodRow[] = periodsOf(range.from, range.to, range.group).map((p) => ({
    period: p,
    newCustomers: Number(byPeriod.get(p)?.new_customers ?? 0),
    returningCustomers: Number(byPeriod.get(p)?.returning_customers ?? 0),
    guestOrders: Number(byPeriod.get(p)?.guest_orders ?? 0),
  }));
  const top: { customer_id: number; first_name: string | null; last_name: string | null; email: string | null; orders: number; net: string }[] =
    await em.execute(
      `select l.customer_id, c.first_name, c.last_name, c.email, sum(l.orders)::int as orders, sum(l.net) as net
       from sales_ledger l left join customer c on c.id = l.customer_id
       where l.local_date between ? and ? and l.kind <> 'placed' and l.customer_id is not null${filter.sql}
       group by l.customer_id, c.first_name, c.last_name, c.email order by sum(l.net) desc, l.customer_id limit ?`,
      [...params, range.limit],
    );
  const topCustomers: CustomerSpendRow[] = top.map((r) => ({
    customerId: Number(r.customer_id),
    name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    email: r.email ?? '',
    orders: Number(r.orders),
    netSpend: fromCents(toCents(r.net)),
  }));
  const [spend]: { net: string; registrations: number }[] = await em.execute(
    `select (select coalesce(sum(l.net), 0) from sales_ledger l where l.local_date between ? and ? and l.kind <> 'placed' and l.customer_id is not null${filter.sql}) as net,
       (select count(*)::int from customer where created_at >= ? and created_at < ?) as registrations`,
    [...params, range.start, range.end],
  );
  return {
    summary: {
      newCustomers: Number(summary?.new_customers ?? 0),
      returningCustomers: Number(summary?.returning_customers ?? 0),
      registrations: Number(spend?.registrations ?? 0),
      netSpend: fromCents(toCents(spend?.net ?? '0')),
    },
    rows,
    topCustomers,
    tiers: [],
    leadSources: await leadSources(em, range),
    points: { issued: 0, spent: 0, expired: 0, outstanding: 0 },
  };
}

/**
 * Lead source conversion: the records of each source created in the range (leads), those of them that
 * placed an order (customers), and those whose order was paid (first orders).
 */
async function leadSources(em: EntityManager, range: ReportRange): Promise<LeadSourceRow[]> {
  const rows: { lead_source: string; leads: number; customers: number; first_orders: number }[] = await em.execute(
    `select coalesce(c.lead_source, '') as lead_source, count(*)::int as leads,
       count(*) filter (where exists (select 1 from sales_ledger l where l.customer_id = c.id and l.kind = 'placed'))::int as customers,
       count(*) filter (where exists (select 1 from sales_ledger l where l.customer_id = c.id and l.kind in ('paid', 'pos_sale')))::int as first_orders
     from customer c where c.created_at >= ? and c.created_at < ? group by 1 order by 2 desc`,
    [range.start, range.end],
  );
  return rows.map((r) => ({ leadSource: r.lead_source, leads: Number(r.leads), customers: Number(r.customers), firstOrders: Number(r.first_orders) }));
}
