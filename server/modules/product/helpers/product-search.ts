import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../../common/pagination.js';
import { SharedCache } from '../../../common/shared-cache.js';
import { run } from '../../../common/sql.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { olderMatches, RANKED_MATCHES, searchCandidates, type SearchShape, type SearchWordShape } from '../product-search.sql.js';
import { searchWords } from '../product-storefront.types.js';
import { sharedIdPage, type IdPage } from './product-cards.js';

import { cjkGrams } from './storefront-lookups.js';

/** One ranked candidate: its rank keys, computed by PostgreSQL, compared here. */
interface Candidate {
  id: number;
  /** 0: its name in the request language holds the keyword, 1: a name in another language does, 2: neither. */
  name_rank: number;
  /** Where the keyword starts in search_text (names, then skus, then descriptions); 0 when only its words occur. */
  position: number;
}

const byRank = (a: Candidate, b: Candidate) => a.name_rank - b.name_rank || (a.position || Infinity) - (b.position || Infinity) || b.id - a.id;

/** The candidates statement of each shape of keyword, put together once (at most 2^10 shapes: ten words count). */
const statements = new Map<string, ReturnType<typeof searchCandidates>>();
function statementOf(shape: SearchShape) {
  const key = `${shape.words.join(',')}${shape.inStock ? '+stock' : ''}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = searchCandidates(shape);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The planner's estimate of a keyword's matches, by its filter: the same for every language, page and
 * page size of that keyword, and planning it (an EXPLAIN) cost about a third of a common word's SQL
 * time. Shared for as long as a page of ids (listPages: 30 s, dropped when a product is written).
 */
const matchEstimates = new SharedCache<number>(['Product'], 30_000, 5000);

/**
 * A page of the storefront search: visible products whose search text holds every word of the keyword
 * (in any order; the whole keyword ranks), most relevant first: a name in the request language, then a
 * name in another language, then the earliest match in the search text, then the newest.
 *
 * search_text is lowercased, so LIKE on the lowercased words (much cheaper than ILIKE) matches, and the
 * candidates come from an index: the trigram index for a word of three characters or more, the CJK
 * character index (shop_cjk_grams, see product.entity.ts) for a Chinese word, whatever its length.
 *
 * At most RANKED_MATCHES + 1 matches are read (the newest, by the primary key or from the trigram
 * index, as the planner finds cheaper) with their rank keys; they are ranked here (sorting 200 rows here
 * costs less than in PostgreSQL, measured). When there are no more, their number is the total; else the
 * total is the planner's estimate, read by the same statement when it is not shared yet (matchEstimates;
 * as list totals beyond their cap, common/pagination.ts), and pages past the ranked matches go on with
 * the older ones, newest first. Nothing counts every match. One statement for any page of the ranked
 * matches, whatever its size (and the page's cards: productCardsById).
 *
 * `inStock` (the selling warehouses' `{ids}`, product-cards.ts sellingWarehousesParam): only products
 * some visible stock of which can be sold, tested in the same statements (IN_STOCK), so the ranking,
 * the pages and the total count only those.
 */
export function searchPage(em: EntityManager, keyword: string, content: ContentLanguage, page: number, perPage: number, inStock?: string): Promise<IdPage> {
  const lowered = keyword.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const words: SearchWordShape[] = [];
  const filterParams: string[] = [];
  for (const word of searchWords(lowered)) {
    filterParams.push(`%${escapeLike(word)}%`);
    const grams = cjkGrams(word);
    words.push(grams ? 'cjk' : 'word');
    if (grams) filterParams.push(`{${grams.join(',')}}`);
  }
  if (!words.length) return Promise.resolve({ ids: [], total: 0, exact: true });
  const shape: SearchShape = { words, inStock: inStock !== undefined };
  if (inStock !== undefined) filterParams.push(inStock);
  const candidates = statementOf(shape);
  const candidateParams = [content.language, content.mainLanguage, pattern, pattern, lowered, ...filterParams, ...filterParams] as const;
  const offset = (page - 1) * perPage;
  return sharedIdPage(em, ['search', candidates.text, candidateParams, offset, perPage], inStock !== undefined, async () => {
    const estimateKey = JSON.stringify([shape, filterParams]);
    const knownEstimate = matchEstimates.peek(em, estimateKey);
    const found = await run(em, candidates, [...candidateParams, knownEstimate === undefined]);
    const more = found.length > RANKED_MATCHES;
    const ranked = found.slice(0, RANKED_MATCHES).sort(byRank);
    const ids = ranked.slice(offset, offset + perPage).map((c) => c.id);
    if (!more) return { ids, total: ranked.length, exact: true };
    const oldestRanked = found[RANKED_MATCHES - 1].id;
    if (ids.length < perPage) {
      // Past the ranked matches: the older ones, newest first.
      const rest = await run(em, olderMatches(shape), [...filterParams, oldestRanked, perPage - ids.length, Math.max(0, offset - RANKED_MATCHES)]);
      ids.push(...rest.map((r) => r.id));
    }
    const planned = await matchEstimates.get(em, estimateKey, async () => (await knownEstimate) ?? Number(found[0].planned));
    return { ids, total: Math.max(planned, found.length), exact: false };
  });
}
