import { recordUrlChange } from '../url-redirect/index.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SharedCache } from '../../common/shared-cache.js';
import { mediaUrl } from '../media/index.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { URL_SEGMENT_PATTERN } from '../../../core/url-patterns.js';
import { Menu, MenuType } from './menu.entity.js';
import type { MenuBatchInput, MenuCrumb, MenuInput, MenuNode, MoveMenuInput } from './menu.inputs.js';
import { appendOrder, dropOrder, sortSiblings } from './menu-order.js';
import { buildTree, childrenMap, crumbsOf, isWithin, parentIdOf, relevel, titlePath, toNode, visibleIds } from './helpers/menu-tree.js';
import { advisoryTransactionLock } from '../../common/common.sql.js';
import { run } from '../../common/sql.js';
import { groupedBy } from '../../common/loaders.js';
import { categoriesProducts } from './menu.sql.js';
import { useLanguage } from '../settings/index.js';

export const MENU_MESSAGES = {
  urlTaken: 'The url has already been taken.',
  parentInvalid: 'The selected parent id is invalid.',
  orderFail: 'Update Menu Order Fail',
} as const;

/** Serialises the changes of the tree (orders, parents, levels): two moves at once never make a cycle. */
const MENU_TREE_LOCK = 7321004;

/**
 * The storefront navigation (spec sections 2-5): items of six types in a tree, ordered among siblings in
 * steps of 100 (menu-order.ts). An item's level is its depth (1 at the top), kept when it moves.
 * Deleting an item deletes its descendants.
 */
export class MenuService extends Service {
  /** Every item, read once per request for trees, display titles and the page guard. */
  private everything?: Promise<Menu[]>;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Menu>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Menu,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'order', 'level', 'type', 'url', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Menu> {
    await useLanguage(this.ctx, language);
    const menu = await this.em.findOne(Menu, { id });
    if (!menu) throw new NotFoundError();
    return menu;
  }

  /** The whole tree for the back office (every item). */
  async tree(language?: string | null): Promise<MenuNode[]> {
    const content = await useLanguage(this.ctx, language);
    return buildTree(await this.all(), content, () => true, this.toUrl);
  }

  /** The storefront's tree: enabled items whose ancestors are all enabled; display flags say where they show. */
  async publicTree(language?: string | null): Promise<MenuNode[]> {
    const content = await useLanguage(this.ctx, language);
    return buildTree(await this.all(), content, (menu) => menu.enabled, this.toUrl);
  }

  /**
   * One storefront item by url (a category page's menu): with its enabled subtree and its ancestors.
   * Among items of several types with the url, a category wins, then the oldest.
   */
  async publicByUrl(url: string, language?: string | null): Promise<MenuNode> {
    const content = await useLanguage(this.ctx, language);
    const all = await this.all();
    const visible = visibleIds(all);
    const candidates = all
      .filter((menu) => menu.url === url && visible.has(menu.id))
      .sort((a, b) => Number(b.type === MenuType.category) - Number(a.type === MenuType.category) || a.id - b.id);
    const found = candidates[0];
    if (!found) throw new NotFoundError();
    const children = childrenMap(all);
    return toNode(found, content, children, (menu) => visible.has(menu.id), this.toUrl, crumbsOf(found, all, content));
  }

  /** The spec's parent_recursive of an admin record: its ancestors, root first. */
  async parentRecursive(menu: Menu): Promise<MenuCrumb[]> {
    const content = await useLanguage(this.ctx);
    return crumbsOf(menu, await this.all(), content);
  }

  /** The item's children in order (admin record). */
  async children(menu: Menu): Promise<Menu[]> {
    return childrenMap(await this.all()).get(menu.id) ?? [];
  }

