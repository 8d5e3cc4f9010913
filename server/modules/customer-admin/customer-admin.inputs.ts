import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, ValidateNested } from 'class-validator';
import { ListOptions, Paginated } from '../../common/pagination.js';
import { NewPasswordFields, OptionalPasswordFields } from '../../common/password.inputs.js';
import { EmailFormat, MaxLength, NoRepeated, Required } from '../../common/validation/rules.js';
import { AddressInput } from '../address/index.js';
import { Gender, LeadSource } from '../customer/index.js';
import { CustomerRecord } from './customer-record.js';

/** One address of the admin customer form: with its id to change it, without to add it. */
@InputType()
export class CustomerAddressInput extends AddressInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;
}

type PasswordBase = abstract new (...args: any[]) => object;

/**
 * The admin customer form's fields (spec 3, admin customer view), on top of the password fields:
 * required on create (NewPasswordFields), optional on edit (OptionalPasswordFields).
 */
function withCustomerFields<TBase extends PasswordBase>(Base: TBase) {
  // Not in the schema itself (only the concrete inputs below are used); named per base to stay unique.
  @InputType(`${Base.name}CustomerFields`)
  abstract class CustomerFields extends Base {
    /** Default true on create; absent on update keeps the stored value. */
    @Field(() => Boolean, { nullable: true })
    enabled?: boolean | null;

    @Field(() => Boolean, { nullable: true })
    isSubscribe?: boolean | null;

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

    @Field(() => String, { nullable: true })
    @Required()
    @MaxLength(50)
    phone!: string;

    @Field(() => [String], { nullable: true, description: 'Extra e-mail addresses' })
    @EmailFormat({ each: true })
    @NoRepeated()
    emails?: string[] | null;

    @Field(() => [String], { nullable: true, description: 'Mobile numbers' })
    @MaxLength(50, { each: true })
    @NoRepeated()
    mobiles?: string[] | null;

    @Field(() => Gender, { nullable: true })
    gender?: Gender | null;

    @Field(() => String, { nullable: true })
    @MaxLength(255)
    jobTitle?: string | null;

    @Field(() => String, { nullable: true })
    @MaxLength(255)
    department?: string | null;

    @Field(() => String, { nullable: true })
    @MaxLength(50)
    officePhone?: string | null;

    @Field(() => String, { nullable: true })
    @MaxLength(50)
    fax?: string | null;

    @Field(() => String, { nullable: true })
    @MaxLength(500)
    website?: string | null;

    @Field(() => Int, { nullable: true, description: 'The assigned staff member (an admin account id)' })
    adminId?: number | null;

    @Field(() => Int, { nullable: true, description: 'The lead status id' })
    @Required()
    statusId!: number;

    @Field(() => String, { nullable: true })
    @MaxLength(5000)
    statusDescription?: string | null;

    @Field(() => LeadSource, { nullable: true })
    @Required()
    leadSource!: LeadSource;

    @Field(() => String, { nullable: true })
    @MaxLength(5000)
    leadSourceDescription?: string | null;

    @Field(() => String, { nullable: true })
    @MaxLength(20000)
    description?: string | null;

    @Field(() => [String], { nullable: true })
    @MaxLength(100, { each: true })
    @NoRepeated()
    tags?: string[] | null;

    /** The customer's whole address book: addresses left out are deleted; absent keeps them all. */
    @Field(() => [CustomerAddressInput], { nullable: true })
    @IsOptional()
    @ValidateNested({ each: true })
    addresses?: CustomerAddressInput[] | null;
  }
  return CustomerFields;
}

@InputType({ description: 'The admin customer form on create: password and confirmation required' })
export class CreateCustomerInput extends withCustomerFields(NewPasswordFields) {
  /** Converting a lead (customer/create?lead_inputs): the lead is linked to the new customer and marked converted. */
  @Field(() => Int, { nullable: true, description: 'The lead being converted (customer/create?lead_inputs)' })
  leadId?: number | null;
}

@InputType({ description: 'The admin customer form on edit: a password only when it changes' })
export class UpdateCustomerInput extends withCustomerFields(OptionalPasswordFields) {}

export type CustomerInput = CreateCustomerInput | UpdateCustomerInput;

@InputType({ description: 'Customer list options: paging, sort, keyword (name, e-mail, phone, tags) and filters' })
export class CustomerListOptions extends ListOptions {
  @Field(() => Int, { nullable: true })
  statusId?: number | null;

  @Field(() => LeadSource, { nullable: true })
  leadSource?: LeadSource | null;

  @Field(() => Int, { nullable: true, description: 'The assigned staff member' })
  adminId?: number | null;

  @Field(() => Boolean, { nullable: true })
  isSubscribe?: boolean | null;
}

@ObjectType()
export class CustomerList extends Paginated(CustomerRecord) {}
