import { PassThrough } from 'node:stream';
import { writeChunk } from '../../server/modules/product-feed/feed-write.js';

/**
 * The product feed's backpressure (issue 45): a chunk written into a full buffer waits until the client
 * has taken it, the wait ends when the client goes, and thousands of waits leave no listener behind.
 */
describe('writeChunk', () => {
  /** A buffer of 64 bytes that nothing reads until the test does, and the answer it stands for. */
  function streams() {
    const out = new PassThrough({ highWaterMark: 64 });
    const answer = new PassThrough();
    return { out, answer };
  }

  it('answers at once while the buffer has room', async () => {
    const { out, answer } = streams();
    await expect(writeChunk(answer, out, 'short')).resolves.toBe(true);
    expect(String(out.read())).toBe('short');
  });

  it('waits while the buffer is full, until the reader has taken it', async () => {
    const { out, answer } = streams();
    let settled = false;
    const written = writeChunk(answer, out, 'x'.repeat(100)).then((ok) => {
      settled = true;
      return ok;
    });
    // Drain is emitted only after a read: after a turn of the event loop the write must still be waiting.
    await new Promise(setImmediate);
    expect(out.writableNeedDrain).toBe(true);
    expect(settled).toBe(false);
    out.read();
    await expect(written).resolves.toBe(true);
  });

  it('stops waiting and answers false when the client goes', async () => {
    const { out, answer } = streams();
    const written = writeChunk(answer, out, 'x'.repeat(100));
    answer.destroy();
    await expect(written).resolves.toBe(false);
    await expect(writeChunk(answer, out, 'more')).resolves.toBe(false);
  });

  it('leaves no listener behind after thousands of waits on one answer', async () => {
    const { out, answer } = streams();
    const before = { close: answer.listenerCount('close'), error: answer.listenerCount('error') };
    for (let i = 0; i < 2000; i += 1) {
      const written = writeChunk(answer, out, 'x'.repeat(100));
      out.read();
      await expect(written).resolves.toBe(true);
    }
    expect({ close: answer.listenerCount('close'), error: answer.listenerCount('error') }).toEqual(before);
    expect(out.listenerCount('drain')).toBe(0);
  });
});
