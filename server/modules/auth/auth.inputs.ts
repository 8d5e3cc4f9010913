import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { NewPasswordFields } from '../../common/password.inputs.js';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';
import { Role } from '../staff/index.js';

@InputType()
export class RegisterInput extends NewPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => Boolean, { nullable: true, description: 'The newsletter opt-in box: a confirmation mail follows (double opt-in)' })
  newsletter?: boolean | null;

  @Field(() => String, { nullable: true, description: "The shopper's content language (their mail's language)" })
  @MaxLength(10)
  language?: string | null;
}

@InputType()
export class LoginInput {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true })
  @Required()
  password!: string;
}

/** A bearer token and the moment it stops working (REST: `{"token", "expired_at"}`). */
@ObjectType()
export class AuthToken {
  @Field(() => String)
  token!: string;

  @Field(() => Date)
  expiredAt!: Date;
}

/** The signed-in admin's session: who, which role, what the sidebar hides, and the token's life. */
@ObjectType()
export class CurrentAdmin {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Int)
  roleId!: number;

  @Field(() => Role)
  role!: Role;

  @Field(() => [String], { description: "The permission names of the admin's role" })
  permissionList!: string[];

  @Field(() => [String], { description: 'Catalogue names the role lacks: sidebar items to hide' })
  hiddenMenus!: string[];

  @Field(() => Int, { description: 'Token lifetime in minutes (setting token_expired_time)' })
  maxAliveTime!: number;

  @Field(() => Date, { description: 'When the current token expires' })
  expiredAt!: Date;
}
