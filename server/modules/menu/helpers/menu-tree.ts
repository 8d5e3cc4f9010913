import { translate, type ContentLanguage, type Translations } from '../../../common/translations.js';
import type { Menu } from '../menu.entity.js';
import type { MenuCrumb, MenuNode } from '../menu.inputs.js';
import { sortSiblings } from '../menu-order.js';

/** Pure helpers over the whole menu table held in memory (it is small: hundreds of rows). */

export type ImageUrl = (path: string | null | undefined) => string | null;

export const parentIdOf = (menu: Menu): number | null => menu.parent?.id ?? null;

/** Whether `node` is `ancestor` itself or below it. */
export function isWithin(node: Menu, ancestor: Menu, byId: Map<number, Menu>): boolean {
  const seen = new Set<number>();
  for (let current: Menu | undefined = node; current && !seen.has(current.id); current = byId.get(parentIdOf(current) ?? -1)) {
    if (current.id === ancestor.id) return true;
    seen.add(current.id);
  }
  return false;
}

/** Sets the item's level and its descendants' (one more per generation). */
export function relevel(menu: Menu, level: number, all: Menu[]): void {
  const children = childrenMap(all);
  const visit = (node: Menu, depth: number, seen: Set<number>) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    node.level = depth;
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1, seen);
  };
  visit(menu, level, new Set());
}

export function childrenMap(all: Menu[]): Map<number | null, Menu[]> {
  const map = new Map<number | null, Menu[]>();
  for (const menu of sortSiblings(all)) {
    const key = parentIdOf(menu);
    const list = map.get(key);
    if (list) list.push(menu);
    else map.set(key, [menu]);
  }
  return map;
}

export function ancestors(menu: Menu, all: Menu[]): Menu[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const chain: Menu[] = [];
  const seen = new Set<number>([menu.id]);
  for (let parent = byId.get(parentIdOf(menu) ?? -1); parent && !seen.has(parent.id); parent = byId.get(parentIdOf(parent) ?? -1)) {
    seen.add(parent.id);
    chain.unshift(parent);
  }
  return chain;
}

export function titlePath(menu: Menu, all: Menu[], content: ContentLanguage): string {
  return [...ancestors(menu, all), menu].map((m) => translate(m.title, content.language, content.mainLanguage)).join(' > ');
}

/** An item as an ancestor of another (parent_recursive of spec 3), its title in the request language. */
export function crumbOf(menu: Menu, content: ContentLanguage): MenuCrumb {
  return { id: menu.id, title: translate(menu.title, content.language, content.mainLanguage), type: menu.type, url: menu.url };
}

/** The spec's parent_recursive: the ancestors, root first. */
export function crumbsOf(menu: Menu, all: Menu[], content: ContentLanguage): MenuCrumb[] {
  return ancestors(menu, all).map((ancestor) => crumbOf(ancestor, content));
}

/** Ids of enabled items whose ancestors are all enabled. */
export function visibleIds(all: Menu[]): Set<number> {
  const children = childrenMap(all);
  const visible = new Set<number>();
  const visit = (parentId: number | null) => {
    for (const child of children.get(parentId) ?? []) {
      if (child.enabled && !visible.has(child.id)) {
        visible.add(child.id);
        visit(child.id);
      }
    }
  };
  visit(null);
  return visible;
}

export function buildTree(all: Menu[], content: ContentLanguage, include: (menu: Menu) => boolean, toUrl: ImageUrl): MenuNode[] {
  const children = childrenMap(all);
  return (children.get(null) ?? []).filter(include).map((menu) => toNode(menu, content, children, include, toUrl, []));
}

export function toNode(
  menu: Menu,
  content: ContentLanguage,
  children: Map<number | null, Menu[]>,
  include: (menu: Menu) => boolean,
  toUrl: ImageUrl,
  parentRecursive: MenuCrumb[],
  seen = new Set<number>(),
): MenuNode {
  const t = (map: Translations) => translate(map, content.language, content.mainLanguage);
  const title = t(menu.title);
  const displayTitle = [...parentRecursive.map((crumb) => crumb.title), title].join(' > ');
  const own = [...parentRecursive, crumbOf(menu, content)];
  seen.add(menu.id);
  return {
    id: menu.id,
    parentId: parentIdOf(menu),
    title,
    displayTitle,
    shortDescription: t(menu.shortDescription),
    metaTitle: t(menu.metaTitle),
    metaDescription: t(menu.metaDescription),
    type: menu.type,
    url: menu.url,
    order: menu.order,
    level: menu.level,
    enabled: menu.enabled,
    openInCurrentTab: menu.openInCurrentTab,
    displayInMobile: menu.displayInMobile,
    displayInDesktop: menu.displayInDesktop,
    image: menu.image ?? null,
    imagePath: toUrl(menu.image),
    updatedAt: menu.updatedAt,
    parentRecursive,
    children: (children.get(menu.id) ?? [])
      .filter((child) => include(child) && !seen.has(child.id))
      .map((child) => toNode(child, content, children, include, toUrl, own, seen)),
  };
}
