import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../../core/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { GroupSalesRow, ProductSalesRow } from '../report.types.js';
import { run } from '../../../common/sql.js';
import { brandRowsSql, categoryRowsSql, productRowsSql, productTotalSql, stockRowsSql, type GroupSums, type MovedSums } from './product-report.sql.js';
import { channelFilter } from './report-sql.js';

function rowOf(row: MovedSums, perStock: boolean): ProductSalesRow {
  const revenue = toCents(row.revenue);
  const refunds = toCents(row.refunds);
  return {
    productId: row.product_id == null ? null : Number(row.product_id),
    stockId: perStock && row.stock_id != null ? Number(row.stock_id) : null,
    sku: row.sku ?? '',
    name: row.name ?? '',
    options: perStock ? (row.options ?? '') : '',
    unitsSold: Number(row.units_sold),
    unitsRefunded: Number(row.units_refunded),
    revenue: fromCents(revenue),
    refunds: fromCents(refunds),
    netRevenue: fromCents(revenue - refunds),
  };
}

export interface ProductFigures {
  summary: ProductSalesRow;
  rows: ProductSalesRow[];
  stocks: ProductSalesRow[];
  categories: GroupSalesRow[];
  brands: GroupSalesRow[];
}

/** Per product, per stock, per category and per brand, in one round of statements on the same CTE. */
export async function productFigures(em: EntityManager, range: ReportRange, mainLanguage: string): Promise<ProductFigures> {
  const params = [range.from, range.to, ...channelFilter(range, 'l', 'null').params];
  const [summary] = await run(em, productTotalSql(range), params);
  const products = await run(em, productRowsSql(range), params);
  const stocks = await run(em, stockRowsSql(range), params);
  const groups = (rows: GroupSums[]): GroupSalesRow[] =>
    rows.map((r) => ({
      id: r.id == null ? null : Number(r.id),
      name: r.name ?? '',
      unitsSold: Number(r.units_sold),
      netRevenue: fromCents(toCents(r.net)),
    }));
  const categories = groups(await run(em, categoryRowsSql(range), [...params, mainLanguage]));
  const brands = groups(await run(em, brandRowsSql(range), [...params, mainLanguage]));
  return { summary: rowOf(summary, false), rows: products.map((r) => rowOf(r, false)), stocks: stocks.map((r) => rowOf(r, true)), categories, brands };
}
