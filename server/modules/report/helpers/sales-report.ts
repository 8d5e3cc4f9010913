import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../../core/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { PaymentMethodSales, PromotionCost, SalesFigures, SalesRow } from '../report.types.js';
import { run } from '../../../common/sql.js';
import { channelFilter, periodsOf } from './report-sql.js';
import { promotionCostsSql, salesByPaymentMethodSql, salesRowsSql, salesSummarySql, type SumsRow } from './sales-report.sql.js';

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

/** Sums of the daily roll-up over a range. */
export async function salesSummary(em: EntityManager, range: ReportRange, from: string, to: string): Promise<SalesFigures> {
  const [row] = await run(em, salesSummarySql(range), [from, to, ...channelFilter(range, 'd', 'zero').params]);
  return figuresOf(row);
}

/** One row per period of the range, empty periods included. */
export async function salesRows(em: EntityManager, range: ReportRange, from: string, to: string): Promise<SalesRow[]> {
  const rows = await run(em, salesRowsSql(range), [from, to, ...channelFilter(range, 'd', 'zero').params]);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return periodsOf(from, to, range.group).map((p) => ({ period: p, ...figuresOf(byPeriod.get(p)) }));
}

export async function salesByPaymentMethod(em: EntityManager, range: ReportRange): Promise<PaymentMethodSales[]> {
  const rows = await run(em, salesByPaymentMethodSql(range), [range.from, range.to, ...channelFilter(range, 'd', 'zero').params]);
  return rows.map((row) => ({ paymentMethod: row.payment_method, ...figuresOf(row) }));
}

export async function promotionCosts(em: EntityManager, range: ReportRange): Promise<PromotionCost[]> {
  const rows = await run(em, promotionCostsSql(range), [range.from, range.to, ...channelFilter(range, 'l', 'null').params]);
  return rows.map((row) => ({ promotionId: row.promotion_id, name: row.name, orders: Number(row.orders), amount: fromCents(toCents(row.amount)) }));
}
