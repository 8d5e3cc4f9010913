import sequencerModule from '@jest/test-sequencer';

const DefaultSequencer = sequencerModule.default ?? sequencerModule;

/** Browser journeys: the longest files for their size (a Chromium page and the built app per step). */
const isJourney = (test) => /[\\/]test[\\/]browser[\\/]/.test(test.path);

/**
 * Jest's order, except on a run without timings of an earlier one (CI starts without jest's cache):
 * jest then starts the biggest files first, which puts the browser journeys (small files of 15-70 s)
 * at the end of the run, where one worker finishes a journey while the others have nothing left to do.
 * Journeys go first here (biggest first among them), then the rest by jest's rule. With timings jest's
 * own order (longest first) stands.
 */
export default class JourneysFirstSequencer extends DefaultSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted.filter(isJourney), ...sorted.filter((test) => !isJourney(test))];
  }
}