  /**
   * The spec's `products` of a menu record: the ids of the products placed in this category item
   * (the storefront's answers name the visible ones only). One query per request tick for all items.
   */
  productIds(menuId: number, visibleOnly: boolean): Promise<number[]> {
    return this.ctx.loaders
      .custom<number[]>(`menu-products:${visibleOnly}`, async (ids) => {
        const rows = await run(this.em, categoriesProducts({ visibleOnly }), [[...ids]]);
        return groupedBy(
          ids,
          rows,
          (row) => Number(row.category_id),
          (row) => Number(row.product_id),
        );
      })
      .load(menuId);
  }

  /** Whether `url` is a category the storefront shows (enabled under enabled parents): the page guard's category case. */
  async categoryShown(url: string): Promise<boolean> {
    return (await this.visibleCategories()).some((menu) => menu.url === url);
  }

  /** The categories the storefront shows (enabled under enabled parents), for the sitemap. */
  async visibleCategories(): Promise<Menu[]> {
    const all = await this.all();
    const visible = visibleIds(all);
    return all.filter((menu) => menu.type === MenuType.category && visible.has(menu.id));
  }

  /** The spec's display_title: the ancestors' titles and the item's own, joined by ' > '. */
  async displayTitle(menu: Menu): Promise<string> {
    const content = await useLanguage(this.ctx);
    return titlePath(menu, await this.all(), content);
  }

  async create(input: MenuInput, language?: string | null): Promise<Menu> {
    const content = await useLanguage(this.ctx, language);
    return this.locked(async (tx) => {
      const all = await tx.find(Menu, {}, { refresh: true });
      const parent = this.assertWritable(input, all);
      await this.assertUrlFree(tx, input);
      const siblings = all.filter((menu) => parentIdOf(menu) === (parent?.id ?? null)).map((menu) => ({ id: menu.id, order: menu.order }));
      const menu = tx.create(Menu, {
        type: input.type,
        url: input.url,
        parent: parent ? tx.getReference(Menu, parent.id, { wrapped: true }) : null,
        level: parent ? parent.level + 1 : 1,
        order: input.order ?? appendOrder(siblings),
        enabled: input.enabled ?? true,
        openInCurrentTab: input.openInCurrentTab ?? true,
        displayInMobile: input.displayInMobile ?? true,
        displayInDesktop: input.displayInDesktop ?? true,
        image: input.image || null,
      });
      this.applyTexts(menu, input, content, true);
      return menu;
    });
  }

  async update(id: number, input: MenuInput, language?: string | null): Promise<Menu> {
    const content = await useLanguage(this.ctx, language);
    return this.locked(async (tx) => {
      const all = await tx.find(Menu, {}, { refresh: true });
      const menu = all.find((m) => m.id === id);
      if (!menu) throw new NotFoundError();
      // Absent fields keep their values: a translation fix must not move the item (issue 21).
      const sent: MenuInput = {
        ...input,
        type: input.type ?? menu.type,
        url: input.url ?? menu.url,
        parentId: input.parentId === undefined ? parentIdOf(menu) : input.parentId,
      };
      const parent = this.assertWritable(sent, all, menu);
      await this.assertUrlFree(tx, sent, id);
      const parentId = parent?.id ?? null;
      if (parentId !== parentIdOf(menu)) {
        const siblings = all.filter((m) => parentIdOf(m) === parentId && m.id !== id);
        menu.parent = parent ? tx.getReference(Menu, parent.id, { wrapped: true }) : null;
        menu.order = input.order ?? appendOrder(siblings);
        relevel(menu, parent ? parent.level + 1 : 1, all);
      } else if (input.order !== undefined && input.order !== null) {
        menu.order = input.order;
      }
      // A category's old url answers 301 to the new one (issue 15), written in this transaction.
      if (menu.type === MenuType.category && sent.type === MenuType.category && sent.url !== menu.url)
        await recordUrlChange(tx, 'category', menu.url, sent.url);
      menu.type = sent.type;
      menu.url = sent.url;
      menu.enabled = input.enabled ?? menu.enabled;
      menu.openInCurrentTab = input.openInCurrentTab ?? menu.openInCurrentTab;
      menu.displayInMobile = input.displayInMobile ?? menu.displayInMobile;
      menu.displayInDesktop = input.displayInDesktop ?? menu.displayInDesktop;
      if (input.image !== undefined) menu.image = input.image || null;
      this.applyTexts(menu, input, content, false);
      return menu;
    });
  }

