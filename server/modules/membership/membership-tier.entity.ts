import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/**
 * A membership tier (issue 14, api-contract "membership tier"). A customer qualifies by paid spending in
 * the base currency within the last `periodMonths` (completed orders, less refunds); a tier without a
 * `spendingThreshold` is only ever assigned by staff. Membership lasts `durationMonths` from the day it
 * is given. Benefits: a percent off every line (a line step of the pricing pipeline) and a multiplier
 * of the reward points earned.
 */
@ObjectType()
@Entity({ tableName: 'membership_tier' })
export class MembershipTier extends BaseEntity {
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  @Property({ type: 'json' })
  description: Translations & Opt = {};

  @Field(() => Int, { description: 'Order of the tiers: higher is better' })
  @Index()
  @Property({ type: 'integer', default: 1 })
  level: number & Opt = 1;

  @Field(() => String, { nullable: true, description: 'Paid spending (base currency) within the period that qualifies; null: assigned by staff only' })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  spendingThreshold?: string | null;

  @Field(() => Int, { description: 'The rolling period of spending, in months' })
  @Property({ type: 'integer', default: 12 })
  periodMonths: number & Opt = 12;

  @Field(() => Int, { description: 'How long a membership lasts once given, in months' })
  @Property({ type: 'integer', default: 12 })
  durationMonths: number & Opt = 12;

  // defaultRaw: PostgreSQL keeps a default of '0.00' as the numeric 0.00 (no quotes, no cast: it reads back
  // as a numeric), and the schema diff compares the text; a quoted default would be altered at every diff.
  @Field(() => String, { description: 'Percent off every line (0 to 100)' })
  @Property({ type: 'decimal', precision: 5, scale: 2, defaultRaw: '0.00' })
  discountPercent: string & Opt = '0.00';

  @Field(() => String, { description: 'Reward points earned are multiplied by this' })
  @Property({ type: 'decimal', precision: 6, scale: 2, defaultRaw: '1.00' })
  pointsMultiplier: string & Opt = '1.00';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;
}

/** A change of a customer's tier: by the evaluation (remark says why) or by staff (their name and remark). */
@Entity({ tableName: 'membership_change' })
export class MembershipChange extends BaseEntity {
  @Index()
  @Property({ type: 'integer' })
  customerId!: number;

  @Property({ type: 'integer', nullable: true })
  fromTierId?: number | null;

  @Property({ type: 'integer', nullable: true })
  toTierId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'string', length: 255, default: '' })
  adminName: string & Opt = '';

  @Property({ type: 'string', length: 500, default: '' })
  remark: string & Opt = '';
}
