import { Field, InputType } from 'type-graphql';
import { CountryCode } from '../../common/countries.js';
import { MaxLength, Required } from '../../common/validation/rules.js';

/** The address form of the storefront (create and update alike). */
@InputType()
export class AddressInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-3 code, e.g. HKG' })
  @Required()
  @CountryCode()
  country!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(50)
  contactNumber!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(500)
  address!: string;

  @Field(() => Boolean, { nullable: true, description: 'Ticking it clears the flag on every other address' })
  defaultBilling?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Ticking it clears the flag on every other address' })
  defaultShipping?: boolean | null;
}
