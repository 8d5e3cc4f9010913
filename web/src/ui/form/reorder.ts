/**
 * Where a dragged item of a ReorderableList lands, the menu tree's way (menu-tree.ts): dropping on an item
 * puts the dragged one at that item's place; a drop that changes nothing is not offered.
 */
export function moveTarget(from: number | null, over: number): number | null {
  if (from === null || from === over) return null;
  return over;
}

/** The list with the item at `from` moved to `to` (what formik's FieldArray.move does). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
