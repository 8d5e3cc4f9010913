import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, ValidateNested } from 'class-validator';
import { CountryCode } from '../../common/countries.js';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, MESSAGES, NoRepeated, Required, Money, SortOrder } from '../../common/validation/rules.js';
import { ShippingMethod } from './shipping-method.entity.js';

@InputType()
export class CountryFeeInput {
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-3 code, e.g. HKG' })
  @Required()
  @CountryCode()
  country!: string;

  @Field(() => String, { nullable: true, description: "Decimal in the base currency, e.g. '120.00'" })
  @Required()
  @Money()
  fee!: string;
}

/** The shipping method form: name and description in the mutation's `language`, the rest shared. */
@InputType()
export class ShippingMethodInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(2000)
  description?: string | null;

  /** Default true on create; absent on update keeps the stored value. */
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Position (ascending); default 0' })
  @SortOrder()
  order?: number | null;

  @Field(() => String, { nullable: true, description: "Flat fee in the base currency, e.g. '30.00'" })
  @Required()
  @Money()
  fee!: string;

  @Field(() => String, { nullable: true, description: 'Subtotal (base currency) from which shipping is free; empty: never' })
  @Money()
  freeAbove?: string | null;

  @Field(() => [CountryFeeInput], { nullable: true, description: 'Fees by destination country in place of the flat fee; absent keeps the stored list' })
  @IsOptional()
  @NoRepeated('country', MESSAGES.noRepeated)
  @ValidateNested({ each: true })
  countryFees?: CountryFeeInput[] | null;
}

@ObjectType()
export class ShippingMethodList extends Paginated(ShippingMethod) {}

/** A shipping method as checkout offers it: texts in the request language, the fee for the destination. */
@ObjectType({ description: 'An enabled shipping method with its fee for a destination and subtotal' })
export class ShippingOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'The fee for this destination and subtotal (base currency, decimal)' })
  fee!: string;

  @Field(() => String, { nullable: true, description: 'Subtotal from which shipping is free (base currency), if any' })
  freeAbove?: string | null;
}
