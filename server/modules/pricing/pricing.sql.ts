import { defineComposedStatement, defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/** Brand and categories of each product (only when some promotion looks at them). */
export const productFactsSql = defineStatement<[productIds: string], { id: number; brand_id: number | null; category_ids: number[] }>(
  'pricing.productFacts',
  `select p.id, p.brand_id, coalesce((select array_agg(pc.category_id) from product_category pc where pc.product_id = p.id), '{}') as category_ids
   from product p where p.id = any(?::int[])`,
);

/** The cart's coupons went into the order with its lines. */
export const clearCartCoupons = defineStatement<[cartId: string]>(
  'pricing.clearCartCoupons',
  `update cart set coupons = '[]' where id = ?::uuid and coupons <> '[]'`,
);

/** Each discount share beside the line it was given to, one statement for all shares. */
export const recordDiscountShares = defineStatement<[orderId: number, shares: string, orderId: number]>(
  'pricing.recordDiscountShares',
  `insert into order_discount (created_at, updated_at, order_id, order_line_id, promotion_id, source, label, code, amount)
   select now(), now(), ?, ol.id, d.promotion_id, d.source, d.label, d.code, d.amount
   from json_to_recordset(?::json) as d(stock_id int, promotion_id int, source text, label text, code text, amount numeric)
   left join order_line ol on ol.order_id = ? and ol.stock_id = d.stock_id`,
);

export interface ShareRow {
  order_id: number;
  order_line_id: number | null;
  promotion_id: number | null;
  source: string;
  label: string;
  code: string | null;
  amount: string;
}

/** Discount shares of orders or of order lines. */
export const discountShares = defineComposedStatement<{ column: 'order_id' | 'order_line_id' }, [ids: string], ShareRow>(
  'pricing.discountShares',
  ({ column }) =>
    `select order_id, order_line_id, promotion_id, source, label, code, amount::text as amount from order_discount where ${column} = any(?::int[]) order by id`,
  [{ column: 'order_id' }, { column: 'order_line_id' }],
);

export interface CustomerFactsRow {
  first_order: boolean;
  uses: Record<string, number> | null;
  tier_id: number | null;
  tier_percent: string | null;
  tier_name: Translations | null;
  points: number;
}

/** Which of the customer's facts the candidates need; each part left out costs nothing (and takes no parameter). */
export interface CustomerFactsParts {
  /** A first_order condition is among the candidates. */
  firstOrder: boolean;
  /** Some candidates limit uses per customer: takes their ids (`intArray`). */
  limited: boolean;
  /** Points are asked for: takes the shop's today. */
  points: boolean;
}

const yesNo = [false, true];

/**
 * What the pipeline knows of a signed-in customer, in one statement: first order, unreleased uses of the
 * limited promotions, the active tier (enabled, not ended) and the spendable points. Parameters in order:
 * [limited ids], [today], customer id.
 */
export const customerFactsSql = defineComposedStatement<CustomerFactsParts, (string | number)[], CustomerFactsRow>(
  'pricing.customerFacts',
  ({ firstOrder, limited, points }) =>
    `select ${firstOrder ? `not exists(select 1 from shop_order o where o.customer_id = c.id and o.status <> 'canceled')` : 'false'} as first_order,
       ${
         limited
           ? `(select json_object_agg(u.promotion_id, u.n) from (select promotion_id, count(*)::int as n from promotion_usage
          where customer_id = c.id and released_at is null and promotion_id = any(?::int[]) group by promotion_id) u)`
           : 'null::json'
       } as uses,
       t.id as tier_id, t.discount_percent::text as tier_percent, t.name as tier_name,
       ${
         points
           ? `(select coalesce(sum(p.points - p.used_points), 0)::int from reward_point p where p.customer_id = c.id and p.points > p.used_points
          and (p.expiry_date is null or p.expiry_date >= ?::date))`
           : '0'
       } as points
     from customer c left join membership_tier t on t.id = c.membership_tier_id and t.enabled and (c.membership_expires_at is null or c.membership_expires_at > now())
     where c.id = ?`,
  yesNo.flatMap((firstOrder) => yesNo.flatMap((limited) => yesNo.map((points) => ({ firstOrder, limited, points })))),
);
