import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { mediaUrl } from '../media/index.js';
import { Menu } from './menu.entity.js';
import { MenuBatchInput, MenuCrumb, MenuInput, MenuList, MenuNode, MoveMenuInput } from './menu.inputs.js';
import { MenuService } from './menu.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Menu)
export class MenuResolver {
  @RequirePermission(Permission.menu)
  @Query(() => MenuList, { description: 'The admin list (id, title, parent name, level, type, order, enabled, updated_at)' })
  menus(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return MenuService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.menu)
  @Query(() => Menu, { description: 'One item for the edit form: texts in `language`, falling back to the main language' })
  menu(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MenuService.of(ctx).get(id, language);
  }

  // The product form picks from this list, so product editors may read it too.
  @RequirePermission(Permission.menu, Permission.product)
  @Query(() => [MenuNode], { description: 'The whole tree for the admin tree view: top items, children in order' })
  menuTree(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MenuService.of(ctx).tree(language);
  }

  @Public()
  @Query(() => [MenuNode], { description: 'The storefront menu: enabled items (under enabled parents), children in order, with display flags' })
  publicMenus(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MenuService.of(ctx).publicTree(language);
  }

  @Public()
  @Query(() => MenuNode, { description: 'One storefront item by url (a category first): enabled subtree and ancestors (parentRecursive)' })
  publicMenu(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MenuService.of(ctx).publicByUrl(url, language);
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => Menu, { description: 'Creates an item; texts are written in `language` (and the main language when it has none)' })
  createMenu(@Ctx() ctx: AppContext, @Arg('input', () => MenuInput) input: MenuInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return MenuService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => Menu, { description: 'Updates an item; texts are written in `language` only, global fields for all' })
  updateMenu(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MenuInput, PARTIAL_UPDATE) input: MenuInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return MenuService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => [Menu], { description: 'Drag and drop in the tree; answers the new siblings in order. Failure: "Update Menu Order Fail"' })
  moveMenu(@Ctx() ctx: AppContext, @Arg('input', () => MoveMenuInput) input: MoveMenuInput) {
    return MenuService.of(ctx).move(input);
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => Boolean, { description: 'Deletes the item and all its descendants' })
  deleteMenu(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return MenuService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => BatchResult, { description: 'Deletes the items and all their descendants; affected counts descendants too' })
  async deleteMenus(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await MenuService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.menu)
  @Mutation(() => BatchResult, { description: 'Batch enable/disable (enabled) and show/hide (visibled: both display flags)' })
  async updateMenus(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => MenuBatchInput) data: MenuBatchInput) {
    return { affected: await MenuService.of(ctx).updateMany(ids, data) };
  }

  @FieldResolver(() => String)
  title(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return translated(ctx, menu.title);
  }

  @FieldResolver(() => String)
  shortDescription(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return translated(ctx, menu.shortDescription);
  }

  @FieldResolver(() => String)
  metaTitle(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return translated(ctx, menu.metaTitle);
  }

  @FieldResolver(() => String)
  metaDescription(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return translated(ctx, menu.metaDescription);
  }

  @FieldResolver(() => Int, { nullable: true })
  parentId(@Root() menu: Menu) {
    return menu.parent?.id ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The parent's title (one query for a whole list)" })
  async parentName(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    const parentId = menu.parent?.id;
    if (!parentId) return null;
    const parent = await ctx.loaders.byId(Menu).load(parentId);
    return parent ? translated(ctx, parent.title) : null;
  }

  @FieldResolver(() => String, { description: 'The ancestors titles and its own, joined by " > "' })
  displayTitle(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return MenuService.of(ctx).displayTitle(menu);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The banner as an absolute address (spec: image_path)' })
  imagePath(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return mediaUrl(ctx, menu.image);
  }

  @FieldResolver(() => [Int], { description: 'The ids of the products placed in this category item (spec 3: products)' })
  products(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return MenuService.of(ctx).productIds(menu.id, false);
  }

  @FieldResolver(() => [MenuCrumb], { description: 'The ancestors, root first (spec 3: parent_recursive)' })
  parentRecursive(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return MenuService.of(ctx).parentRecursive(menu);
  }

  @FieldResolver(() => [Menu], { description: 'The child items in order' })
  children(@Root() menu: Menu, @Ctx() ctx: AppContext) {
    return MenuService.of(ctx).children(menu);
  }
}

/** The storefront's and the tree view's menu nodes. */
@Resolver(() => MenuNode)
export class MenuNodeResolver {
  @FieldResolver(() => [Int], { description: 'The ids of the visible products placed in this category item (spec 3: products)' })
  products(@Root() node: MenuNode, @Ctx() ctx: AppContext) {
    return MenuService.of(ctx).productIds(node.id, true);
  }
}
