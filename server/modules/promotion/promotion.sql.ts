import { defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/** A limited promotion's counter moves by a conditional update (which also locks its row); no row answered when it ran out. */
export const takePromotionUse = defineStatement<[promotionId: number], { id: number }>(
  'promotion.takePromotionUse',
  `update promotion set taken = taken + case when usage_limit is null then 0 else 1 end
   where id = ? and enabled and (usage_limit is null or taken < usage_limit) returning id`,
);

/** The shopper's uses of a promotion (a guest by e-mail address). */
export const customerUses = defineStatement<[promotionId: number, customerId: number | null, customerId: number | null, email: string], { n: number }>(
  'promotion.customerUses',
  `select count(*)::int as n from promotion_usage where promotion_id = ? and released_at is null
   and (customer_id = ? or (?::int is null and lower(email) = lower(?)))`,
);

/** A generated code is claimed once (no row answered when another order has it). */
export const claimPromotionCode = defineStatement<[orderId: number, promotionCodeId: number], { id: number }>(
  'promotion.claimPromotionCode',
  'update promotion_code set order_id = ?, updated_at = now() where id = ? and order_id is null returning id',
);

export const recordPromotionUse = defineStatement<
  [promotionId: number, orderId: number, customerId: number | null, email: string, code: string | null, promotionCodeId: number | null]
>(
  'promotion.recordPromotionUse',
  `insert into promotion_usage (created_at, updated_at, promotion_id, order_id, customer_id, email, code, promotion_code_id)
   values (now(), now(), ?, ?, ?, ?, ?, ?)`,
);

/** A canceled order's uses back: the counters go down, generated codes are free again. */
export const releaseOrderUses = defineStatement<[orderId: number, orderId: number]>(
  'promotion.releaseOrderUses',
  `with released as (
     update promotion_usage set released_at = now(), updated_at = now() where order_id = ? and released_at is null
     returning promotion_id, promotion_code_id
   ), codes as (
     update promotion_code set order_id = null, updated_at = now() where id in (select promotion_code_id from released) and order_id = ?
   )
   update promotion p set taken = greatest(p.taken - r.n, 0)
   from (select promotion_id, count(*)::int as n from released group by promotion_id) r
   where p.id = r.promotion_id and p.usage_limit is not null`,
);

/** The released uses of an order, to take again (the latest of each promotion). */
export const releasedOrderUses = defineStatement<
  [orderId: number],
  { promotion_id: number; promotion_code_id: number | null; code: string | null; customer_id: number | null; email: string; limited: boolean }
>(
  'promotion.releasedOrderUses',
  `select distinct on (u.promotion_id) u.promotion_id, u.promotion_code_id, u.code, u.customer_id, u.email, p.usage_limit is not null as limited
   from promotion_usage u join promotion p on p.id = u.promotion_id
   where u.order_id = ? and u.released_at is not null
     and not exists (select 1 from promotion_usage h where h.order_id = u.order_id and h.promotion_id = u.promotion_id and h.released_at is null)
   order by u.promotion_id, u.id desc`,
);

export const promotionUses = defineStatement<[promotionId: number], { n: number }>(
  'promotion.promotionUses',
  'select count(*)::int as n from promotion_usage where promotion_id = ? and released_at is null',
);

/** A code is one promotion's: shared codes and generated ones together, case-insensitive. */
export const codeTakenSql = defineStatement<[code: string, exceptPromotionId: number, code: string], { taken: boolean }>(
  'promotion.codeTaken',
  `select exists(select 1 from promotion where lower(code) = lower(?) and id <> ?)
       or exists(select 1 from promotion_code where lower(code) = lower(?)) as taken`,
);

/** Generated codes (a JSON array), skipping any taken meanwhile. */
export const insertPromotionCodes = defineStatement<[promotionId: number, codes: string], { id: number }>(
  'promotion.insertPromotionCodes',
  `insert into promotion_code (created_at, updated_at, promotion_id, code)
   select now(), now(), ?, c from json_array_elements_text(?::json) c
   where not exists (select 1 from promotion p where lower(p.code) = lower(c))
   on conflict do nothing returning id`,
);

export interface PromotionRow {
  id: number;
  name: Translations;
  kind: 'automatic' | 'coupon';
  priority: number;
  exclusive: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  taken: number;
  conditions: { type: string; value: Record<string, unknown> }[];
  actions: { type: string; value: Record<string, unknown> }[];
}

const COLUMNS = `p.id, p.name, p.kind, p.priority, p.exclusive, p.starts_at, p.ends_at, p.usage_limit, p.usage_limit_per_customer, p.taken, p.conditions, p.actions`;

export const automaticPromotionsSql = defineStatement<[], PromotionRow>(
  'promotion.automaticPromotions',
  `select ${COLUMNS} from promotion p where p.enabled and p.kind = 'automatic' order by p.priority desc, p.id`,
  { prepared: true },
);

/** The enabled coupon promotions of typed codes (lower case, as a JSON array): the shared code or a generated one still unused. */
export const couponPromotionsSql = defineStatement<[codes: string, codes: string], PromotionRow & { typed: string; code_id: number | null }>(
  'promotion.couponPromotions',
  `select ${COLUMNS}, p.code as typed, null::int as code_id from promotion p
     where p.enabled and p.kind = 'coupon' and lower(p.code) in (select json_array_elements_text(?::json))
   union all
   select ${COLUMNS}, pc.code as typed, pc.id as code_id from promotion_code pc join promotion p on p.id = pc.promotion_id
     where p.enabled and p.kind = 'coupon' and pc.order_id is null and lower(pc.code) in (select json_array_elements_text(?::json))`,
);
