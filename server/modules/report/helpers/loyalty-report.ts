import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../../core/decimal.js';
import { run } from '../../../common/sql.js';
import type { ReportRange } from '../report-range.js';
import type { LeadSourceRow, PointsFigures, TierRow } from '../report.types.js';
import { leadSourceFiguresSql, pointsFiguresSql, tierFiguresSql } from './loyalty-report.sql.js';
import { channelFilter } from './report-sql.js';

// The customer report's loyalty sections (issue 19): membership tiers, reward points and lead source
// conversion. They read the ledgers of their modules (sales_ledger, reward_point, lead) and write nothing.

/**
 * Each membership tier (best first) and the customers without one (tier id null, last): its members
 * today, those of them with a sale in the range, their orders and net spend in the range (ledger rows,
 * channel and store filtered as the other figures). The ledger keeps no tier, so a customer counts in
 * the tier they hold now.
 */
export async function tierFigures(em: EntityManager, range: ReportRange, mainLanguage: string): Promise<TierRow[]> {
  const rows = await run(em, tierFiguresSql(range), [range.from, range.to, ...channelFilter(range, 'l', 'null').params, mainLanguage]);
  return rows.map((r) => ({
    tierId: r.tier_id == null ? null : Number(r.tier_id),
    tier: r.tier ?? '',
    customers: Number(r.customers),
    activeCustomers: Number(r.active),
    orders: Number(r.orders),
    netSpend: fromCents(toCents(r.net)),
  }));
}

/**
 * Reward points moved in the range (reward_point rows created in it, shop days): issued (earned, bonus
 * and staff additions), spent (redeemed, less what canceled or refunded orders gave back), expired, and
 * taken back (what refunded orders had earned, staff deductions); outstanding is every customer's
 * balance at the end of the range. So outstanding at the end = outstanding before the range + issued -
 * spent - expired - taken back. Points belong to no channel: the channel filter does not apply.
 */
export async function pointsFigures(em: EntityManager, range: ReportRange): Promise<PointsFigures> {
  const [row] = await run(em, pointsFiguresSql, [range.start, range.start, range.start, range.start, range.end]);
  return {
    issued: Number(row.issued),
    spent: Number(row.spent),
    expired: Number(row.expired),
    takenBack: Number(row.taken_back),
    outstanding: Number(row.outstanding),
  };
}

/**
 * Lead source conversion: the leads created in the range per source (leads), those of them that became
 * (or were matched to) a customer account (customers), and those whose customer has made a sale, paid
 * or at a counter (first orders): a cohort followed to today.
 */
export async function leadSourceFigures(em: EntityManager, range: ReportRange): Promise<LeadSourceRow[]> {
  const rows = await run(em, leadSourceFiguresSql, [range.start, range.end]);
  return rows.map((r) => ({ leadSource: r.lead_source, leads: Number(r.leads), customers: Number(r.customers), firstOrders: Number(r.first_orders) }));
}
