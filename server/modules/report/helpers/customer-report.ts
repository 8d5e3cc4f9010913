import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../../core/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { CustomerPeriodRow, CustomerReport, CustomerSpendRow } from '../report.types.js';
import { leadSourceFigures, pointsFigures, tierFigures } from './loyalty-report.js';
import { run } from '../../../common/sql.js';
import { customerPeriodsSql, customerSpendSql, customerSummarySql, topCustomersSql } from './customer-report.sql.js';
import { channelFilter, periodsOf } from './report-sql.js';

export async function customerFigures(em: EntityManager, range: ReportRange, mainLanguage: string): Promise<Omit<CustomerReport, 'from' | 'to' | 'currency'>> {
  const params = [range.from, range.to, ...channelFilter(range, 'l', 'null').params];
  const [summary] = await run(em, customerSummarySql(range), [...params, range.from, range.from]);
  const periodRows = await run(em, customerPeriodsSql(range), params);
  const byPeriod = new Map(periodRows.map((r) => [r.p, r]));
  const rows: CustomerPeriodRow[] = periodsOf(range.from, range.to, range.group).map((p) => ({
    period: p,
    newCustomers: Number(byPeriod.get(p)?.new_customers ?? 0),
    returningCustomers: Number(byPeriod.get(p)?.returning_customers ?? 0),
    guestOrders: Number(byPeriod.get(p)?.guest_orders ?? 0),
  }));
  const top = await run(em, topCustomersSql(range), [...params, range.limit]);
  const topCustomers: CustomerSpendRow[] = top.map((r) => ({
    customerId: Number(r.customer_id),
    name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    email: r.email ?? '',
    orders: Number(r.orders),
    netSpend: fromCents(toCents(r.net)),
  }));
  const [spend] = await run(em, customerSpendSql(range), [...params, range.start, range.end]);
  return {
    summary: {
      newCustomers: Number(summary?.new_customers ?? 0),
      returningCustomers: Number(summary?.returning_customers ?? 0),
      registrations: Number(spend?.registrations ?? 0),
      netSpend: fromCents(toCents(spend?.net ?? '0')),
    },
    rows,
    topCustomers,
    tiers: await tierFigures(em, range, mainLanguage),
    leadSources: await leadSourceFigures(em, range),
    points: await pointsFigures(em, range),
  };
}
