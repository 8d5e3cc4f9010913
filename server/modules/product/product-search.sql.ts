import { defineComposedStatement } from '../../common/sql.js';

/**
 * The storefront search's statements (helpers/product-search.ts). Their filter has one part per word of
 * the keyword: `like` on search_text, and for a Chinese word also the CJK character index's containment.
 * The samples are every kind of part: no word, a word, a Chinese word, and both together.
 */
export type SearchWordShape = 'word' | 'cjk';

/** The filter's parameters: per word its LIKE pattern, then for a Chinese word its letter pairs (`{..}`). */
type FilterParams = string[];

const SAMPLES: readonly (readonly SearchWordShape[])[] = [[], ['word'], ['cjk'], ['word', 'cjk', 'word']];

function searchFilter(words: readonly SearchWordShape[]): string {
  const parts = words.flatMap((shape) => (shape === 'cjk' ? ['p.search_text like ?', 'shop_cjk_grams(p.search_text) @> ?::text[]'] : ['p.search_text like ?']));
  return ['p.visibled', ...parts].join(' and ');
}

/** The newest matches (at most `limit`) with their rank keys: the name in the request language or another, the first position. */
export const searchCandidates = defineComposedStatement<
  readonly SearchWordShape[],
  [language: string, mainLanguage: string, pattern: string, pattern: string, keyword: string, ...filter: FilterParams, limit: number],
  { id: number; name_rank: number; position: number }
>(
  'product.searchCandidates',
  (words) => `select p.id,
      case when lower(coalesce(nullif(p.name->>?, ''), p.name->>?)) like ? then 0
           when exists (select 1 from jsonb_each_text(p.name) t where lower(t.value) like ?) then 1 else 2 end as name_rank,
      strpos(p.search_text, ?) as position
    from product p where ${searchFilter(words)} order by p.id desc limit ?`,
  SAMPLES,
);

/** Matches older than the ranked ones, newest first: the pages past them. */
export const olderMatches = defineComposedStatement<
  readonly SearchWordShape[],
  [...filter: FilterParams, olderThanId: number, limit: number, offset: number],
  { id: number }
>('product.searchOlderMatches', (words) => `select p.id from product p where ${searchFilter(words)} and p.id < ? order by p.id desc limit ? offset ?`, SAMPLES);

/** Every match, for the planner's estimate of their number (common/pagination.ts estimatedTotal). */
export const searchMatches = defineComposedStatement<readonly SearchWordShape[], FilterParams, { '?column?': number }>(
  'product.searchMatches',
  (words) => `select 1 from product p where ${searchFilter(words)}`,
  SAMPLES,
);
