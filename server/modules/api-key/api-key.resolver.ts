import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Role } from '../staff/index.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyInput, ApiKeyList, DEFAULT_GRACE_HOURS } from './api-key.inputs.js';
import { ApiKeyService, apiKeyState } from './api-key.service.js';

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @RequirePermission(Permission.api_key)
  @Query(() => ApiKeyList)
  apiKeys(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return ApiKeyService.of(ctx).list(options);
  }

  @RequirePermission(Permission.api_key)
  @Query(() => ApiKey)
  apiKey(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ApiKeyService.of(ctx).get(id);
  }

  @RequirePermission(Permission.api_key)
  @Mutation(() => ApiKey, { description: 'Makes a key for a role whose permissions you hold; its `secret` is answered this once' })
  createApiKey(@Ctx() ctx: AppContext, @Arg('input', () => ApiKeyInput) input: ApiKeyInput) {
    return ApiKeyService.of(ctx).create(input);
  }

  @RequirePermission(Permission.api_key)
  @Mutation(() => ApiKey, { description: 'Changes name, role, expiry, enabled or cost budget (only what is sent)' })
  updateApiKey(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => ApiKeyInput, PARTIAL_UPDATE) input: ApiKeyInput) {
    return ApiKeyService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.api_key)
  @Mutation(() => ApiKey, { description: 'A new secret (answered this once); the old one keeps working for graceHours (default 24)' })
  rotateApiKey(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('graceHours', () => Int, { nullable: true, defaultValue: DEFAULT_GRACE_HOURS }) graceHours: number,
  ) {
    return ApiKeyService.of(ctx).rotate(id, graceHours ?? DEFAULT_GRACE_HOURS);
  }

  @RequirePermission(Permission.api_key)
  @Mutation(() => Boolean, { description: 'Revokes the key at once, on every server instance' })
  revokeApiKey(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ApiKeyService.of(ctx).revoke(id);
  }

  @FieldResolver(() => Int)
  roleId(@Root() key: ApiKey) {
    return key.role.id;
  }

  @FieldResolver(() => String, { nullable: true, description: "Name of the key's role" })
  async roleName(@Root() key: ApiKey, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.byId(Role).load(key.role.id))?.name ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The admin account that made the key' })
  createdById(@Root() key: ApiKey) {
    return key.createdBy?.id ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Name of the admin who made the key' })
  createdByName(@Root() key: ApiKey, @Ctx() ctx: AppContext) {
    return ApiKeyService.of(ctx).makerName(key);
  }

  @FieldResolver(() => String, { description: 'active, disabled, expired or revoked' })
  state(@Root() key: ApiKey) {
    return apiKeyState(key);
  }
}
