import { Ctx, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { Address } from '../address/index.js';
import { AdminAccount } from '../staff/index.js';
import { Customer, LeadSource } from '../customer/index.js';
import { LeadStatus } from '../lead-status/index.js';
import { MembershipTier } from '../membership/index.js';

/**
 * A customer as the back office sees it (spec 3, admin customer view): the account's fields plus the CRM
 * fields, which are staff notes and so never part of `Customer`, the type a shopper reads as their own
 * profile. Only the admin customer fields (permission customer_account) answer this type; its values are
 * Customer entities. Related records come through the request's loaders (one query per list).
 */
@ObjectType({ description: 'A customer with its CRM fields (back office only)' })
export class CustomerRecord extends Customer {}

@Resolver(() => CustomerRecord)
export class CustomerRecordResolver {
  @FieldResolver(() => [String], { description: 'Extra e-mail addresses' })
  emails(@Root() customer: Customer) {
    return customer.emails ?? [];
  }

  @FieldResolver(() => [String])
  mobiles(@Root() customer: Customer) {
    return customer.mobiles ?? [];
  }

  @FieldResolver(() => String, { nullable: true })
  jobTitle(@Root() customer: Customer) {
    return customer.jobTitle ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  department(@Root() customer: Customer) {
    return customer.department ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  officePhone(@Root() customer: Customer) {
    return customer.officePhone ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  fax(@Root() customer: Customer) {
    return customer.fax ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  website(@Root() customer: Customer) {
    return customer.website ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The lead status id' })
  statusId(@Root() customer: Customer) {
    return refId(customer.status);
  }

  @FieldResolver(() => LeadStatus, { nullable: true })
  status(@Root() customer: Customer, @Ctx() ctx: AppContext) {
    const id = refId(customer.status);
    return id ? ctx.loaders.byId(LeadStatus).load(id) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  statusDescription(@Root() customer: Customer) {
    return customer.statusDescription ?? null;
  }

  @FieldResolver(() => LeadSource, { nullable: true })
  leadSource(@Root() customer: Customer) {
    return customer.leadSource ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  leadSourceDescription(@Root() customer: Customer) {
    return customer.leadSourceDescription ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  description(@Root() customer: Customer) {
    return customer.description ?? null;
  }

  @FieldResolver(() => [String])
  tags(@Root() customer: Customer) {
    return customer.tags ?? [];
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The assigned staff member (admin account id)' })
  adminId(@Root() customer: Customer) {
    return refId(customer.admin);
  }

  @FieldResolver(() => AdminAccount, { nullable: true, description: 'The assigned staff member' })
  admin(@Root() customer: Customer, @Ctx() ctx: AppContext) {
    const id = refId(customer.admin);
    return id ? ctx.loaders.byId(AdminAccount).load(id) : null;
  }

  @FieldResolver(() => [Address], { description: "The customer's address book" })
  addresses(@Root() customer: Customer, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(Address, 'customer').load(customer.id);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The membership tier (read-only here: staff assign it with a remark, assignMembershipTier)' })
  membershipTierId(@Root() customer: Customer) {
    return refId(customer.membershipTier);
  }

  @FieldResolver(() => MembershipTier, { nullable: true })
  membershipTier(@Root() customer: Customer, @Ctx() ctx: AppContext) {
    const id = refId(customer.membershipTier);
    return id ? ctx.loaders.byId(MembershipTier).load(id) : null;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the membership ends' })
  membershipExpiresAt(@Root() customer: Customer) {
    return customer.membershipExpiresAt ?? null;
  }
}
