import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Brand } from './brand.entity.js';
import { BrandInput, BrandList } from './brand.inputs.js';
import { BrandService } from './brand.service.js';
import { mediaUrl } from '../media/index.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Brand)
export class BrandResolver {
  // The product form picks from this list, so product editors may read it too.
  @RequirePermission(Permission.brand, Permission.product)
  @Query(() => BrandList)
  brands(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BrandService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.brand)
  @Query(() => Brand, { description: 'One brand for the edit form: texts in `language`, falling back to the main language' })
  brand(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BrandService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [Brand], { description: 'The storefront brands (enabled only)' })
  publicBrands(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BrandService.of(ctx).listPublic(language);
  }

  @RequirePermission(Permission.brand)
  @Mutation(() => Brand, { description: 'Creates a brand; texts are written in `language` (and the main language when it has none)' })
  createBrand(@Ctx() ctx: AppContext, @Arg('input', () => BrandInput) input: BrandInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BrandService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.brand)
  @Mutation(() => Brand, { description: 'Updates a brand; texts are written in `language` only, global fields for all' })
  updateBrand(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BrandInput, PARTIAL_UPDATE) input: BrandInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BrandService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.brand)
  @Mutation(() => Boolean)
  deleteBrand(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BrandService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.brand)
  @Mutation(() => BatchResult)
  async deleteBrands(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BrandService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.brand)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateBrands(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await BrandService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() brand: Brand, @Ctx() ctx: AppContext) {
    return translated(ctx, brand.title);
  }

  @FieldResolver(() => String)
  shortDescription(@Root() brand: Brand, @Ctx() ctx: AppContext) {
    return translated(ctx, brand.shortDescription);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  description(@Root() brand: Brand, @Ctx() ctx: AppContext) {
    return translated(ctx, brand.description);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The image as an absolute address (spec: image_path)' })
  imagePath(@Root() brand: Brand, @Ctx() ctx: AppContext) {
    return mediaUrl(ctx, brand.image);
  }
}
