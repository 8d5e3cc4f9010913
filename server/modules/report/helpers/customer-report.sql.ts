import { defineComposedStatement } from '../../../common/sql.js';
import { CHANNEL_FILTER_SAMPLES, channelFilter, type ChannelParts, PERIOD_FILTER_SAMPLES, type PeriodParts, periodSql } from './report-sql.js';

// The customer report's statements (customer-report.ts), composed from the channel and store filter and
// the period grouping. Params of each: from, to, the filter's values, then those named.

const SALE = `l.kind in ('paid', 'pos_sale')`;

/** Customers with a sale in the range and the day of their first sale ever (the ledger's customer index). */
const active = (filter: PeriodParts) => `
with s as (
  select ${periodSql('l.local_date', filter.group)} as p, l.customer_id from sales_ledger l
  where l.local_date between ? and ? and ${SALE}${channelFilter(filter, 'l', 'null').sql}
), firsts as (
  select c.customer_id, (select min(f.local_date) from sales_ledger f where f.customer_id = c.customer_id and f.kind in ('paid', 'pos_sale')) as first_day
  from (select distinct customer_id from s where customer_id is not null) c
)`;

/** New and returning customers of the range. Then: from, from. */
export const customerSummarySql = defineComposedStatement<PeriodParts, unknown[], { new_customers: number; returning_customers: number }>(
  'report.customerSummary',
  (filter) =>
    `${active(filter)} select count(*) filter (where first_day >= ?)::int as new_customers, count(*) filter (where first_day < ?)::int as returning_customers from firsts`,
  PERIOD_FILTER_SAMPLES,
);

/** New and returning customers, and guest sales, per period. */
export const customerPeriodsSql = defineComposedStatement<
  PeriodParts,
  unknown[],
  { p: string; new_customers: number; returning_customers: number; guest_orders: number }
>(
  'report.customerPeriods',
  (filter) => `${active(filter)} select s.p, count(distinct s.customer_id) filter (where ${periodSql('f.first_day', filter.group)} = s.p)::int as new_customers,
       count(distinct s.customer_id) filter (where ${periodSql('f.first_day', filter.group)} < s.p)::int as returning_customers,
       count(*) filter (where s.customer_id is null)::int as guest_orders
     from s left join firsts f on f.customer_id = s.customer_id group by s.p`,
  PERIOD_FILTER_SAMPLES,
);

/** The customers of the most net spend in the range. Then: the limit. */
export const topCustomersSql = defineComposedStatement<
  ChannelParts,
  unknown[],
  { customer_id: number; first_name: string | null; last_name: string | null; email: string | null; orders: number; net: string }
>(
  'report.topCustomers',
  (filter) => `select l.customer_id, c.first_name, c.last_name, c.email, sum(l.orders)::int as orders, sum(l.net) as net
     from sales_ledger l left join customer c on c.id = l.customer_id
     where l.local_date between ? and ? and l.kind <> 'placed' and l.customer_id is not null${channelFilter(filter, 'l', 'null').sql}
     group by l.customer_id, c.first_name, c.last_name, c.email order by sum(l.net) desc, l.customer_id limit ?`,
  CHANNEL_FILTER_SAMPLES,
);

/** Customers' net spend in the range, and the accounts created in it. Then: the range's start and end instants. */
export const customerSpendSql = defineComposedStatement<ChannelParts, unknown[], { net: string; registrations: number }>(
  'report.customerSpend',
  (filter) => `select (select coalesce(sum(l.net), 0) from sales_ledger l
       where l.local_date between ? and ? and l.kind <> 'placed' and l.customer_id is not null${channelFilter(filter, 'l', 'null').sql}) as net,
     (select count(*)::int from customer where created_at >= ? and created_at < ?) as registrations`,
  CHANNEL_FILTER_SAMPLES,
);
