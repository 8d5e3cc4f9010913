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

/** A newsletter sign-up (footer box, registration or checkout opt-in): a confirmation mail follows. */
@InputType()
export class NewsletterSignUpInput {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  @MaxLength(255)
  email!: string;

  @Field(() => String, { nullable: true, description: 'Content language of the shopper (en_us, zh_hk, zh_cn)' })
  @MaxLength(10)
  language?: string | null;
}

/** The link of the confirmation mail. */
@InputType()
export class NewsletterConfirmInput extends UnsubscribeInput {
  @Field(() => String, { nullable: true, description: 'Content language the confirmation was read in' })
  @MaxLength(10)
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the sign-up came from (signup_form, registration, checkout), as the link says' })
  @MaxLength(20)
  source?: string | null;
}
