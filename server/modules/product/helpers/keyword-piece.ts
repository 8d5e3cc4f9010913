import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../../common/sql.js';
import { searchTrigramSample } from '../product-list.sql.js';

/**
 * The part of an admin keyword that the trigram index of search_text should look up.
 *
 * The index answers `like '%keyword%'` by reading the list of products of every trigram of the keyword
 * and keeping those on all lists. Trigrams that nearly every product has (a shop's common sku prefix,
 * "ben", "enc", "nch" of "bench-0500" on the large catalogue) have lists as long as the catalogue: reading
 * them is most of a search's time (2.4 ms for "bench-0500", 0.1 ms for "0500", with the same 101
 * candidates). So when a sample of the catalogue says some of the keyword's trigrams are common, the
 * index is asked for a piece of the keyword without them, and the whole keyword is then tested on its
 * candidates (the answer is the same whatever the piece: every match contains it).
 */

/** Trigram -> products of the sample having it, and the sample's size. */
export interface TrigramSample {
  counts: Map<string, number>;
  sampled: number;
}

/** How stale the sample may be: it only steers the index, never the answer. */
const SAMPLE_TTL_MS = 10 * 60_000;
/** Below this many sampled products (a small shop) the whole keyword is looked up: any way is fast there. */
const MIN_SAMPLED = 200;
/** A trigram on more than this share of the sampled products is common: its list is long and narrows little. */
const COMMON_SHARE = 0.2;

const samples = new WeakMap<object, { at: number; value: Promise<TrigramSample> }>();

/** The catalogue's trigram sample, read once every SAMPLE_TTL_MS per database (about 1 % of products). */
function trigramSample(em: EntityManager): Promise<TrigramSample> {
  const owner = em.config as object;
  const known = samples.get(owner);
  if (known && Date.now() - known.at < SAMPLE_TTL_MS) return known.value;
  const value = run(em, searchTrigramSample).then((rows) => ({
    counts: new Map(rows.map((row) => [row.trigram, row.products])),
    sampled: rows[0]?.sampled ?? 0,
  }));
  samples.set(owner, { at: Date.now(), value });
  value.catch(() => samples.get(owner)?.value === value && samples.delete(owner));
  return value;
}

/** The trigrams pg_trgm reads for `like '%piece%'` when the piece is letters and digits only. */
function trigramsOf(piece: string): string[] {
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= piece.length; i += 1) trigrams.push(piece.slice(i, i + 3));
  return trigrams;
}

/**
 * The piece of the (lowercased) keyword to look up: the whole keyword unless some of its trigrams are
 * common (COMMON_SHARE), else its longest run of letters and digits without a common trigram (the rarer
 * one of two as long); the whole keyword too when it has no such run or the catalogue is small.
 */
export async function indexedPiece(em: EntityManager, keyword: string): Promise<string> {
  if (!hasTrigramRun(keyword)) return keyword;
  return lookupPiece(keyword, await trigramSample(em));
}

/** Whether the (lowercased) text has a run of three letters or digits: a trigram the index can look up. */
export const hasTrigramRun = (text: string): boolean => /[a-z0-9]{3}/.test(text);

/** indexedPiece's choice for a sample (exported for its test). */
export function lookupPiece(keyword: string, sample: TrigramSample): string {
  const words = keyword.match(/[a-z0-9]{3,}/g);
  if (!words || sample.sampled < MIN_SAMPLED) return keyword;
  const count = (trigram: string) => sample.counts.get(trigram) ?? 0;
  const common = (trigram: string) => count(trigram) > COMMON_SHARE * sample.sampled;
  if (!words.some((word) => trigramsOf(word).some(common))) return keyword;
  let best: { piece: string; trigrams: number; products: number } | undefined;
  for (const word of words) {
    const trigrams = trigramsOf(word);
    // Runs of consecutive uncommon trigrams: trigram i covers the characters i to i + 2.
    for (let start = 0; start < trigrams.length; start += 1) {
      if (common(trigrams[start])) continue;
      let end = start;
      while (end + 1 < trigrams.length && !common(trigrams[end + 1])) end += 1;
      const products = Math.min(...trigrams.slice(start, end + 1).map(count));
      const length = end - start + 1;
      if (!best || length > best.trigrams || (length === best.trigrams && products < best.products)) {
        best = { piece: word.slice(start, end + 3), trigrams: length, products };
      }
      start = end;
    }
  }
  return best?.piece ?? keyword;
}
