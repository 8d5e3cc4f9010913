/**
 * Group commit: calls made while a batch runs wait and then run together as the next batch, so that N
 * concurrent callers (the job worker's slots) cost one statement instead of N, and a lone caller starts
 * at once (no timer, no added latency when idle). `runBatch` answers one result per input, in order.
 *
 * A failed batch of several inputs is run again one input at a time, so that one bad input (a row the
 * database refuses) fails only its own caller, never its neighbours.
 */
export function groupCommit<In, Out>(runBatch: (inputs: In[]) => Promise<Out[]>, maxBatch = 200): (input: In) => Promise<Out> {
  interface Waiting {
    input: In;
    resolve: (value: Out) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  let running = false;

  async function runAlone(item: Waiting): Promise<void> {
    try {
      const [result] = await runBatch([item.input]);
      item.resolve(result);
    } catch (error) {
      item.reject(error);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await runBatch(batch.map((item) => item.input));
        if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((item, i) => item.resolve(results[i]));
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        else await Promise.all(batch.map(runAlone));
      }
    }
    running = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      // Callers of the same tick join the first batch; later ones the batch after the running one.
      if (!running) {
        running = true;
        queueMicrotask(() => void drain());
      }
    });
}
