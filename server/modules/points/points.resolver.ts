import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission, ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { PointsAccount, PointsAdjustmentInput } from './points.inputs.js';
import { PointsService } from './points.service.js';

@Resolver()
export class PointsResolver {
  @ShopperOnly()
  @Query(() => PointsAccount, { description: "The signed-in shopper's reward points (401 for others)" })
  myPoints(@Ctx() ctx: AppContext) {
    return PointsService.of(ctx).mine();
  }

  @RequirePermission(Permission.customer_account)
  @Query(() => PointsAccount, { description: "A customer's reward points history (admin customer view)" })
  customerPoints(@Ctx() ctx: AppContext, @Arg('customerId', () => Int) customerId: number) {
    return PointsService.of(ctx).ofCustomer(customerId);
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => PointsAccount, { description: 'Staff adjust a customer’s points with a remark (negative takes; never below 0)' })
  adjustCustomerPoints(
    @Ctx() ctx: AppContext,
    @Arg('customerId', () => Int) customerId: number,
    @Arg('input', () => PointsAdjustmentInput) input: PointsAdjustmentInput,
  ) {
    return PointsService.of(ctx).adjust(customerId, input);
  }
}
