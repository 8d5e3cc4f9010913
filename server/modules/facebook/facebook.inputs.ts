import { Field, InputType } from 'type-graphql';
import { MaxLength, Required } from '../../common/validation/rules.js';

/** The user access token the Facebook SDK gave the storefront. */
@InputType()
export class FacebookLoginInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(1000)
  accessToken!: string;
}
