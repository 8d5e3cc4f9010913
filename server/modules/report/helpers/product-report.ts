import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '../../../common/decimal.js';
import type { ReportRange } from '../report-range.js';
import type { GroupSalesRow, ProductSalesRow } from '../report.types.js';
import { channelFilter } from './report-sql.js';

/**
 * The ledger's money events spread on the order lines they concern (the lines are the order's own
 * snapshots: sku, name, price at the time; never today's prices). A sale adds its lines (a reversed sale
 * takes them off: `orders` is -1), a whole refund refunds every line, a line refund or counter return
 * refunds its line with the ledger's own amount.
 */
function linesSql(filterSql: string): string {
  return `
with e as (
  select l.kind, l.order_id, l.order_line_id, l.orders, l.units_refunded, l.refund
  from sales_ledger l where l.local_date between ? and ? and l.kind <> 'placed'${filterSql}
), moved as (
  select ol.id as line_id, ol.product_id, ol.stock_id, ol.sku, ol.product_name, ol.options,
    case when e.kind in ('paid', 'pos_sale', 'canceled') then ol.quantity * e.orders else 0 end as units_sold,
    case when e.kind = 'refunded' then ol.quantity else 0 end as units_refunded,
    case when e.kind in ('paid', 'pos_sale', 'canceled') then ol.line_total * e.orders else 0 end as revenue,
    case when e.kind = 'refunded' then ol.line_total else 0 end as refunds
  from e join order_line ol on ol.order_id = e.order_id
  where e.order_line_id is null
  union all
  select ol.id, ol.product_id, ol.stock_id, ol.sku, ol.product_name, ol.options, 0, e.units_refunded, 0, e.refund
  from e join order_line ol on ol.id = e.order_line_id
)`;
}

interface MovedSums {
  product_id: number | null;
  stock_id: number | null;
  sku: string;
  name: string;
  options: string;
  units_sold: number;
  units_refunded: number;
  revenue: string;
  refunds: string;
}

const SUMS = `coalesce(sum(units_sold), 0)::int as units_sold, coalesce(sum(units_refunded), 0)::int as units_refunded,
  coalesce(sum(revenue), 0) as revenue, coalesce(sum(refunds), 0) as refunds`;

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
  const filter = channelFilter(range, 'l', 'null');
  const base = linesSql(filter.sql);
  const params = [range.from, range.to, ...filter.params];
  const net = 'coalesce(sum(revenue), 0) - coalesce(sum(refunds), 0)';
  const [summary]: MovedSums[] = await em.execute(
    `${base} select null as product_id, null as stock_id, '' as sku, '' as name, '' as options, ${SUMS} from moved`,
    params,
  );
  // Per product: its sku, and a name its lines had (a renamed product keeps one row).
  const products: MovedSums[] = await em.execute(
    `${base} select moved.product_id, null as stock_id, coalesce(max(p.sku), max(moved.sku)) as sku, max(product_name) as name, '' as options, ${SUMS}
     from moved left join product p on p.id = moved.product_id group by moved.product_id order by ${net} desc, moved.product_id`,
    params,
  );
  const stocks: MovedSums[] = await em.execute(
    `${base} select max(product_id) as product_id, stock_id, max(sku) as sku, max(product_name) as name, max(options) as options, ${SUMS}
     from moved group by stock_id order by ${net} desc, stock_id`,
    params,
  );
  const groups = async (sql: string): Promise<GroupSalesRow[]> => {
    const rows: { id: number | null; name: string | null; units_sold: number; net: string }[] = await em.execute(sql, [...params, mainLanguage]);
    return rows.map((r) => ({
      id: r.id == null ? null : Number(r.id),
      name: r.name ?? '',
      unitsSold: Number(r.units_sold),
      netRevenue: fromCents(toCents(r.net)),
    }));
  };
  const categories = await groups(
    `${base} select pc.category_id as id, max(coalesce(m.title->>?, m.title->>'en_us')) as name, coalesce(sum(units_sold), 0)::int as units_sold, ${net} as net
     from moved join product_category pc on pc.product_id = moved.product_id join menu m on m.id = pc.category_id group by pc.category_id order by 4 desc`,
  );
  const brands = await groups(
    `${base} select p.brand_id as id, max(coalesce(b.title->>?, b.title->>'en_us')) as name, coalesce(sum(units_sold), 0)::int as units_sold, ${net} as net
     from moved join product p on p.id = moved.product_id left join brand b on b.id = p.brand_id group by p.brand_id order by 4 desc`,
  );
  return { summary: rowOf(summary, false), rows: products.map((r) => rowOf(r, false)), stocks: stocks.map((r) => rowOf(r, true)), categories, brands };
}
