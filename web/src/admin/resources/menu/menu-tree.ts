import type { MenuTreeItemFragment, MoveMenuInput } from '../../../graphql/admin/graphql';

/**
 * The tree view's pure helpers: the tree as the server sends it (children in order), where a drop
 * puts an item (shown at once, before the server answers) and the `moveMenu` input that asks the
 * server for the same. The order numbers themselves (steps of 100, midpoint, +200 shift) are the
 * server's arithmetic (server/modules/menu/menu-order.ts); the screen only says where the item goes.
 */
export interface TreeItem extends MenuTreeItemFragment {
  children: TreeItem[];
}

/** Where a dragged item goes: under `parentId` (null: top) before `beforeId` (absent: last), or in place of another item. */
export type Drop = { parentId: number | null; beforeId?: number } | { swapWithId: number };

/** The query's nested answer as one recursive type (the query stops at six levels). */
export function toTree(nodes: readonly (MenuTreeItemFragment & { children?: readonly unknown[] })[]): TreeItem[] {
  return nodes.map((node) => ({
    ...node,
    children: toTree((node.children ?? []) as (MenuTreeItemFragment & { children?: readonly unknown[] })[]),
  }));
}

interface Place {
  siblings: TreeItem[];
  index: number;
  parentId: number | null;
}

/** The list holding the item, its index there and its parent's id. */
export function findPlace(tree: TreeItem[], id: number, parentId: number | null = null): Place | undefined {
  for (let index = 0; index < tree.length; index += 1) {
    const item = tree[index]!;
    if (item.id === id) return { siblings: tree, index, parentId };
    const found = findPlace(item.children, id, item.id);
    if (found) return found;
  }
  return undefined;
}

export function findItem(tree: TreeItem[], id: number): TreeItem | undefined {
  const place = findPlace(tree, id);
  return place?.siblings[place.index];
}

/** Whether `id` is `ancestorId` itself or one of its descendants. */
export function isWithin(tree: TreeItem[], id: number, ancestorId: number): boolean {
  const ancestor = findItem(tree, ancestorId);
  if (!ancestor) return false;
  const visit = (item: TreeItem): boolean => item.id === id || item.children.some(visit);
  return visit(ancestor);
}

/** A copy of the tree deep enough to rearrange (the items' own fields are shared). */
function copy(tree: TreeItem[]): TreeItem[] {
  return tree.map((item) => ({ ...item, children: copy(item.children) }));
}

/** Whether the item may be dropped there: never into itself or its own subtree. */
export function canDrop(tree: TreeItem[], id: number, drop: Drop): boolean {
  if (!findItem(tree, id)) return false;
  if ('swapWithId' in drop) {
    if (!findItem(tree, drop.swapWithId)) return false;
    return !isWithin(tree, drop.swapWithId, id) && !isWithin(tree, id, drop.swapWithId);
  }
  if (drop.parentId !== null && (!findItem(tree, drop.parentId) || isWithin(tree, drop.parentId, id))) return false;
  return drop.beforeId === undefined || (drop.beforeId !== id && Boolean(findItem(tree, drop.beforeId)));
}

/** The tree after the drop (the input tree is left as it was), or undefined when the drop is not allowed. */
export function applyDrop(tree: TreeItem[], id: number, drop: Drop): TreeItem[] | undefined {
  if (!canDrop(tree, id, drop)) return undefined;
  const next = copy(tree);
  const from = findPlace(next, id)!;
  const item = from.siblings[from.index]!;
  if ('swapWithId' in drop) {
    const other = findPlace(next, drop.swapWithId)!;
    const otherItem = other.siblings[other.index]!;
    from.siblings[from.index] = { ...otherItem, parentId: from.parentId };
    other.siblings[other.index] = { ...item, parentId: other.parentId };
    return next;
  }
  from.siblings.splice(from.index, 1);
  const target = drop.parentId === null ? next : findItem(next, drop.parentId)!.children;
  const at = drop.beforeId === undefined ? target.length : target.findIndex((sibling) => sibling.id === drop.beforeId);
  target.splice(at < 0 ? target.length : at, 0, { ...item, parentId: drop.parentId });
  return next;
}

/** The ids of the tree, nested: two trees with the same shape answer the same text. */
function shape(tree: TreeItem[]): string {
  return tree.map((item) => `${item.id}(${shape(item.children)})`).join(',');
}

/** Whether the drop changes anything (dropping an item where it already is asks the server nothing). */
export function changesTree(tree: TreeItem[], id: number, drop: Drop): boolean {
  const next = applyDrop(tree, id, drop);
  return next !== undefined && shape(next) !== shape(tree);
}

/** The `moveMenu` input of a drop. */
export function moveInput(id: number, drop: Drop): MoveMenuInput {
  if ('swapWithId' in drop) return { id, swapWithId: drop.swapWithId };
  return drop.beforeId === undefined ? { id, parentId: drop.parentId } : { id, parentId: drop.parentId, beforeId: drop.beforeId };
}

/** Every item depth first, with its depth (1 at the top): the parent select's options. */
export function flattenTree(tree: TreeItem[], depth = 1): { item: TreeItem; depth: number }[] {
  return tree.flatMap((item) => [{ item, depth }, ...flattenTree(item.children, depth + 1)]);
}
