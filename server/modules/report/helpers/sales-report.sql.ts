import { defineComposedStatement } from '../../../common/sql.js';
import { CHANNEL_FILTER_SAMPLES, channelFilter, type ChannelParts, PERIOD_FILTER_SAMPLES, type PeriodParts, periodSql } from './report-sql.js';

// The sales report's statements (sales-report.ts): the daily roll-up summed over a range, by period and
// by payment method, and the promotion cost from the ledger's discount shares. Each is composed from
// the channel and store filter (and the period's expression); values go in as parameters.

export interface SumsRow {
  placed_orders: number;
  canceled_orders: number;
  orders: number;
  units: number;
  units_refunded: number;
  gross: string;
  discount: string;
  shipping: string;
  tax: string;
  refund: string;
  net: string;
}

/** The sums of the daily roll-up, as SQL select items. */
const SUMS = `coalesce(sum(placed_orders), 0)::int as placed_orders, coalesce(sum(canceled_orders), 0)::int as canceled_orders,
  coalesce(sum(orders), 0)::int as orders, coalesce(sum(units), 0)::int as units, coalesce(sum(units_refunded), 0)::int as units_refunded,
  coalesce(sum(gross), 0) as gross, coalesce(sum(discount), 0) as discount, coalesce(sum(shipping), 0) as shipping,
  coalesce(sum(tax), 0) as tax, coalesce(sum(refund), 0) as refund, coalesce(sum(net), 0) as net`;

const daily = (filter: ChannelParts) => `from sales_daily d where d.local_date between ? and ?${channelFilter(filter, 'd', 'zero').sql}`;

/** Sums of the daily roll-up over a range (one index range scan of sales_daily's primary key). Params: from, to, filter. */
export const salesSummarySql = defineComposedStatement<ChannelParts, unknown[], SumsRow>(
  'report.salesSummary',
  (filter) => `select ${SUMS} ${daily(filter)}`,
  CHANNEL_FILTER_SAMPLES,
);

/** The sums per period (only the periods with rows). Params: from, to, filter. */
export const salesRowsSql = defineComposedStatement<PeriodParts, unknown[], SumsRow & { period: string }>(
  'report.salesRows',
  (filter) => `select ${periodSql('d.local_date', filter.group)} as period, ${SUMS} ${daily(filter)} group by 1`,
  PERIOD_FILTER_SAMPLES,
);

/** The sums per payment method. Params: from, to, filter. */
export const salesByPaymentMethodSql = defineComposedStatement<ChannelParts, unknown[], SumsRow & { payment_method: string }>(
  'report.salesByPaymentMethod',
  (filter) => `select d.payment_method, ${SUMS} ${daily(filter)} group by 1 order by 1`,
  CHANNEL_FILTER_SAMPLES,
);

/**
 * Promotion cost from the discount shares of the sales rows, less those of paid orders canceled since
 * (their `orders` is -1). Params: from, to, filter.
 */
export const promotionCostsSql = defineComposedStatement<
  ChannelParts,
  unknown[],
  { promotion_id: number | null; name: string; orders: number; amount: string }
>(
  'report.promotionCosts',
  (filter) => `select (d->>'promotionId')::int as promotion_id, coalesce(d->>'name', '') as name,
     (count(distinct l.order_id) filter (where l.orders > 0) - count(distinct l.order_id) filter (where l.orders < 0))::int as orders,
     sum((d->>'amount')::numeric * l.orders) as amount
   from sales_ledger l cross join lateral jsonb_array_elements(l.discounts) d
   where l.local_date between ? and ? and l.discounts <> '[]'::jsonb and l.kind in ('paid', 'pos_sale', 'canceled')${channelFilter(filter, 'l', 'null').sql}
   group by 1, 2 order by 4 desc`,
  CHANNEL_FILTER_SAMPLES,
);
