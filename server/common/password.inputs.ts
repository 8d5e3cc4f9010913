import { Field, InputType } from 'type-graphql';
import { MaxLength, MinPasswordLength, Required, SameAs } from './validation/rules.js';

/**
 * The password and its confirmation, as every form that sets a password has them: registration, the
 * admin account form, the customer form, password reset. Extend the one that fits.
 */
@InputType()
export abstract class NewPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @MinPasswordLength()
  @MaxLength(255)
  password!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @SameAs('password')
  passwordConfirmation!: string;
}

/** On edit forms the password may be left out; when given, it must be confirmed. */
@InputType()
export abstract class OptionalPasswordFields {
  @Field(() => String, { nullable: true })
  @MinPasswordLength()
  @MaxLength(255)
  password?: string | null;

  @Field(() => String, { nullable: true })
  @SameAs('password')
  passwordConfirmation?: string | null;
}

/**
 * One's own account form (storefront profile, the admin's own account): changing the e-mail or the
 * password needs the current password (common/password.ts assertCurrentPassword).
 */
@InputType()
export abstract class OwnAccountPasswordFields extends OptionalPasswordFields {
  @Field(() => String, { nullable: true, description: "Needed to change the e-mail or the password of one's own account" })
  @MaxLength(255)
  currentPassword?: string | null;
}
