/**
 * The product page's option selector (spec section 4, "Stock option selection"), free of React:
 * - clicking a selected option deselects it (clicking another value of the same kind replaces it);
 * - an option is selectable only if some visible stock with available inventories matches it together
 *   with the selections of the other kinds;
 * - once every attribute kind is chosen, the stock matching all choices becomes the chosen option.
 */

/** A stock as the selector sees it: its attribute value ids and what can be bought of it. */
export interface SelectableStock {
  id: number;
  /** Attribute value ids, one per attribute kind. */
  options: readonly number[];
  /** all_available_inventories: the quantity the selling warehouses hold. */
  allAvailableInventories: number;
  /** The storefront API sends visible stocks only; a stock marked invisible is ignored all the same. */
  visibled?: boolean;
}

/** An attribute kind (colour, size...) and its values, as the product offers them. */
export interface OptionKind {
  id: number;
  values: readonly { id: number }[];
}

/** The chosen value id per attribute kind id; a kind without a choice is absent. */
export type OptionSelection = Readonly<Record<number, number>>;

export const NO_SELECTION: OptionSelection = Object.freeze({});

function isVisible(stock: SelectableStock): boolean {
  return stock.visibled !== false;
}

/** A stock that can be sold: visible, with available inventories. */
export function isSellable(stock: SelectableStock): boolean {
  return isVisible(stock) && stock.allAvailableInventories > 0;
}

/** Whether the stock carries every chosen value (kinds without a choice match anything). */
function matchesAll(stock: SelectableStock, values: readonly number[]): boolean {
  return values.every((value) => stock.options.includes(value));
}

/** The chosen values, leaving out the kind `exceptKind`. */
function chosenValues(selection: OptionSelection, exceptKind?: number): number[] {
  return Object.entries(selection)
    .filter(([kind]) => Number(kind) !== exceptKind)
    .map(([, value]) => value);
}

/** Whether value `valueId` of kind `kindId` can be chosen given the choices made for the other kinds. */
export function isOptionSelectable(stocks: readonly SelectableStock[], selection: OptionSelection, kindId: number, valueId: number): boolean {
  const required = [...chosenValues(selection, kindId), valueId];
  return stocks.some((stock) => isSellable(stock) && matchesAll(stock, required));
}

export function isOptionSelected(selection: OptionSelection, kindId: number, valueId: number): boolean {
  return selection[kindId] === valueId;
}

/**
 * The selection after a click on value `valueId` of kind `kindId`: a selected value is deselected;
 * another value becomes the kind's choice if it is selectable; an unselectable value changes nothing.
 */
export function toggleOption(stocks: readonly SelectableStock[], selection: OptionSelection, kindId: number, valueId: number): OptionSelection {
  if (isOptionSelected(selection, kindId, valueId)) {
    const { [kindId]: _deselected, ...rest } = selection;
    return rest;
  }
  if (!isOptionSelectable(stocks, selection, kindId, valueId)) return selection;
  return { ...selection, [kindId]: valueId };
}

/** Whether every attribute kind has a choice (a product without kinds has nothing to choose). */
export function allKindsChosen(kinds: readonly OptionKind[], selection: OptionSelection): boolean {
  return kinds.every((kind) => selection[kind.id] !== undefined);
}

/**
 * The chosen stock: once every kind is chosen, the visible stock carrying every choice (one that can be
 * sold first, should two carry the same values); undefined while a kind is still open.
 */
export function chosenStock<S extends SelectableStock>(stocks: readonly S[], kinds: readonly OptionKind[], selection: OptionSelection): S | undefined {
  if (!allKindsChosen(kinds, selection)) return undefined;
  const values = kinds.map((kind) => selection[kind.id]!);
  const matching = stocks.filter((stock) => isVisible(stock) && matchesAll(stock, values));
  return matching.find(isSellable) ?? matching[0];
}

/**
 * The pictures of what the shopper has chosen (a colour's pictures once the colour is chosen): those of
 * the visible stocks carrying every choice, in stock order, each once. Empty before any choice, or when
 * those stocks have no pictures of their own: the page then shows the product's pictures.
 */
export function chosenImages(stocks: readonly (SelectableStock & { imageList: readonly string[] })[], selection: OptionSelection): string[] {
  const values = chosenValues(selection);
  if (!values.length) return [];
  return [...new Set(stocks.filter((stock) => isVisible(stock) && matchesAll(stock, values)).flatMap((stock) => stock.imageList))];
}
