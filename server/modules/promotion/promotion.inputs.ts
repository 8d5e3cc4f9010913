import { ValidateBy, ValidateNested } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { Matches, MaxItems, MESSAGES, MaxLength, Required, WholeNumberIn, isPresent } from '../../common/validation/rules.js';
import type { FieldErrors } from '../../common/errors.js';
import { CheckedBy } from '../../common/validation/validate-input.js';
import { ruleErrors } from './promotion-rules.js';
import { Promotion } from './promotion.entity.js';

/** Letters, digits, `-` and `_`: a code a shopper can type and a spreadsheet keeps. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const CouponCode = () => Matches('couponCode', CODE_PATTERN);

const WholeNumber = (min: number, max: number) => WholeNumberIn('wholeNumber', min, max);

/** At most `max` entries (an absent list passes). */
const AtMost = (max: number) => MaxItems('atMost', max);

const LocalDate = () =>
  ValidateBy({
    name: 'localDate',
    validator: {
      validate: (v) => !isPresent(v) || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  });

const OneOf = (values: readonly string[]) =>
  ValidateBy({ name: 'oneOf', validator: { validate: (v) => !isPresent(v) || values.includes(v as string), defaultMessage: () => MESSAGES.noSpecific } });

@InputType({ description: 'A condition or action: {type, value} (api-contract.md lists the types and values)' })
export class PromotionRuleInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(40)
  type!: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  value?: Record<string, unknown> | null;
}

const instant = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN);

/**
 * A window that ends before it starts, when the input sends both ends (checked here so it comes with the
 * other errors; an end checked against the stored start, in a partial update, is the service's).
 */
function windowErrors(input: PromotionInput): FieldErrors {
  if (typeof input.startsOn === 'string' && typeof input.endsOn === 'string' && input.endsOn < input.startsOn) return { endsOn: MESSAGES.noSpecific };
  if (instant(input.endsAt) <= instant(input.startsAt)) return { endsAt: MESSAGES.noSpecific };
  return {};
}

/**
 * The promotion form. name and description are written in the mutation's `language`; everything else
 * is shared. Conditions and actions are checked by their type (ruleErrors: each value field on its own
 * key, e.g. actions.0.value.percent) beside the other rules, so one answer holds every error.
 */
@InputType()
@CheckedBy((input: PromotionInput) => ({ ...ruleErrors(input.conditions ?? undefined, input.actions ?? undefined), ...windowErrors(input) }))
export class PromotionInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(5000)
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true, description: 'automatic or coupon' })
  @Required()
  @OneOf(['automatic', 'coupon'])
  kind!: 'automatic' | 'coupon';

  @Field(() => String, { nullable: true, description: 'The shared code of a coupon (case-insensitive, unique); empty for generated codes' })
  @MaxLength(64)
  @CouponCode()
  code?: string | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt?: Date | null;

  @Field(() => String, { nullable: true, description: "First day (YYYY-MM-DD) in the shop's time zone; sets startsAt to that day's local midnight" })
  @LocalDate()
  startsOn?: string | null;

  @Field(() => String, { nullable: true, description: "Last day (YYYY-MM-DD, inclusive) in the shop's time zone; sets endsAt to the next local midnight" })
  @LocalDate()
  endsOn?: string | null;

  @Field(() => Int, { nullable: true })
  @WholeNumber(-1_000_000, 1_000_000)
  priority?: number | null;

  @Field(() => Boolean, { nullable: true })
  exclusive?: boolean | null;

  @Field(() => Int, { nullable: true })
  @WholeNumber(1, 100_000_000)
  usageLimit?: number | null;

  @Field(() => Int, { nullable: true })
  @WholeNumber(1, 100_000_000)
  usageLimitPerCustomer?: number | null;

  @Field(() => [PromotionRuleInput], { nullable: true })
  @AtMost(20)
  @ValidateNested({ each: true })
  conditions?: PromotionRuleInput[] | null;

  @Field(() => [PromotionRuleInput], { nullable: true })
  @Required()
  @AtMost(20)
  @ValidateNested({ each: true })
  actions!: PromotionRuleInput[];
}

@InputType({ description: 'A batch of single-use codes for a coupon promotion' })
export class GenerateCodesInput {
  @Field(() => Int, { nullable: true })
  @Required()
  @WholeNumber(1, 10_000)
  count!: number;

  @Field(() => String, { nullable: true, description: 'Put before each code' })
  @MaxLength(20)
  @CouponCode()
  prefix?: string | null;
}

@ObjectType()
export class PromotionList extends Paginated(Promotion) {}
