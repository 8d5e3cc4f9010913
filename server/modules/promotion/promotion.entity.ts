import { Check, Entity, Formula, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

export type PromotionKind = 'automatic' | 'coupon';

/** One condition or action of a promotion: a type of the contract and its value (see promotion-rules.ts). */
@ObjectType('PromotionRule')
export class PromotionRule {
  @Field(() => String)
  type!: string;

  @Field(() => GraphQLJSONObject)
  value!: Record<string, unknown>;
}

/**
 * A promotion (issue 14): automatic, or reached by a coupon code (one shared code, or a batch of generated
 * single-use codes in promotion_code). `used` counts the orders that hold a use; it only moves through
 * the conditional update of promotion-usage.ts, in the order's transaction, so it never passes the limit.
 * Window instants are UTC (the admin picks them in the shop's time zone).
 */
@ObjectType()
@Entity({ tableName: 'promotion' })
@Index({ name: 'promotion_code_lower_unique', expression: 'create unique index "promotion_code_lower_unique" on "promotion" (lower("code"))' })
@Check({ name: 'promotion_used_check', expression: 'taken >= 0' })
export class Promotion extends BaseEntity {
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  @Property({ type: 'json' })
  description: Translations & Opt = {};

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => String, { description: 'automatic or coupon' })
  @Property({ type: 'string', length: 20 })
  kind!: PromotionKind;

  @Field(() => String, { nullable: true, description: 'The shared coupon code (case-insensitive, unique); null for automatic or generated codes' })
  @Property({ type: 'string', length: 64, nullable: true })
  code?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  endsAt?: Date | null;

  @Field(() => Int, { description: 'Higher first' })
  @Property({ type: 'integer', default: 0 })
  priority: number & Opt = 0;

  @Field(() => Boolean, { description: 'Applies alone: not combinable with other promotions or coupons' })
  @Property({ type: 'boolean', default: false })
  exclusive: boolean & Opt = false;

  @Field(() => Int, { nullable: true, description: 'Orders in total; null: no limit' })
  @Property({ type: 'integer', nullable: true })
  usageLimit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders per customer; null: no limit' })
  @Property({ type: 'integer', nullable: true })
  usageLimitPerCustomer?: number | null;

  /** Uses held against `usageLimit` (moved only by promotion-usage.ts, in the orders' transactions). */
  @Property({ type: 'integer', default: 0, hidden: true })
  taken: number & Opt = 0;

  /** Orders holding a use (canceled and rejected ones gave theirs back); read in the same statement as the row. */
  @Formula((alias) => `(select count(*)::int from promotion_usage u where u.promotion_id = ${alias}.id and u.released_at is null)`, { lazy: false })
  used?: number & Opt;

  @Field(() => [PromotionRule])
  @Property({ type: 'json' })
  conditions: PromotionRule[] & Opt = [];

  @Field(() => [PromotionRule])
  @Property({ type: 'json' })
  actions: PromotionRule[] & Opt = [];
}

/** A generated single-use code of a coupon promotion; `orderId` is the order holding it. */
@ObjectType()
@Entity({ tableName: 'promotion_code' })
@Index({ name: 'promotion_code_code_lower_unique', expression: 'create unique index "promotion_code_code_lower_unique" on "promotion_code" (lower("code"))' })
export class PromotionCode extends BaseEntity {
  @Index()
  @ManyToOne(() => Promotion, { ref: true, deleteRule: 'cascade', hidden: true })
  promotion!: Ref<Promotion>;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  code!: string;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;
}

/**
 * One use of a promotion by an order (taken in the order's transaction). Released when the order is
 * canceled or its payment rejected; the per-customer limit counts the unreleased rows.
 */
@Entity({ tableName: 'promotion_usage' })
@Index({ name: 'promotion_usage_promotion_id_customer_id_index', properties: ['promotionId', 'customerId'] })
export class PromotionUsage extends BaseEntity {
  @Property({ type: 'integer' })
  promotionId!: number;

  @Index()
  @Property({ type: 'integer' })
  orderId!: number;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  code?: string | null;

  @Property({ type: 'integer', nullable: true })
  promotionCodeId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  releasedAt?: Date | null;
}

/**
 * A discount as it was given to one order line (or to the order's shipping when `orderLineId` is null):
 * refunds and reports read net paid per line from order_line.net_total and the source from here.
 */
@Entity({ tableName: 'order_discount' })
export class OrderDiscount extends BaseEntity {
  @Index()
  @Property({ type: 'integer' })
  orderId!: number;

  @Index()
  @Property({ type: 'integer', nullable: true })
  orderLineId?: number | null;

  /** Null for points redemption. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  promotionId?: number | null;

  /** `promotion`, `coupon`, `shipping` or `points`. */
  @Property({ type: 'string', length: 20 })
  source!: string;

  @Property({ type: 'string', length: 255, default: '' })
  label: string & Opt = '';

  @Property({ type: 'string', length: 64, nullable: true })
  code?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;
}
