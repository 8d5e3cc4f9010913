import { localDateOf } from '../../../core/shop-time.js';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { FileDownload } from '../import-export/index.js';
import { Promotion } from './promotion.entity.js';
import { GenerateCodesInput, PromotionInput, PromotionList } from './promotion.inputs.js';
import { PromotionService } from './promotion.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Promotion)
export class PromotionResolver {
  @RequirePermission(Permission.promotion)
  @Query(() => PromotionList)
  promotions(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PromotionService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.promotion)
  @Query(() => Promotion)
  promotion(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PromotionService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => Promotion)
  createPromotion(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PromotionInput) input: PromotionInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PromotionService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => Promotion, { description: 'Changes only the fields sent; name and description in `language`' })
  updatePromotion(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PromotionInput, PARTIAL_UPDATE) input: PromotionInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PromotionService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => Boolean)
  deletePromotion(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return PromotionService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => BatchResult)
  async deletePromotions(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await PromotionService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updatePromotions(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await PromotionService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @RequirePermission(Permission.promotion)
  @Mutation(() => BatchResult, { description: 'Generates single-use codes for a coupon promotion: how many were made' })
  async generatePromotionCodes(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => GenerateCodesInput) input: GenerateCodesInput) {
    return { affected: await PromotionService.of(ctx).generateCodes(id, input) };
  }

  @RequirePermission(Permission.promotion)
  @Query(() => FileDownload, { description: "The promotion's generated codes as .xlsx" })
  exportPromotionCodes(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return PromotionService.of(ctx).exportCodes(id);
  }

  @FieldResolver(() => Int, { description: 'Orders holding a use (canceled and rejected ones gave theirs back)' })
  used(@Root() promotion: Promotion, @Ctx() ctx: AppContext) {
    // Lists read it in their own statement (a formula); a row just saved is counted once.
    return promotion.used ?? PromotionService.of(ctx).usedOf(promotion.id);
  }

  @FieldResolver(() => String, { nullable: true, description: "startsAt as a day of the shop's time zone" })
  async startsOn(@Root() promotion: Promotion, @Ctx() ctx: AppContext) {
    return promotion.startsAt ? localDateOf(promotion.startsAt, await PromotionService.of(ctx).timeZone()) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The last day (inclusive) in the shop's time zone" })
  async endsOn(@Root() promotion: Promotion, @Ctx() ctx: AppContext) {
    return promotion.endsAt ? localDateOf(new Date(promotion.endsAt.getTime() - 1), await PromotionService.of(ctx).timeZone()) : null;
  }

  @FieldResolver(() => String)
  name(@Root() promotion: Promotion, @Ctx() ctx: AppContext) {
    return translated(ctx, promotion.name);
  }

  @FieldResolver(() => String)
  description(@Root() promotion: Promotion, @Ctx() ctx: AppContext) {
    return translated(ctx, promotion.description);
  }
}
