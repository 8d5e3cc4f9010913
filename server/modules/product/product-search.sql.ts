import { plannedRows } from '../../common/pagination.sql.js';
import { defineComposedStatement } from '../../common/sql.js';
import { IN_STOCK } from './storefront-list.sql.js';

/**
 * The storefront search's statements (helpers/product-search.ts). Their filter has one part per word of
 * the keyword: `like` on search_text, and for a Chinese word also the CJK character index's containment.
 * The samples are every kind of part: a word, a Chinese word, and both together (a keyword has a word at
 * least: KEYWORD_PATTERN).
 */
export type SearchWordShape = 'word' | 'cjk';

/** A search's filter: its words' parts and, for "in stock only", IN_STOCK (the selling warehouses' `{ids}` after the words'). */
export interface SearchShape {
  words: readonly SearchWordShape[];
  inStock?: boolean;
}

/** The filter's parameters: per word its LIKE pattern, then for a Chinese word its letter pairs (`{..}`), then the selling warehouses (inStock). */
type FilterParams = string[];

/**
 * How many matches are ranked: the newest this many. A common word matches thousands of products (8,000
 * of 100,000 in the large bench catalogue), and ranking or counting all of them took a second; ranking
 * this many takes a few milliseconds, whatever the catalogue's size. Matches beyond them follow, newest
 * first.
 */
export const RANKED_MATCHES = 200;

const SAMPLES: readonly SearchShape[] = [
  { words: ['word'] },
  { words: ['cjk'] },
  { words: ['word', 'cjk', 'word'] },
  { words: ['word', 'cjk'], inStock: true },
];

/** The filter, with `?` parameters. */
function searchFilter({ words, inStock }: SearchShape): string {
  const parts = words.flatMap((shape) => (shape === 'cjk' ? ['p.search_text like ?', 'shop_cjk_grams(p.search_text) @> ?::text[]'] : ['p.search_text like ?']));
  return ['p.visibled', ...parts, ...(inStock ? [IN_STOCK] : [])].join(' and ');
}

/**
 * The newest matches (at most RANKED_MATCHES + 1: one index scan, stopped there) with their rank keys:
 * the name in the request language or another, the first position. When there are more than
 * RANKED_MATCHES and the caller asks for it (`estimate`: it does not know it yet), every row carries
 * `planned`, the planner's estimate of every match (plannedRows: the EXPLAIN runs inside this statement,
 * no second round trip; nothing counts them).
 */
export const searchCandidates = defineComposedStatement<
  SearchShape,
  [language: string, mainLanguage: string, pattern: string, pattern: string, keyword: string, ...filtersTwice: FilterParams, estimate: boolean],
  { id: number; name_rank: number; position: number; planned: string | null }
>(
  'product.searchCandidates',
  (shape) => `with matches as (
    select p.id,
      case when lower(coalesce(nullif(p.name->>?, ''), p.name->>?)) like ? then 0
           when exists (select 1 from jsonb_each_text(p.name) t where lower(t.value) like ?) then 1 else 2 end as name_rank,
      strpos(p.search_text, ?) as position
    from product p where ${searchFilter(shape)} order by p.id desc limit ${RANKED_MATCHES + 1}
  )
  select m.id, m.name_rank, m.position,
    (select ${plannedRows(`select 1 from product p where ${searchFilter(shape)}`)} where ?::boolean and (select count(*) from matches) > ${RANKED_MATCHES}) as planned
  from matches m order by m.id desc`,
  SAMPLES,
);

/** Matches older than the ranked ones, newest first: the pages past them. */
export const olderMatches = defineComposedStatement<SearchShape, [...filter: FilterParams, olderThanId: number, limit: number, offset: number], { id: number }>(
  'product.searchOlderMatches',
  (shape) => `select p.id from product p where ${searchFilter(shape)} and p.id < ? order by p.id desc limit ? offset ?`,
  SAMPLES,
);
