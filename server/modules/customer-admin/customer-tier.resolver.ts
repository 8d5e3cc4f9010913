import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { AssignTierInput, MembershipService } from '../membership/index.js';
import { CustomerRecord } from './customer-record.js';

/** A customer's tier set by staff: the membership module keeps the rules, the customer record shows the result. */
@Resolver(() => CustomerRecord)
export class CustomerTierResolver {
  @RequirePermission(Permission.membershiptier)
  @Mutation(() => CustomerRecord, { description: "Staff set a customer's tier (for the tier's duration from now) with a remark" })
  assignMembershipTier(@Ctx() ctx: AppContext, @Arg('customerId', () => Int) customerId: number, @Arg('input', () => AssignTierInput) input: AssignTierInput) {
    return MembershipService.of(ctx).assign(customerId, input);
  }
}
