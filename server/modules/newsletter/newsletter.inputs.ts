import { Field, InputType } from 'type-graphql';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';

/** What a mailed unsubscribe link carries. */
@InputType()
export class UnsubscribeInput {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true, description: 'The signature of the mailed link' })
  @Required()
  @MaxLength(200)
  signature!: string;
}
