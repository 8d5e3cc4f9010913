import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

/** The kinds of a reward points history row. */
export type RewardPointType = 'earned' | 'bonus' | 'redeemed' | 'returned' | 'refunded' | 'adjustment' | 'expired';

/**
 * One row of a customer's reward points ledger (issue 14; spec: remark, type, used_points, points,
 * expiry_date). A row with positive `points` is a batch: `usedPoints` of it have been spent, taken back
 * or expired, and what is left may be spent until its expiry date (shop time zone, inclusive). A row
 * with negative `points` is a debit (redeemed, refunded, expired, a negative adjustment) whose points
 * were taken from batches, oldest expiry first (reward_point_use says which). So the sum of `points` over
 * the history is always the sum of what is left in the batches: the balance.
 */
@ObjectType({ description: 'A row of the reward points history (spec: remark, type, used_points, points, expiry_date)' })
@Entity({ tableName: 'reward_point' })
@Index({ name: 'reward_point_customer_id_expiry_date_index', properties: ['customerId', 'expiryDate'] })
export class RewardPoint extends BaseEntity {
  @Property({ type: 'integer' })
  customerId!: number;

  @Field(() => Int, { nullable: true })
  @Index()
  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Field(() => String, { description: 'earned, bonus, redeemed, returned, refunded, adjustment or expired' })
  @Property({ type: 'string', length: 20 })
  type!: RewardPointType;

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  remark: string & Opt = '';

  @Field(() => Int, { description: 'Positive: a batch given; negative: points taken' })
  @Property({ type: 'integer' })
  points!: number;

  @Field(() => Int, { description: 'Of a batch: points already spent, taken back or expired' })
  @Property({ type: 'integer', default: 0 })
  usedPoints: number & Opt = 0;

  /** Last day the batch may be spent (shop time zone); null: never expires. Debits have none. */
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, last day the batch may be spent' })
  @Property({ type: 'date', nullable: true })
  expiryDate?: string | null;
}

/** Which batch a debit took how many points from (a canceled or refunded redemption returns to them). */
@Entity({ tableName: 'reward_point_use' })
export class RewardPointUse extends BaseEntity {
  @Index()
  @Property({ type: 'integer' })
  debitId!: number;

  @Index()
  @Property({ type: 'integer' })
  batchId!: number;

  @Property({ type: 'integer' })
  points!: number;
}
