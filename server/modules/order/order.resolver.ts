import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PaymentMethod } from '../payment/index.js';
import { Public, ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Order, OrderComment, OrderLine, OrderStatusChange } from './order.entity.js';
import { OrderCommentInput } from './order.inputs.js';
import { OrderStatus, nextStatusesOf } from './order-status.js';
import { OrderService } from './order.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true } as const;
const isAdmin = (ctx: AppContext) => ctx.principal?.kind === 'admin';

/** The shopper's orders (own only) and the fields every order answer shares. */
@Resolver(() => Order)
export class OrderResolver {
  @ShopperOnly()
  @Query(() => [Order], { description: 'GET /api/order: my orders, newest first' })
  myOrders(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return OrderService.of(ctx).myOrders(language);
  }

  @ShopperOnly()
  @Query(() => Order, { description: "GET /api/order/{id}: one of my orders (404 for anybody else's)" })
  myOrder(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return OrderService.of(ctx).myOrder(id, language);
  }

  @Public()
  @Query(() => Order, { description: "An order by number with checkout's access key (guests), or a member's own" })
  orderByNumber(
    @Ctx() ctx: AppContext,
    @Arg('orderNumber', () => String) orderNumber: string,
    @Arg('accessKey', () => String, { nullable: true }) accessKey?: string | null,
  ) {
    return OrderService.of(ctx).byNumber(orderNumber, accessKey);
  }

  @ShopperOnly()
  @Mutation(() => [OrderComment], { description: 'POST /api/order/{id}/comment: adds my comment, answers the comments' })
  commentMyOrder(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => OrderCommentInput) input: OrderCommentInput) {
    return OrderService.of(ctx).commentAsShopper(id, input);
  }

  @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(OrderLine, 'order', { orderBy: { id: 'asc' } }).load(order.id);
  }

  @FieldResolver(() => [OrderComment], { description: 'Oldest first; internal notes only for staff' })
  async comments(@Root() order: Order, @Ctx() ctx: AppContext) {
    const all = await ctx.loaders.many(OrderComment, 'order', { orderBy: { createdAt: 'asc', id: 'asc' } }).load(order.id);
    return isAdmin(ctx) ? all : all.filter((comment) => !comment.internal);
  }

  @FieldResolver(() => [OrderStatusChange], { description: 'Oldest first' })
  statusChanges(@Root() order: Order, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(OrderStatusChange, 'order', { orderBy: { createdAt: 'asc', id: 'asc' } }).load(order.id);
  }

  @FieldResolver(() => [OrderStatus], {
    description: 'Where the state machine lets this order go next; none for a counter sale (returned at the point of sale)',
  })
  nextStatuses(@Root() order: Order) {
    return nextStatusesOf({ status: order.status as OrderStatus, source: order.source });
  }

  @FieldResolver(() => String, {
    description: "How to pay: the payment method's instructions (sanitised rich text, e.g. a transfer's bank account) in the request language",
  })
  async paymentInstructions(@Root() order: Order, @Ctx() ctx: AppContext) {
    const id = order.paymentMethod?.id;
    const method = id ? await ctx.loaders.byId(PaymentMethod).load(id) : null;
    return method ? translated(ctx, method.instructions) : '';
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The stripe_key of the /stripe card page while a card order waits for its payment (empty otherwise)',
  })
  stripeKey(@Root() order: Order) {
    return order.paymentKind === 'stripe' && order.status === OrderStatus.pending ? (order.stripeKey ?? null) : null;
  }

  @FieldResolver(() => Int, { nullable: true })
  customerId(@Root() order: Order) {
    return order.customer?.id ?? null;
  }
}

@Resolver(() => OrderStatusChange)
export class OrderStatusChangeResolver {
  @FieldResolver(() => String, { description: 'The admin who moved it (staff only; empty for shoppers)' })
  adminName(@Root() change: OrderStatusChange, @Ctx() ctx: AppContext) {
    return isAdmin(ctx) ? change.adminName : '';
  }

  @FieldResolver(() => String, { description: "Staff see every note; shoppers only an admin's (e.g. a tracking number), not the payment provider's" })
  note(@Root() change: OrderStatusChange, @Ctx() ctx: AppContext) {
    return isAdmin(ctx) || change.actor === 'admin' ? change.note : '';
  }
}
