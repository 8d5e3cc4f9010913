import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import type { RestRoute } from '../../rest/route.js';
import { BlogArticle, BlogCategory, publishedArticles } from '../blog/index.js';
import { Brand } from '../brand/index.js';
import { Form } from '../form/index.js';
import { MenuService, MenuType } from '../menu/index.js';
import { Page, publishedWhere } from '../page/index.js';
import { Product } from '../product/index.js';

/**
 * The storefront page guard (POST /api/check {key, type}): whether `key` is the url of something the
 * storefront can show. type `category`: an enabled category whose ancestors are enabled; `product`: a
 * visible product (/product/{url}); `brand`: an enabled brand (brand widgets and lists link by url);
 * `form`: an enabled form (/form/{url}); `page`: an enabled page inside its publishing window;
 * `blog_article`: a published article; `blog_category`: an enabled blog category.
 */
export async function storefrontAddressExists(ctx: AppContext, key: string, type: string): Promise<boolean> {
  if (!key) return false;
  const em = ctx.em;
  if (type === 'product') return (await em.count(Product, { url: key, visibled: true })) > 0;
  if (type === 'brand') return (await em.count(Brand, { url: key, enabled: true })) > 0;
  if (type === MenuType.form) return (await em.count(Form, { url: key, enabled: true })) > 0;
  if (type === MenuType.page) return (await em.count(Page, { url: key, ...publishedWhere() })) > 0;
  if (type === MenuType.blog_article) return (await em.count(BlogArticle, { url: key, ...publishedArticles() })) > 0;
  if (type === MenuType.blog_category) return (await em.count(BlogCategory, { url: key, enabled: true })) > 0;
  if (type !== MenuType.category) return false;
  return MenuService.of(ctx).categoryShown(key);
}

/** The answer of the page guard (POST /api/check). */
@ObjectType()
export class CheckResult {
  @Field(() => Boolean)
  exists!: boolean;
}

@Resolver()
export class PageGuardResolver {
  @Public()
  @Query(() => CheckResult, { description: 'Page guard: whether `key` is the url of a showable `type` (category, product or brand)' })
  async checkPage(@Ctx() ctx: AppContext, @Arg('key', () => String) key: string, @Arg('type', () => String) type: string) {
    return { exists: await storefrontAddressExists(ctx, key, type) };
  }
}

export const pageGuardRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/check',
    field: 'checkPage',
    args: (req) => ({ key: req.body.key, type: req.body.type }),
    summary: 'Page guard: does the url (key) of this type exist ({key, type}) -> {exists}',
  },
];
