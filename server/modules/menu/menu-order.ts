/**
 * The menu ordering arithmetic of spec section 4, as pure functions (unit tested on their own).
 *
 * - Orders go in steps of 100: a new last item gets the previous last order + 100; the first item of an
 *   empty level gets 0.
 * - An item dropped between two neighbours gets the midpoint of their orders (rounded down).
 * - When there is no gap (the neighbours' orders differ by less than 2), every following sibling (the
 *   next neighbour and all after it) is renumbered +200 first, then the midpoint is taken.
 * - Dropped before the first sibling: the midpoint between 0 and the first's order; when the first is at
 *   0 there is no gap, so every sibling moves +200 and the item gets 100.
 */
export const MENU_ORDER_STEP = 100;
export const MENU_ORDER_SHIFT = 200;

export interface OrderedSibling {
  id: number;
  order: number;
}

export interface DropResult {
  /** The moved item's new order. */
  order: number;
  /** Siblings whose order changes (the +200 renumbering), with their new orders. */
  shifted: OrderedSibling[];
}

/** Siblings in display order: by order, then id (the order the storefront shows). */
export function sortSiblings<T extends OrderedSibling>(siblings: readonly T[]): T[] {
  return [...siblings].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The order of a new item added last among `siblings`: previous last + 100, or 0 for the first. */
export function appendOrder(siblings: readonly OrderedSibling[]): number {
  if (!siblings.length) return 0;
  return Math.max(...siblings.map((s) => s.order)) + MENU_ORDER_STEP;
}

/**
 * Where an item dropped at `index` among `siblings` (in display order, the moved item not among them)
 * goes: index 0 is before the first, `siblings.length` after the last.
 */
export function dropOrder(siblings: readonly OrderedSibling[], index: number): DropResult {
  const ordered = sortSiblings(siblings);
  const at = Math.max(0, Math.min(index, ordered.length));
  if (ordered.length === 0) return { order: 0, shifted: [] };
  if (at === ordered.length) return { order: ordered[ordered.length - 1].order + MENU_ORDER_STEP, shifted: [] };
  const previous = at === 0 ? 0 : ordered[at - 1].order;
  const next = ordered[at].order;
  // Before the first item any order from 0 up to (not including) the first's is free.
  const gap = at === 0 ? next >= 1 : next - previous >= 2;
  if (gap) return { order: Math.floor((previous + next) / 2), shifted: [] };
  const shifted = ordered.slice(at).map((s) => ({ id: s.id, order: s.order + MENU_ORDER_SHIFT }));
  return { order: Math.floor((previous + next + MENU_ORDER_SHIFT) / 2), shifted };
}
