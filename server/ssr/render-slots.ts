/**
 * At most `limit` storefront pages rendered at once in this process. A request beyond it gets the plain
 * page, which the browser renders as before server rendering: a stranger asking for many distinct
 * addresses (each one a render the page cache does not hold) costs the shop no more than `limit`
 * renders at a time, and the shop's other answers keep their CPU.
 */
export function renderSlots(limit: number) {
  let busy = 0;
  return {
    /** The work's answer, or undefined without running it when every slot is taken. */
    async run<T>(work: () => Promise<T>): Promise<T | undefined> {
      if (busy >= limit) return undefined;
      busy++;
      try {
        return await work();
      } finally {
        busy--;
      }
    },
  };
}
