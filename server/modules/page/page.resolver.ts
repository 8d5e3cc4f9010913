import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import { Block, BlockService } from '../block/index.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { renderedRichText } from '../../common/rich-text.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Page } from './page.entity.js';
import { PageInput, PageList } from './page.inputs.js';
import { PageService } from './page.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Page)
export class PageResolver {
  @RequirePermission(Permission.page, Permission.menu)
  @Query(() => PageList)
  pages(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PageService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.page)
  @Query(() => Page, { description: 'One page for the edit form: texts in `language`, falling back to the main language' })
  page(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PageService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => Page, { description: 'A storefront page by url (enabled and published now); NOT_FOUND otherwise' })
  storefrontPage(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PageService.of(ctx).published(url, language);
  }

  @RequirePermission(Permission.page)
  @Mutation(() => Page)
  createPage(@Ctx() ctx: AppContext, @Arg('input', () => PageInput) input: PageInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PageService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.page)
  @Mutation(() => Page, { description: 'Updates a page; texts are written in `language` only, global fields for all; a new url keeps the old one as a 301' })
  updatePage(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PageInput, PARTIAL_UPDATE) input: PageInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PageService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.page)
  @Mutation(() => Boolean)
  deletePage(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return PageService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.page)
  @Mutation(() => BatchResult)
  async deletePages(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await PageService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.page)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updatePages(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await PageService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() page: Page, @Ctx() ctx: AppContext) {
    return translated(ctx, page.title);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  content(@Root() page: Page, @Ctx() ctx: AppContext) {
    return renderedRichText(translated(ctx, page.content));
  }

  @FieldResolver(() => [Block], { description: 'The placed blocks that are enabled, in order, in the language asked' })
  blocks(@Root() page: Page, @Ctx() ctx: AppContext) {
    return BlockService.of(ctx).publishedMany(page.blockIdentifiers);
  }

  @FieldResolver(() => String)
  metaTitle(@Root() page: Page, @Ctx() ctx: AppContext) {
    return translated(ctx, page.metaTitle);
  }

  @FieldResolver(() => String)
  metaDescription(@Root() page: Page, @Ctx() ctx: AppContext) {
    return translated(ctx, page.metaDescription);
  }
}
