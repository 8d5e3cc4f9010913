import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Role } from './role.entity.js';
import { AdminAccount } from './admin-account.entity.js';
import { AdminAccountList, CreateAdminAccountInput, UpdateAdminAccountInput } from './admin-account.inputs.js';
import { AdminAccountService } from './admin-account.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';

@Resolver(() => AdminAccount)
export class AdminAccountResolver {
  @RequirePermission(Permission.admin_account)
  @Query(() => AdminAccountList)
  accounts(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return AdminAccountService.of(ctx).list(options);
  }

  @RequirePermission(Permission.admin_account)
  @Query(() => AdminAccount)
  account(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AdminAccountService.of(ctx).get(id);
  }

  @RequirePermission(Permission.admin_account)
  @Mutation(() => AdminAccount)
  createAccount(@Ctx() ctx: AppContext, @Arg('input', () => CreateAdminAccountInput) input: CreateAdminAccountInput) {
    return AdminAccountService.of(ctx).create(input);
  }

  @RequirePermission(Permission.admin_account)
  @Mutation(() => AdminAccount)
  updateAccount(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateAdminAccountInput, PARTIAL_UPDATE) input: UpdateAdminAccountInput,
  ) {
    return AdminAccountService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.admin_account)
  @Mutation(() => Boolean)
  deleteAccount(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AdminAccountService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.admin_account)
  @Mutation(() => BatchResult)
  async deleteAccounts(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await AdminAccountService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.admin_account)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable (all or nothing)' })
  async updateAccounts(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await AdminAccountService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => Int)
  roleId(@Root() account: AdminAccount): number {
    return account.role.id;
  }

  /** The account's role, batched per request (a page of 100 accounts costs one role query). */
  @FieldResolver(() => Role)
  async role(@Ctx() ctx: AppContext, @Root() account: AdminAccount): Promise<Role> {
    const role = await ctx.loaders.byId(Role).load(account.role.id);
    return role!;
  }
}
