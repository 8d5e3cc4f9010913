import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../../common/shared-cache.js';
import { MenuType } from '../../menu/index.js';
import { run } from '../../../common/sql.js';
import { attributeValueOwners, categorySubtree } from '../product.sql.js';

/** An enabled category and its enabled subcategories at any depth (ids, the category first). */
export interface CategoryTree {
  id: number;
  ids: number[];
}

// The menu changes rarely and every category page needs its subtree: shared until a menu item is
// written (common/shared-cache.ts).
const trees = new SharedCache<CategoryTree | null>(['Menu'], 30_000, 1000);

/** The enabled category of this url with its enabled subcategories, or null (one statement, shared). */
export function categoryTree(em: EntityManager, url: string): Promise<CategoryTree | null> {
  return trees.get(em, url, async () => {
    const rows = await run(em, categorySubtree, [url, MenuType.category, MenuType.category]);
    const root = rows.find((row) => row.root);
    return root ? { id: root.id, ids: [root.id, ...rows.filter((row) => !row.root).map((row) => row.id)] } : null;
  });
}

const valueAttributes = new SharedCache<Map<number, number>>(['AttributeValue', 'Attribute'], 30_000, 10);

/**
 * Attribute value ids grouped by attribute (a product matches any value of one attribute and every
 * attribute), or null when one of them does not exist.
 */
export async function optionGroups(em: EntityManager, valueIds: readonly number[]): Promise<number[][] | null> {
  const attributeOf = await valueAttributes.get(em, 'all', async () => {
    const rows = await run(em, attributeValueOwners);
    return new Map(rows.map((row) => [row.id, row.attribute_id]));
  });
  const groups = new Map<number, number[]>();
  for (const id of valueIds) {
    const attribute = attributeOf.get(id);
    if (attribute === undefined) return null;
    groups.set(attribute, [...(groups.get(attribute) ?? []), id]);
  }
  return [...groups.values()];
}

/** CJK letters: Han, kana, hangul (the same ranges as the database function shop_cjk_grams). */
const CJK_ONLY = /^[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+$/u;

/**
 * For a keyword made of CJK letters only, what shop_cjk_grams must contain for a text to contain it:
 * the letter itself for one letter, else its letter pairs. Undefined for any other keyword.
 */
export function cjkGrams(keyword: string): string[] | undefined {
  const letters = [...keyword];
  if (!letters.length || !CJK_ONLY.test(keyword)) return undefined;
  if (letters.length === 1) return letters;
  return [...new Set(letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]))];
}
