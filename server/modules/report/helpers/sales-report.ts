import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../common/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { PaymentMethodSales, PromotionCost, SalesFigures, SalesRow } from '../report.types.js';
import { channelFilter, periodSql, periodsOf } from './report-sql.js';

/** The sums of the daily roll-up, as SQL select items. */
const SUMS = `coalesce(sum(placed_orders), 0)::int as placed_orders, coalesce(sum(canceled_orders), 0)::int as canceled_orders,
  coalesce(sum(orders), 0)::int as orders, coalesce(sum(units), 0)::int as units, coalesce(sum(units_refunded), 0)::int as units_refunded,
  coalesce(sum(gross), 0) as gross, coalesce(sum(discount), 0) as discount, coalesce(sum(shipping), 0) as shipping,
  coalesce(sum(tax), 0) as tax, coalesce(sum(refund), 0) as refund, coalesce(sum(net), 0) as net`;

interface SumsRow {
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

const ZERO: SumsRow = {
  placed_orders: 0,
  canceled_orders: 0,
  orders: 0,
  units: 0,
  units_refunded: 0,
  gross: '0',
  discount: '0',
  shipping: '0',
  tax: '0',
  refund: '0',
  net: '0',
};

/** Money of the sums as the report answers it; the average is rounded to the cent once. */
export function figuresOf(row: SumsRow = ZERO): SalesFigures {
  const gross = toCents(row.gross);
  const discount = toCents(row.discount);
  const orders = Number(row.orders);
  const sold = gross - discount;
  const average = orders > 0 ? (sold * 2n + BigInt(orders) * (sold >= 0n ? 1n : -1n)) / (2n * BigInt(orders)) : 0n;
  return {
    orders,
    placedOrders: Number(row.placed_orders),
    canceledOrders: Number(row.canceled_orders),
    units: Number(row.units),
    unitsRefunded: Number(row.units_refunded),
    grossSales: fromCents(gross),
    discounts: fromCents(discount),
    refunds: fromCents(toCents(row.refund)),
    shipping: fromCents(toCents(row.shipping)),
    tax: fromCents(toCents(row.tax)),
    netSales: fromCents(toCents(row.net)),
    totalSales: fromCents(toCents(row.net) + toCents(row.shipping) + toCents(row.tax)),
    averageOrderValue: fromCents(average),
  };
}

/** Sums of the daily roll-up over a range (one index range scan of sales_daily's primary key). */
export async function salesSummary(em: EntityManager, range: ReportRange, from: string, to: string): Promise<SalesFigures> {
  const filter = channelFilter(range, 'd', 'zero');
  const [row]: SumsRow[] = await em.execute(`select ${SUMS} from sales_daily d where d.local_date between ? and ?${filter.sql}`, [from, to, ...filter.params]);
  return figuresOf(row);
}

/** One row per period of the range, empty periods included. */
export async function salesRows(em: EntityManager, range: ReportRange, from: string, to: string): Promise<SalesRow[]> {
  const filter = channelFilter(range, 'd', 'zero');
  const period = periodSql('d.local_date', range.group);
  const rows: (SumsRow & { period: string })[] = await em.execute(
    `select ${period} as period, ${SUMS} from sales_daily d where d.local_date between ? and ?${filter.sql} group by 1`,
    [from, to, ...filter.params],
  );
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return periodsOf(from, to, range.group).map((p) => ({ period: p, ...figuresOf(byPeriod.get(p)) }));
}

export async function salesByPaymentMethod(em: EntityManager, range: ReportRange): Promise<PaymentMethodSales[]> {
  const filter = channelFilter(range, 'd', 'zero');
  const rows: (SumsRow & { payment_method: string })[] = await em.execute(
    `select d.payment_method, ${SUMS} from sales_daily d where d.local_date between ? and ?${filter.sql} group by 1 order by 1`,
    [range.from, range.to, ...filter.params],
  );
  return rows.map((row) => ({ paymentMethod: row.payment_method, ...figuresOf(row) }));
}

/** Promotion cost from the discount shares of the sales rows, less those of paid orders canceled since (their `orders` is -1). */
export async function promotionCosts(em: EntityManager, range: ReportRange): Promise<PromotionCost[]> {
  const filter = channelFilter(range, 'l', 'null');
  const rows: { promotion_id: number | null; name: string; orders: number; amount: string }[] = await em.execute(
    `select (d->>'promotionId')::int as promotion_id, coalesce(d->>'name', '') as name, (count(distinct l.order_id) filter (where l.orders > 0) - count(distinct l.order_id) filter (where l.orders < 0))::int as orders,
       sum((d->>'amount')::numeric * l.orders) as amount
     from sales_ledger l cross join lateral jsonb_array_elements(l.discounts) d
     where l.local_date between ? and ? and l.discounts <> '[]'::jsonb and l.kind in ('paid', 'pos_sale', 'canceled')${filter.sql}
     group by 1, 2 order by 4 desc`,
    [range.from, range.to, ...filter.params],
  );
  return rows.map((row) => ({ promotionId: row.promotion_id, name: row.name, orders: Number(row.orders), amount: fromCents(toCents(row.amount)) }));
}