  /**
   * Drag and drop (spec section 4): midpoint between the new neighbours, +200 for the following
   * siblings when there is no gap, re-parenting and levels, or a swap of two items; one transaction.
   * Answers the new siblings in order. Any failure: 'Update Menu Order Fail', nothing changed.
   */
  async move(input: MoveMenuInput): Promise<Menu[]> {
    await useLanguage(this.ctx);
    return this.locked(async (tx) => {
      const all = await tx.find(Menu, {}, { refresh: true });
      const byId = new Map(all.map((menu) => [menu.id, menu]));
      const menu = byId.get(input.id);
      if (!menu) throw new NotFoundError();
      const fail = (field: string): never => {
        throw new ValidationError({ [field]: MESSAGES.noSpecific }, MENU_MESSAGES.orderFail);
      };

      if (input.swapWithId !== undefined && input.swapWithId !== null) {
        const other = byId.get(input.swapWithId);
        if (!other) throw new NotFoundError();
        if (other.id === menu.id || isWithin(other, menu, byId) || isWithin(menu, other, byId)) fail('swapWithId');
        const [menuParent, otherParent] = [parentIdOf(menu), parentIdOf(other)];
        const [menuOrder, otherOrder] = [menu.order, other.order];
        const [menuLevel, otherLevel] = [menu.level, other.level];
        menu.parent = otherParent === null ? null : tx.getReference(Menu, otherParent, { wrapped: true });
        other.parent = menuParent === null ? null : tx.getReference(Menu, menuParent, { wrapped: true });
        menu.order = otherOrder;
        other.order = menuOrder;
        relevel(menu, otherLevel, all);
        relevel(other, menuLevel, all);
        return sortSiblings(all.filter((m) => parentIdOf(m) === otherParent));
      }

      const parentId = input.parentId ?? null;
      const parent = parentId === null ? undefined : byId.get(parentId);
      if (parentId !== null && (!parent || parent.id === menu.id || isWithin(parent, menu, byId))) fail('parentId');
      const siblings = sortSiblings(all.filter((m) => parentIdOf(m) === parentId && m.id !== menu.id));
      let index = siblings.length;
      if (input.beforeId !== undefined && input.beforeId !== null) {
        index = siblings.findIndex((m) => m.id === input.beforeId);
        if (index < 0) fail('beforeId');
      } else if (input.afterId !== undefined && input.afterId !== null) {
        index = siblings.findIndex((m) => m.id === input.afterId);
        if (index < 0) fail('afterId');
        index += 1;
      } else if (input.position !== undefined && input.position !== null) {
        if (input.position < 0) fail('position');
        index = Math.min(input.position, siblings.length);
      }
      const { order, shifted } = dropOrder(siblings, index);
      for (const change of shifted) byId.get(change.id)!.order = change.order;
      menu.order = order;
      if (parentId !== parentIdOf(menu)) {
        menu.parent = parent ? tx.getReference(Menu, parent.id, { wrapped: true }) : null;
        relevel(menu, parent ? parent.level + 1 : 1, all);
      }
      return sortSiblings([...siblings, menu]);
    });
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /**
   * Deletes the items and all their descendants (all or nothing: any missing id stops the batch).
   * Answers how many items went, descendants included.
   */
  async removeMany(ids: number[]): Promise<number> {
    const removed = await this.locked(async (tx) => {
      const unique = [...new Set(ids)];
      const all = await tx.find(Menu, {}, { refresh: true });
      const byId = new Map(all.map((menu) => [menu.id, menu]));
      if (unique.some((id) => !byId.has(id))) throw new NotFoundError();
      const children = childrenMap(all);
      const doomed = new Set<number>();
      const collect = (id: number) => {
        if (doomed.has(id)) return;
        doomed.add(id);
        for (const child of children.get(id) ?? []) collect(child.id);
      };
      unique.forEach(collect);
      if (doomed.size) await tx.nativeDelete(Menu, { id: { $in: [...doomed] } });
      return doomed.size;
    });
    // A native delete is no flush: the storefront's shared category answers are dropped here, committed.
    SharedCache.invalidate(this.em, ['Menu', 'ProductCategory']);
    return removed;
  }

  /** Batch `enabled` and/or `visibled` (both display flags), all or nothing. */
  async updateMany(ids: number[], data: MenuBatchInput): Promise<number> {
    const enabled = data.enabled ?? undefined;
    const visibled = data.visibled ?? undefined;
    if (enabled === undefined && visibled === undefined) throw fieldError('enabled', MESSAGES.required);
    const unique = [...new Set(ids)];
    const menus = unique.length ? await this.em.find(Menu, { id: { $in: unique } }) : [];
    if (menus.length !== unique.length) throw new NotFoundError();
    for (const menu of menus) {
      if (enabled !== undefined) menu.enabled = enabled;
      if (visibled !== undefined) {
        menu.displayInMobile = visibled;
        menu.displayInDesktop = visibled;
      }
    }
    await this.em.flush();
    return menus.length;
  }

  // ---- helpers ----

  private readonly toUrl = (path: string | null | undefined) => mediaUrl(this.ctx, path);

  private all(): Promise<Menu[]> {
    this.everything ??= this.em.find(Menu, {}, { orderBy: { order: 'asc', id: 'asc' } });
    return this.everything;
  }

  /** Runs the work in one transaction under the tree lock; a url taken meanwhile is still a 422. */
  private async locked<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(async (tx) => {
        await run(tx, advisoryTransactionLock, [MENU_TREE_LOCK]);
        return work(tx);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('url', MENU_MESSAGES.urlTaken);
      throw error;
    } finally {
      this.everything = undefined;
    }
  }

  /** The parent (when given) exists and is not the item or one of its descendants; the url suits the type. */
  private assertWritable(input: MenuInput, all: Menu[], menu?: Menu): Menu | undefined {
    const errors: FieldErrors = {};
    let parent: Menu | undefined;
    if (input.parentId !== undefined && input.parentId !== null) {
      const byId = new Map(all.map((m) => [m.id, m]));
      parent = byId.get(input.parentId);
      if (!parent || (menu && (parent.id === menu.id || isWithin(parent, menu, byId)))) errors.parentId = MENU_MESSAGES.parentInvalid;
    }
    if (input.type !== MenuType.link && !URL_SEGMENT_PATTERN.test(input.url)) errors.url = MESSAGES.noSpecific;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return parent;
  }

  /** Urls are unique among items of one type, links excepted (the same address may appear twice). */
  private async assertUrlFree(tx: EntityManager, input: MenuInput, exceptId?: number): Promise<void> {
    if (input.type === MenuType.link) return;
    const where = { type: input.type, url: input.url, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) };
    if (await tx.count(Menu, where)) throw fieldError('url', MENU_MESSAGES.urlTaken);
  }

  private applyTexts(menu: Menu, input: MenuInput, content: ContentLanguage, isNew: boolean): void {
    const write = (map: Translations, value: string | null | undefined) =>
      isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
    menu.title = write(menu.title, input.title);
    menu.shortDescription = write(menu.shortDescription, input.shortDescription);
    menu.metaTitle = write(menu.metaTitle, input.metaTitle);
    menu.metaDescription = write(menu.metaDescription, input.metaDescription);
  }
}
