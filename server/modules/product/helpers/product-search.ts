import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike, estimatedTotal } from '../../../common/pagination.js';
import { run } from '../../../common/sql.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { olderMatches, searchCandidates, searchMatches, type SearchWordShape } from '../product-search.sql.js';
import { searchWords } from '../product-storefront.types.js';
import { sharedIdPage, type IdPage } from './product-cards.js';

import { cjkGrams } from './storefront-lookups.js';

/**
 * How many matches are ranked: the newest this many. A common word matches thousands of products (8,000
 * of 100,000 in the large bench catalogue), and ranking or counting all of them took a second; ranking
 * this many takes a few milliseconds, whatever the catalogue's size. Matches beyond them follow, newest
 * first.
 */
export const RANKED_MATCHES = 200;

/** One ranked candidate: its rank keys, computed by PostgreSQL, compared here. */
interface Candidate {
  id: number;
  /** 0: its name in the request language holds the keyword, 1: a name in another language does, 2: neither. */
  name_rank: number;
  /** Where the keyword starts in search_text (names, then skus, then descriptions); 0 when only its words occur. */
  position: number;
}

const byRank = (a: Candidate, b: Candidate) => a.name_rank - b.name_rank || (a.position || Infinity) - (b.position || Infinity) || b.id - a.id;

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
 * index, as the planner finds cheaper) with their rank keys; they are ranked here. When there are no
 * more, their number is the total; else the total is the planner's estimate (as list totals beyond their
 * cap, common/pagination.ts) and pages past the ranked matches go on with the older ones, newest first.
 * Nothing counts every match.
 */
export function searchPage(em: EntityManager, keyword: string, content: ContentLanguage, page: number, perPage: number): Promise<IdPage> {
  const lowered = keyword.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const shape: SearchWordShape[] = [];
  const filterParams: string[] = [];
  for (const word of searchWords(lowered)) {
    filterParams.push(`%${escapeLike(word)}%`);
    const grams = cjkGrams(word);
    shape.push(grams ? 'cjk' : 'word');
    if (grams) filterParams.push(`{${grams.join(',')}}`);
  }
  const candidates = searchCandidates(shape);
  const candidateParams = [content.language, content.mainLanguage, pattern, pattern, lowered, ...filterParams, RANKED_MATCHES + 1] as const;
  const offset = (page - 1) * perPage;
  return sharedIdPage(em, ['search', candidates.text, candidateParams, offset, perPage], async () => {
    const found: Candidate[] = await run(em, candidates, [...candidateParams]);
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
    return { ids, total: await estimatedTotal(em, { sql: searchMatches(shape).text, params: filterParams }, found.length), exact: false };
  });
}
