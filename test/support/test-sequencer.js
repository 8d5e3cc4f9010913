import sequencerModule from '@jest/test-sequencer';

const DefaultSequencer = sequencerModule.default ?? sequencerModule;

/**
 * The longest files for their size: browser journeys (a Chromium page and the built app per step) and the
 * fuzz file (every route and root field with hostile input: about two minutes in 190 lines).
 */
const isLongForItsSize = (test) => /[\\/]test[\\/]browser[\\/]/.test(test.path) || /[\\/]fuzz\.test\.ts$/.test(test.path);

/**
 * Jest's order, except on a run without timings of an earlier one (CI starts without jest's cache):
 * jest then starts the biggest files first, which puts the browser journeys (small files of 15-70 s)
 * at the end of the run, where one worker finishes a journey while the others have nothing left to do.
 * Journeys and the fuzz file go first here (biggest first among them), then the rest by jest's rule.
 * With timings jest's own order (longest first) stands.
 */
export default class LongFilesFirstSequencer extends DefaultSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted.filter(isLongForItsSize), ...sorted.filter((test) => !isLongForItsSize(test))];
  }
}
