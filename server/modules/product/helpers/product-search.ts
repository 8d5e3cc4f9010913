import type { EntityManager } from '@mikro-orm/postgresql';
import { estimatedTotal } from '../../../common/pagination.js';
import type { ContentLanguage } from '../../../common/translations.js';
import { searchWords } from '../product-storefront.types.js';
import { sharedIdPage, type IdPage } from './product-cards.js';
import { escapeLike } from './product-list.js';
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
  const where = ['p.visibled'];
  const params: unknown[] = [];
  for (const word of searchWords(lowered)) {
    where.push('p.search_text like ?');
    params.push(`%${escapeLike(word)}%`);
    const grams = cjkGrams(word);
    if (grams) {
      where.push('shop_cjk_grams(p.search_text) @> ?::text[]');
      params.push(`{${grams.join(',')}}`);
    }
  }
  const filter = where.join(' and ');
  const candidatesSql = `
    select p.id,
      case when lower(coalesce(nullif(p.name->>?, ''), p.name->>?)) like ? then 0
           when exists (select 1 from jsonb_each_text(p.name) t where lower(t.value) like ?) then 1 else 2 end as name_rank,
      strpos(p.search_text, ?) as position
    from product p where ${filter} order by p.id desc limit ?`;
  const candidateParams = [content.language, content.mainLanguage, pattern, pattern, lowered, ...params, RANKED_MATCHES + 1];
  const offset = (page - 1) * perPage;
  return sharedIdPage(em, ['search', candidatesSql, candidateParams, offset, perPage], async () => {
    const candidates: Candidate[] = await em.execute(candidatesSql, candidateParams);
    const more = candidates.length > RANKED_MATCHES;
    const ranked = candidates.slice(0, RANKED_MATCHES).sort(byRank);
    const ids = ranked.slice(offset, offset + perPage).map((c) => c.id);
    if (!more) return { ids, total: ranked.length, exact: true };
    const oldestRanked = candidates[RANKED_MATCHES - 1].id;
    if (ids.length < perPage) {
      // Past the ranked matches: the older ones, newest first.
      const rest: { id: number }[] = await em.execute(`select p.id from product p where ${filter} and p.id < ? order by p.id desc limit ? offset ?`, [
        ...params,
        oldestRanked,
        perPage - ids.length,
        Math.max(0, offset - RANKED_MATCHES),
      ]);
      ids.push(...rest.map((r) => r.id));
    }
    return { ids, total: await estimatedTotal(em, { sql: `select 1 from product p where ${filter}`, params }, candidates.length), exact: false };
  });
}
