import { Field, InputType } from 'type-graphql';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';

/** The contact form (spec 3: contact message). */
@InputType()
export class ContactMessageInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(200)
  subject!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(5000)
  message!: string;
}
