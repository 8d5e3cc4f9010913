import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { ReceiverGroup } from './broadcast.entities.js';
import { ReceiverGroupInput, ReceiverGroupList } from './receiver-group.inputs.js';
import { ReceiverGroupService } from './receiver-group.service.js';

/** Receiver groups: by id for the back office screens, by name for the REST contract (spec 7). */
@Resolver(() => ReceiverGroup)
export class ReceiverGroupResolver {
  @RequirePermission(Permission.broadcast)
  @Query(() => ReceiverGroupList)
  receiverGroups(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return ReceiverGroupService.of(ctx).list(options);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => ReceiverGroup)
  receiverGroup(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ReceiverGroupService.of(ctx).get(id);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => ReceiverGroup)
  receiverGroupByName(@Ctx() ctx: AppContext, @Arg('name', () => String) name: string) {
    return ReceiverGroupService.of(ctx).getByName(name);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => ReceiverGroup)
  createReceiverGroup(@Ctx() ctx: AppContext, @Arg('input', () => ReceiverGroupInput) input: ReceiverGroupInput) {
    return ReceiverGroupService.of(ctx).create(input);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => ReceiverGroup)
  updateReceiverGroup(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReceiverGroupInput, PARTIAL_UPDATE) input: ReceiverGroupInput,
  ) {
    return ReceiverGroupService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => ReceiverGroup)
  async updateReceiverGroupByName(
    @Ctx() ctx: AppContext,
    @Arg('name', () => String) name: string,
    @Arg('input', () => ReceiverGroupInput, PARTIAL_UPDATE) input: ReceiverGroupInput,
  ) {
    const service = ReceiverGroupService.of(ctx);
    return service.update(await service.idOf(name), input);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Boolean)
  deleteReceiverGroup(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ReceiverGroupService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BatchResult)
  async deleteReceiverGroups(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await ReceiverGroupService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BatchResult, { description: 'Batch delete by names (spec 7)' })
  async deleteReceiverGroupsByName(@Ctx() ctx: AppContext, @Arg('names', () => [String]) names: string[]) {
    return { affected: await ReceiverGroupService.of(ctx).removeByNames(names) };
  }
}
