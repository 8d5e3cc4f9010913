import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { DecimalIn, MaxLength, Money, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { MembershipTier } from './membership-tier.entity.js';

const WholeNumber = (min: number, max: number) => WholeNumberIn('wholeNumber', min, max);

/** A decimal text with at most two decimals, from `min` to `max`. */
const DecimalBetween = (min: number, max: number) => DecimalIn('decimalBetween', 6, min, max);

/** The membership tier form (api-contract "membership tier"); name and description in the mutation's `language`. */
@InputType()
export class MembershipTierInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(5000)
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Order of the tiers, higher is better (1 to 1000)' })
  @Required()
  @WholeNumber(1, 1000)
  level!: number;

  @Field(() => String, { nullable: true, description: 'Paid spending within the period that qualifies (base currency); empty: assigned by staff only' })
  @Money()
  spendingThreshold?: string | null;

  @Field(() => Int, { nullable: true, description: 'Rolling period of spending in months (1 to 120)' })
  @Required()
  @WholeNumber(1, 120)
  periodMonths!: number;

  @Field(() => Int, { nullable: true, description: 'Months a membership lasts (1 to 120)' })
  @Required()
  @WholeNumber(1, 120)
  durationMonths!: number;

  @Field(() => String, { nullable: true, description: 'Percent off every line, 0 to 100' })
  @DecimalBetween(0, 100)
  discountPercent?: string | null;

  @Field(() => String, { nullable: true, description: 'Points multiplier, 0 to 100' })
  @DecimalBetween(0, 100)
  pointsMultiplier?: string | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

@InputType({ description: "Staff set a customer's tier (null: none) with a remark" })
export class AssignTierInput {
  @Field(() => Int, { nullable: true })
  tierId?: number | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(500)
  remark!: string;
}

@ObjectType()
export class MembershipTierList extends Paginated(MembershipTier) {}

@ObjectType({ description: "The signed-in shopper's membership (GET /api/account/membership)" })
export class MyMembership {
  @Field(() => MembershipTier, { nullable: true })
  tier!: MembershipTier | null;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => MembershipTier, { nullable: true, description: 'The next tier up that spending can reach' })
  nextTier!: MembershipTier | null;

  @Field(() => String, { description: 'Paid spending in the next tier’s period (base currency)' })
  spent!: string;

  @Field(() => String, { nullable: true, description: 'Still to spend to reach the next tier' })
  remaining!: string | null;

  @Field(() => Int, { description: 'Progress to the next tier in percent (100 when there is none)' })
  progress!: number;
}
