import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { mediaUrl } from '../media/index.js';
import { BlogArticle, BlogCategory } from './blog.entity.js';
import { BlogArticleInput, BlogArticleList, BlogCategoryInput, BlogCategoryList, StorefrontBlogCategory } from './blog.inputs.js';
import { BlogArticleService, BlogCategoryService } from './blog.service.js';
import { renderedRichText } from '../../common/rich-text.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => BlogCategory)
export class BlogCategoryResolver {
  @RequirePermission(Permission.blog, Permission.menu)
  @Query(() => BlogCategoryList)
  blogCategories(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogCategoryService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.blog)
  @Query(() => BlogCategory)
  blogCategory(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BlogCategoryService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => StorefrontBlogCategory, { description: 'A storefront blog category by url with its published articles, newest first (paged)' })
  async storefrontBlogCategory(
    @Ctx() ctx: AppContext,
    @Arg('url', () => String) url: string,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('perPage', () => Int, { nullable: true }) perPage?: number | null,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    const category = await BlogCategoryService.of(ctx).published(url, language);
    return { category, articles: await BlogArticleService.of(ctx).ofCategory(category.id, page ?? 1, perPage ?? 10) };
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BlogCategory)
  createBlogCategory(
    @Ctx() ctx: AppContext,
    @Arg('input', () => BlogCategoryInput) input: BlogCategoryInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogCategoryService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BlogCategory)
  updateBlogCategory(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BlogCategoryInput, PARTIAL_UPDATE) input: BlogCategoryInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogCategoryService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => Boolean)
  deleteBlogCategory(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BlogCategoryService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BatchResult)
  async deleteBlogCategories(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BlogCategoryService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BatchResult)
  async updateBlogCategories(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await BlogCategoryService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => Int, { nullable: true })
  parentId(@Root() category: BlogCategory) {
    return category.parent?.id ?? null;
  }

  @FieldResolver(() => String)
  title(@Root() category: BlogCategory, @Ctx() ctx: AppContext) {
    return translated(ctx, category.title);
  }

  @FieldResolver(() => String)
  description(@Root() category: BlogCategory, @Ctx() ctx: AppContext) {
    return translated(ctx, category.description);
  }

  @FieldResolver(() => String)
  metaTitle(@Root() category: BlogCategory, @Ctx() ctx: AppContext) {
    return translated(ctx, category.metaTitle);
  }

  @FieldResolver(() => String)
  metaDescription(@Root() category: BlogCategory, @Ctx() ctx: AppContext) {
    return translated(ctx, category.metaDescription);
  }
}

@Resolver(() => BlogArticle)
export class BlogArticleResolver {
  @RequirePermission(Permission.blog, Permission.menu)
  @Query(() => BlogArticleList)
  blogArticles(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogArticleService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.blog)
  @Query(() => BlogArticle)
  blogArticle(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BlogArticleService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => BlogArticle, { description: 'A published article by url; NOT_FOUND otherwise' })
  storefrontArticle(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BlogArticleService.of(ctx).published(url, language);
  }

  @Public()
  @Query(() => BlogArticleList, { description: 'The latest published articles (home page section)' })
  latestArticles(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogArticleService.of(ctx).latest(limit ?? 4, language);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BlogArticle)
  createBlogArticle(
    @Ctx() ctx: AppContext,
    @Arg('input', () => BlogArticleInput) input: BlogArticleInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogArticleService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BlogArticle)
  updateBlogArticle(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BlogArticleInput, PARTIAL_UPDATE) input: BlogArticleInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlogArticleService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => Boolean)
  deleteBlogArticle(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BlogArticleService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BatchResult)
  async deleteBlogArticles(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BlogArticleService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.blog)
  @Mutation(() => BatchResult)
  async updateBlogArticles(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await BlogArticleService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return translated(ctx, article.title);
  }

  @FieldResolver(() => String)
  summary(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return translated(ctx, article.summary);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  content(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return renderedRichText(translated(ctx, article.content));
  }

  @FieldResolver(() => String)
  metaTitle(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return translated(ctx, article.metaTitle);
  }

  @FieldResolver(() => String)
  metaDescription(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return translated(ctx, article.metaDescription);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The cover picture as an absolute address' })
  imagePath(@Root() article: BlogArticle, @Ctx() ctx: AppContext) {
    return mediaUrl(ctx, article.image);
  }
}
