import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { readSettingsGroup } from '../settings/index.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Broadcast, BroadcastStatus } from './broadcast.entities.js';
import { BroadcastInput, BroadcastList } from './broadcast.inputs.js';
import { BroadcastService } from './broadcast.service.js';

@Resolver(() => Broadcast)
export class BroadcastResolver {
  @RequirePermission(Permission.broadcast)
  @Query(() => BroadcastList)
  broadcasts(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('status', () => BroadcastStatus, { nullable: true }) status?: BroadcastStatus | null,
  ) {
    return BroadcastService.of(ctx).list(options, status);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => Broadcast)
  broadcast(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BroadcastService.of(ctx).get(id);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => String, {
    description: "The shop's time zone (settings basic.timezone): the screens enter send_at in it",
    deprecationReason: 'Use shopTimeZone: one time zone query for every back office date and time field',
  })
  async broadcastTimeZone(@Ctx() ctx: AppContext) {
    return (await readSettingsGroup(ctx.em, 'basic')).timezone;
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Broadcast)
  createBroadcast(@Ctx() ctx: AppContext, @Arg('input', () => BroadcastInput) input: BroadcastInput) {
    return BroadcastService.of(ctx).create(input);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Broadcast)
  updateBroadcast(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => BroadcastInput, PARTIAL_UPDATE) input: BroadcastInput) {
    return BroadcastService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Broadcast, { description: 'Stops the broadcast: what has not been sent is not sent' })
  cancelBroadcast(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BroadcastService.of(ctx).cancel(id);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Boolean)
  deleteBroadcast(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BroadcastService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BatchResult)
  async deleteBroadcasts(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BroadcastService.of(ctx).removeMany(ids) };
  }

  @FieldResolver(() => Int)
  messageId(@Root() broadcast: Broadcast) {
    return broadcast.message.id;
  }
}
