import { Field, InputType, ObjectType } from 'type-graphql';
import { NewPasswordFields } from '../../common/password.inputs.js';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';

@InputType()
export class PasswordResetRequestInput {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Language of the mail: en_us, zh_hk, zh_cn or a UI locale (default en-US)' })
  @MaxLength(10)
  language?: string | null;
}

@InputType()
export class ResetPasswordInput extends NewPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(200)
  token!: string;
}

/** `passwords.sent` or `passwords.reset` (the web shows the localized text of the status). */
@ObjectType()
export class PasswordResetStatus {
  @Field(() => String)
  status!: string;
}
