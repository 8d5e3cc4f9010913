import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';
import { BroadcastMessage } from './broadcast.entities.js';

/** A broadcast message in the mutation's `language`: subject and rich-text body ({first_name}, {last_name}, {shop_name}). */
@InputType()
export class BroadcastMessageInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  subject!: string;

  @Field(() => String, { nullable: true, description: 'Rich text (sanitised); variables {first_name} {last_name} {shop_name}' })
  @Required()
  @MaxLength(200000)
  body!: string;
}

@InputType()
export class TestSendInput {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;
}

@ObjectType()
export class BroadcastMessageList extends Paginated(BroadcastMessage) {}

/** A message as one recipient would get it. */
@ObjectType()
export class MailPreview {
  @Field()
  subject!: string;

  @Field()
  html!: string;

  @Field()
  text!: string;
}
