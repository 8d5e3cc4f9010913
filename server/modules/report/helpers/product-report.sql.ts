import { defineComposedStatement } from '../../../common/sql.js';
import { CHANNEL_FILTER_SAMPLES, channelFilter, type ChannelParts } from './report-sql.js';

// The product report's statements (product-report.ts): one CTE of the lines the range's money events
// moved, summed in total, per product, per stock, per category and per brand. Composed from the channel
// and store filter; params: from, to, the filter's values (then the language, for category and brand).

/**
 * The ledger's money events spread on the order lines they concern (the lines are the order's own
 * snapshots: sku, name, price at the time; never today's prices). A sale adds its lines (a reversed sale
 * takes them off: `orders` is -1), a whole refund refunds every line, a line refund or counter return
 * refunds its line with the ledger's own amount.
 */
const lines = (filter: ChannelParts) => `
with e as (
  select l.kind, l.order_id, l.order_line_id, l.orders, l.units_refunded, l.refund
  from sales_ledger l where l.local_date between ? and ? and l.kind <> 'placed'${channelFilter(filter, 'l', 'null').sql}
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

export interface MovedSums {
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

const NET = 'coalesce(sum(revenue), 0) - coalesce(sum(refunds), 0)';

export const productTotalSql = defineComposedStatement<ChannelParts, unknown[], MovedSums>(
  'report.productTotal',
  (filter) => `${lines(filter)} select null as product_id, null as stock_id, '' as sku, '' as name, '' as options, ${SUMS} from moved`,
  CHANNEL_FILTER_SAMPLES,
);

/** Per product: its sku, and a name its lines had (a renamed product keeps one row). */
export const productRowsSql = defineComposedStatement<ChannelParts, unknown[], MovedSums>(
  'report.productRows',
  (
    filter,
  ) => `${lines(filter)} select moved.product_id, null as stock_id, coalesce(max(p.sku), max(moved.sku)) as sku, max(product_name) as name, '' as options, ${SUMS}
     from moved left join product p on p.id = moved.product_id group by moved.product_id order by ${NET} desc, moved.product_id`,
  CHANNEL_FILTER_SAMPLES,
);

export const stockRowsSql = defineComposedStatement<ChannelParts, unknown[], MovedSums>(
  'report.stockRows',
  (filter) => `${lines(filter)} select max(product_id) as product_id, stock_id, max(sku) as sku, max(product_name) as name, max(options) as options, ${SUMS}
     from moved group by stock_id order by ${NET} desc, stock_id`,
  CHANNEL_FILTER_SAMPLES,
);

export interface GroupSums {
  id: number | null;
  name: string | null;
  units_sold: number;
  net: string;
}

/** Per category (a product in two categories counts in both). Then: the language of the names. */
export const categoryRowsSql = defineComposedStatement<ChannelParts, unknown[], GroupSums>(
  'report.categoryRows',
  (
    filter,
  ) => `${lines(filter)} select pc.category_id as id, max(coalesce(m.title->>?, m.title->>'en_us')) as name, coalesce(sum(units_sold), 0)::int as units_sold, ${NET} as net
     from moved join product_category pc on pc.product_id = moved.product_id join menu m on m.id = pc.category_id group by pc.category_id order by 4 desc`,
  CHANNEL_FILTER_SAMPLES,
);

/** Per brand (no brand: id null). Then: the language of the names. */
export const brandRowsSql = defineComposedStatement<ChannelParts, unknown[], GroupSums>(
  'report.brandRows',
  (
    filter,
  ) => `${lines(filter)} select p.brand_id as id, max(coalesce(b.title->>?, b.title->>'en_us')) as name, coalesce(sum(units_sold), 0)::int as units_sold, ${NET} as net
     from moved join product p on p.id = moved.product_id left join brand b on b.id = p.brand_id group by p.brand_id order by 4 desc`,
  CHANNEL_FILTER_SAMPLES,
);
