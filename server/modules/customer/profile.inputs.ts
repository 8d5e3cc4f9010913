import { Field, InputType } from 'type-graphql';
import { OwnAccountPasswordFields } from '../../common/password.inputs.js';
import { EmailFormat, MaxLength, Required } from '../../common/validation/rules.js';
import { Gender } from './customer.entity.js';

/** The storefront profile form (spec 3: email, names, phone, gender, optional new password);
 * changing the e-mail or the password needs the current one. A partial update (PARTIAL_UPDATE): an
 * absent field keeps its value; null or '' clears phone and gender and fails on the required ones. */
@InputType()
export class ProfileInput extends OwnAccountPasswordFields {
  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email?: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  firstName?: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  lastName?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(50)
  phone?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;
}
