import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission, ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { MembershipTier } from './membership-tier.entity.js';
import { MembershipTierInput, MembershipTierList, MyMembership } from './membership.inputs.js';
import { MembershipService } from './membership.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => MembershipTier)
export class MembershipResolver {
  // The customer form picks from this list, so customer editors may read it too.
  @RequirePermission(Permission.membershiptier, Permission.customer_account, Permission.promotion)
  @Query(() => MembershipTierList)
  membershipTiers(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return MembershipService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.membershiptier)
  @Query(() => MembershipTier)
  membershipTier(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MembershipService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.membershiptier)
  @Mutation(() => MembershipTier)
  createMembershipTier(
    @Ctx() ctx: AppContext,
    @Arg('input', () => MembershipTierInput) input: MembershipTierInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return MembershipService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.membershiptier)
  @Mutation(() => MembershipTier, { description: 'Changes only the fields sent; name and description in `language`' })
  updateMembershipTier(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MembershipTierInput, PARTIAL_UPDATE) input: MembershipTierInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return MembershipService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.membershiptier)
  @Mutation(() => Boolean, { description: 'Customers of a deleted tier keep no tier' })
  deleteMembershipTier(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return MembershipService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.membershiptier)
  @Mutation(() => BatchResult)
  async deleteMembershipTiers(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await MembershipService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.membershiptier)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateMembershipTiers(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await MembershipService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @ShopperOnly()
  @Query(() => MyMembership, { description: "The signed-in shopper's tier, expiry and progress to the next tier (401 for others)" })
  myMembership(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MembershipService.of(ctx).mine(language);
  }

  @FieldResolver(() => String)
  name(@Root() tier: MembershipTier, @Ctx() ctx: AppContext) {
    return translated(ctx, tier.name);
  }

  @FieldResolver(() => String)
  description(@Root() tier: MembershipTier, @Ctx() ctx: AppContext) {
    return translated(ctx, tier.description);
  }
}
