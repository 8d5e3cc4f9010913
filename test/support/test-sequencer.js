import sequencerModule from '@jest/test-sequencer';

const DefaultSequencer = sequencerModule.default ?? sequencerModule;

const isJourney = (test) => /[\\/]test[\\/]browser[\\/]/.test(test.path);

/**
 * The longest files for their size, besides the journeys: the fuzz file (every route and root field with
 * hostile input: about two minutes in 190 lines), the backup and restore of the embedded database and
 * the embedded shop (each migrates and seeds PGlite databases: one to two minutes).
 */
const isLongForItsSize = (test) => /[\\/](fuzz|backup|embedded-shop)\.test\.ts$/.test(test.path);

/** a0, b0, a1, b1, ... and then what is left of the longer list. */
function alternate(a, b) {
  const merged = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) merged.push(a[i]);
    if (i < b.length) merged.push(b[i]);
  }
  return merged;
}

/**
 * Jest's order (the longest first when an earlier run's timings are known, else the biggest file first),
 * changed in two ways:
 * - The browser journeys alternate with the other files. Started all first, three journeys at once (a
 *   Chromium, a server and its pages each) on the 2-core machine ran three to four times slower than
 *   alone, and one went past the test timeout; spread, the slowest journey test of a full run took 35 s
 *   where it had taken 48 s.
 * - Without timings (CI starts without jest's cache) the files that are long for their size go first
 *   among the others: by their size they would start late, and each keeps a worker one to three minutes.
 */
export default class JourneysSpreadSequencer extends DefaultSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const journeys = sorted.filter(isJourney);
    const others = sorted.filter((test) => !isJourney(test));
    return alternate(journeys, [...others.filter(isLongForItsSize), ...others.filter((test) => !isLongForItsSize(test))]);
  }
}
