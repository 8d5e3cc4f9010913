/**
 * A category listing's state in the URL's search params, so that a reload, a shared link or the back
 * button shows the same page: `page`, `sort`, `option` (attribute value ids, repeated), `brand` (brand
 * ids, repeated), `min` and `max` (price range in the shop's base currency), `in_stock` (1: only products
 * that can be bought; the search page keeps it too). Defaults are left out.
 */

/** The server's sorts (categoryProducts): newest first by default, price and name both ways. */
export const CATEGORY_SORTS = ['newest', 'price', '-price', 'name', '-name'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const DEFAULT_SORT: CategorySort = 'newest';

/** Products per page (the brief: 24). */
export const PAGE_SIZE = 24;

/** A price bound as the server takes it: up to 10 digits and 2 decimals. */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export interface CategoryListParams {
  page: number;
  sort: CategorySort;
  options: number[];
  brands: number[];
  priceMin: string | null;
  priceMax: string | null;
  inStock: boolean;
}

const PARAM = { page: 'page', sort: 'sort', option: 'option', brand: 'brand', min: 'min', max: 'max', inStock: 'in_stock' } as const;

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** Distinct positive integers, in the order given; anything else is dropped. */
function ids(texts: readonly string[]): number[] {
  const out: number[] = [];
  for (const text of texts) {
    const id = positiveInt(text);
    if (id !== null && !out.includes(id)) out.push(id);
  }
  return out;
}

function price(text: string | null): string | null {
  return text && PRICE_PATTERN.test(text) ? text : null;
}

/** Reads the listing's state; malformed values fall back to the defaults rather than failing the page. */
export function parseCategoryParams(params: URLSearchParams): CategoryListParams {
  const sort = params.get(PARAM.sort);
  return {
    page: positiveInt(params.get(PARAM.page)) ?? 1,
    sort: (CATEGORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CategorySort) : DEFAULT_SORT,
    options: ids(params.getAll(PARAM.option)),
    brands: ids(params.getAll(PARAM.brand)),
    priceMin: price(params.get(PARAM.min)),
    priceMax: price(params.get(PARAM.max)),
    inStock: params.get(PARAM.inStock) === '1',
  };
}

/** Writes the listing's state; other search params are kept as they are. */
export function categoryParamsToSearch(state: CategoryListParams, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  Object.values(PARAM).forEach((name) => next.delete(name));
  if (state.page > 1) next.set(PARAM.page, String(state.page));
  if (state.sort !== DEFAULT_SORT) next.set(PARAM.sort, state.sort);
  state.options.forEach((id) => next.append(PARAM.option, String(id)));
  state.brands.forEach((id) => next.append(PARAM.brand, String(id)));
  if (state.priceMin) next.set(PARAM.min, state.priceMin);
  if (state.priceMax) next.set(PARAM.max, state.priceMax);
  if (state.inStock) next.set(PARAM.inStock, '1');
  return next;
}

/** A change of filters or sort starts again at page 1 (the old page may not exist any more). */
export function withFilters(state: CategoryListParams, change: Partial<Omit<CategoryListParams, 'page'>>): CategoryListParams {
  return { ...state, ...change, page: 1 };
}

/** Adds or removes an id (a filter checkbox). */
export function toggleId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
}

/** The categoryProducts input for a category url and the listing's state. */
export function categoryProductsInput(url: string, state: CategoryListParams) {
  return {
    url,
    page: state.page,
    perPage: PAGE_SIZE,
    sort: state.sort,
    options: state.options.length ? state.options : null,
    brands: state.brands.length ? state.brands : null,
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    inStock: state.inStock,
  };
}

/** The number of pages for a total (at least 1). */
export function pageCount(totalItems: number, perPage: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}
