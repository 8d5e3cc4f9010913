import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

/** The answer a feed is written to (or through): gone once destroyed, which it says with `close`. */
export type FeedAnswer = EventEmitter & { readonly destroyed: boolean };

/**
 * Writes a chunk to `out`, waiting while its buffer is full (backpressure: nothing more is read from the
 * database or built until the client has taken what was written); false once the client has gone.
 * The wait's listeners go when it ends: a 100,000-product feed waits thousands of times on one answer,
 * and a `close` and an `error` listener left on the answer by each wait would pile up until it ended.
 */
export async function writeChunk(answer: FeedAnswer, out: Writable, chunk: string): Promise<boolean> {
  if (answer.destroyed || out.destroyed) return false;
  if (out.write(chunk)) return true;
  const waited = new AbortController();
  try {
    await Promise.race([once(out, 'drain', { signal: waited.signal }), once(answer, 'close', { signal: waited.signal })]);
  } finally {
    // The other wait rejects with an AbortError, which the race has already taken as handled.
    waited.abort();
  }
  return !answer.destroyed && !out.destroyed;
}
