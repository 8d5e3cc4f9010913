import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Order, OrderComment } from './order.entity.js';
import { AdminCreateOrderInput, AdminOrderCommentInput, AdminOrderQuoteInput, OrderFilter, OrderList, OrderQuote, OrderStatusInput } from './order.inputs.js';
import { OrderService } from './order.service.js';
import { OrderStatusService } from './order-status.service.js';

/** The back office's orders (permission `order`). */
@Resolver()
export class OrderAdminResolver {
  @RequirePermission(Permission.order)
  @Query(() => OrderList)
  orders(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('filter', () => OrderFilter, { nullable: true }) filter?: OrderFilter | null,
  ) {
    return OrderService.of(ctx).list(options, filter);
  }

  @RequirePermission(Permission.order)
  @Query(() => Order)
  order(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return OrderService.of(ctx).get(id);
  }

  @RequirePermission(Permission.order)
  @Query(() => OrderQuote, { description: 'order/create: the totals of a phone order before it is placed (subtotal, shipping, discounts, total)' })
  phoneOrderQuote(@Ctx() ctx: AppContext, @Arg('input', () => AdminOrderQuoteInput) input: AdminOrderQuoteInput) {
    return OrderService.of(ctx).quoteForCustomer(input);
  }

  @RequirePermission(Permission.order)
  @Mutation(() => Order, { description: 'order/create: an order taken by phone' })
  createOrder(@Ctx() ctx: AppContext, @Arg('input', () => AdminCreateOrderInput) input: AdminCreateOrderInput) {
    return OrderService.of(ctx).createForCustomer(input);
  }

  @RequirePermission(Permission.order)
  @Mutation(() => Order, { description: 'Moves the order along the state machine; 409 for a move that is not allowed' })
  changeOrderStatus(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => OrderStatusInput) input: OrderStatusInput) {
    return OrderStatusService.of(ctx).moveByAdmin(id, input);
  }

  @RequirePermission(Permission.order)
  @Mutation(() => BatchResult, { description: 'Batch status change ({ids, data: {status, note, restock}}), all or nothing' })
  async changeOrdersStatus(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => OrderStatusInput) data: OrderStatusInput) {
    return { affected: await OrderStatusService.of(ctx).moveManyByAdmin(ids, data) };
  }

  @RequirePermission(Permission.order)
  @Mutation(() => [OrderComment], { description: 'A comment to the customer, or an internal note' })
  commentOrder(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => AdminOrderCommentInput) input: AdminOrderCommentInput) {
    return OrderService.of(ctx).commentAsAdmin(id, input);
  }
}
