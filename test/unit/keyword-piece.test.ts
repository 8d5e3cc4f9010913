import { lookupPiece, type TrigramSample } from '../../server/modules/product/helpers/keyword-piece.js';

/** Plain unit tests (no server) of which piece of an admin keyword the trigram index looks up. */
function sample(sampled: number, counts: Record<string, number>): TrigramSample {
  return { sampled, counts: new Map(Object.entries(counts)) };
}

describe('lookupPiece', () => {
  // A large catalogue whose every sku starts "bench-": those trigrams are on every product.
  const bench = sample(1000, { ben: 1000, enc: 1000, nch: 1000, '050': 3, '500': 4, red: 40, shi: 30, hir: 30, irt: 30 });

  it('looks up the rare part of a keyword whose other part every product has', () => {
    expect(lookupPiece('bench-0500', bench)).toBe('0500');
  });

  it('looks up the whole keyword when none of its trigrams is common', () => {
    expect(lookupPiece('red shirt', bench)).toBe('red shirt');
    expect(lookupPiece('0500', bench)).toBe('0500');
  });

  it('looks up the longest run without a common trigram, of any word', () => {
    expect(lookupPiece('bench shirt', bench)).toBe('shirt');
    expect(lookupPiece('red bench-0500', bench)).toBe('0500');
    // Every trigram common: nothing better than the whole keyword.
    expect(lookupPiece('bench', bench)).toBe('bench');
  });

  it('keeps the whole keyword on a small catalogue, and for one without three letters or digits in a row', () => {
    expect(lookupPiece('bench-0500', sample(50, { ben: 50, enc: 50, nch: 50 }))).toBe('bench-0500');
    expect(lookupPiece('a-b', bench)).toBe('a-b');
    expect(lookupPiece('外套', bench)).toBe('外套');
  });

  it('answers a piece of the keyword itself, so that every match of the keyword is among its candidates', () => {
    for (const keyword of ['bench-0500', 'bench-050095-stock1', 'x%_y 0500', 'shirt red 500']) {
      expect(keyword.includes(lookupPiece(keyword, bench))).toBe(true);
    }
  });
});
