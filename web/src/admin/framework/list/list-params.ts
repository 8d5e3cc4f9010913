/**
 * A list's options as URL search params (`page`, `per_page`, `sort`, `keyword`), so that a list can be
 * bookmarked and reloaded. `sort` is a column in snake_case, `-column` for descending (the REST
 * contract's form, which the GraphQL ListOptions accepts too).
 */
export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;
/** Spec 9: URL search-param sync is debounced 500 ms. */
export const URL_SYNC_DEBOUNCE_MS = 500;

export interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  keyword: string;
  /** The declared filters' values as the URL holds them, by URL key (empty: not filtered). */
  filters: Record<string, string>;
}

export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, perPage: DEFAULT_PER_PAGE, sort: '', keyword: '', filters: {} };

/** `filterKeys` are the URL keys of the resource's filters (each declared filter's name in snake_case). */
export function parseListParams(search: URLSearchParams, filterKeys: readonly string[] = []): ListParams {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: search.get('sort') ?? '',
    keyword: search.get('keyword') ?? '',
    filters: Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ''])),
  };
}

/** The params as a query string; defaults are left out so a plain list keeps a plain URL. */
export function formatListParams(params: ListParams, base?: URLSearchParams): string {
  const search = new URLSearchParams(base);
  const set = (key: string, value: string, isDefault: boolean) => (isDefault ? search.delete(key) : search.set(key, value));
  set('page', String(params.page), params.page === 1);
  set('per_page', String(params.perPage), params.perPage === DEFAULT_PER_PAGE);
  set('sort', params.sort, !params.sort);
  set('keyword', params.keyword, !params.keyword.trim());
  for (const [key, value] of Object.entries(params.filters)) set(key, value, !value);
  return search.toString();
}

export const toSnakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

export function parseSort(sort: string): SortState | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { column: sort.slice(1), direction: 'desc' } : { column: sort, direction: 'asc' };
}

/** Clicking a header: ascending first, then descending, then back to the server's default order. */
export function nextSort(current: string, column: string): string {
  const state = parseSort(current);
  if (!state || state.column !== column) return column;
  return state.direction === 'asc' ? `-${column}` : '';
}
