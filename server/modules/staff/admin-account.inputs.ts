import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { NewPasswordFields, OwnAccountPasswordFields } from '../../common/password.inputs.js';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';
import { AdminAccount } from './admin-account.entity.js';

/** The admin account form (spec 3 and 5): every field required on create. */
@InputType()
export class CreateAdminAccountInput extends NewPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => Boolean, { nullable: true })
  @Required()
  enabled!: boolean;

  /** Default 1, the super-admin role (spec 3). */
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  roleId?: number | null;
}

/**
 * The same form on edit, where the password is optional (given, it must be confirmed). On one's own
 * account, a new e-mail or password needs currentPassword.
 */
@InputType()
export class UpdateAdminAccountInput extends OwnAccountPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => Boolean, { nullable: true })
  @Required()
  enabled!: boolean;

  /** Left out: the account keeps its role. */
  @Field(() => Int, { nullable: true })
  roleId?: number | null;
}

@ObjectType()
export class AdminAccountList extends Paginated(AdminAccount) {}
