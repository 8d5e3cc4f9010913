import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';
import { Announcement } from './announcement.entity.js';
import { AnnouncementInput, AnnouncementList } from './announcement.inputs.js';
import { AnnouncementService } from './announcement.service.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

// Announcements are storefront content beside the blocks: the block permission runs both.
@Resolver(() => Announcement)
export class AnnouncementResolver {
  @RequirePermission(Permission.block)
  @Query(() => AnnouncementList)
  announcements(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AnnouncementService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.block)
  @Query(() => Announcement)
  announcement(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return AnnouncementService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [Announcement], { description: 'The announcements shown now (enabled, inside their window), lowest position first; at most 3' })
  storefrontAnnouncements(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return AnnouncementService.of(ctx).shown(language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Announcement)
  createAnnouncement(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AnnouncementInput) input: AnnouncementInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AnnouncementService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Announcement)
  updateAnnouncement(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AnnouncementInput, PARTIAL_UPDATE) input: AnnouncementInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AnnouncementService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Boolean)
  deleteAnnouncement(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AnnouncementService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => BatchResult)
  async deleteAnnouncements(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await AnnouncementService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.block)
  @Mutation(() => BatchResult)
  async updateAnnouncements(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await AnnouncementService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  text(@Root() announcement: Announcement, @Ctx() ctx: AppContext) {
    return translated(ctx, announcement.text);
  }
}
