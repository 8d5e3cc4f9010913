import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { ALL_PERMISSIONS, Permission } from '../../common/permissions.js';
import { Role, grantedPermissions } from './role.entity.js';
import { PermissionEntry, RoleInput, RoleList } from './role.inputs.js';
import { RoleService } from './role.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';

@Resolver(() => Role)
export class RoleResolver {
  @RequirePermission(Permission.role)
  @Query(() => RoleList)
  roles(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return RoleService.of(ctx).list(options);
  }

  @RequirePermission(Permission.role)
  @Query(() => Role)
  role(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return RoleService.of(ctx).get(id);
  }

  // The admin account and API key forms pick a role from every role there is (a page of 100 could miss some).
  @RequirePermission(Permission.role, Permission.admin_account, Permission.api_key)
  @Query(() => [Role], { description: 'Every role, by name: the choices of the admin account and API key forms' })
  roleOptions(@Ctx() ctx: AppContext) {
    return RoleService.of(ctx).all();
  }

  @RequirePermission(Permission.role)
  @Query(() => [Permission], { description: 'The permission catalogue a role can hold' })
  permissionCatalogue(): Permission[] {
    return ALL_PERMISSIONS;
  }

  @RequirePermission(Permission.role)
  @Query(() => [PermissionEntry], { description: 'The permission catalogue with a label per UI language (en-US, zh-HK, zh-CN)' })
  permissionEntries(@Ctx() ctx: AppContext): PermissionEntry[] {
    return RoleService.of(ctx).permissionEntries();
  }

  @RequirePermission(Permission.role)
  @Mutation(() => Role)
  createRole(@Ctx() ctx: AppContext, @Arg('input', () => RoleInput) input: RoleInput) {
    return RoleService.of(ctx).create(input);
  }

  @RequirePermission(Permission.role)
  @Mutation(() => Role)
  updateRole(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => RoleInput, PARTIAL_UPDATE) input: RoleInput) {
    return RoleService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.role)
  @Mutation(() => Boolean)
  deleteRole(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return RoleService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.role)
  @Mutation(() => BatchResult)
  async deleteRoles(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await RoleService.of(ctx).removeMany(ids) };
  }

  /** The role's permission names (spec: permission_list), the same catalogue names as `permissions`. */
  @FieldResolver(() => [String])
  permissionList(@Root() role: Role): string[] {
    return grantedPermissions(role);
  }
}
