import { ValidateBy } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MESSAGES, MaxLength, Required, isPresent } from '../../common/validation/rules.js';
import { RewardPoint } from './reward-point.entity.js';

/** Staff adjustment (POST /api/admin/user/{id}/points): positive gives a batch, negative takes (never more than there is). */
@InputType()
export class PointsAdjustmentInput {
  @Field(() => Int, { nullable: true })
  @Required()
  @ValidateBy({
    name: 'pointsAdjustment',
    validator: {
      validate: (v) => !isPresent(v) || (Number.isInteger(v) && v !== 0 && Math.abs(v as number) <= 100_000_000),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  })
  points!: number;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(500)
  remark!: string;
}

@ObjectType({ description: 'Reward points of a customer: balance, what expires within 30 days and the history (newest first)' })
export class PointsAccount {
  @Field(() => Int)
  balance!: number;

  @Field(() => Int, { description: 'Points that expire within 30 days' })
  expiringSoon!: number;

  @Field(() => String, { nullable: true, description: 'The first day points expire within 30 days' })
  expiringOn!: string | null;

  @Field(() => [RewardPoint])
  history!: RewardPoint[];
}
