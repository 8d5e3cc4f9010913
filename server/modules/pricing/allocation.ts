/**
 * Splits a discount (in cents) over lines in proportion to their weights (their current net amounts), so
 * that the shares are whole cents, sum exactly to the discount and no share passes its line's weight.
 * Largest remainder: each line gets the floor of its exact share, and the cents left go one by one to
 * the lines with the largest remainders (ties to the earlier line), e.g. 10.00 over 3 x 33.33 gives
 * 3.34 + 3.33 + 3.33.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const amount = Math.min(total, sum);
  const big = BigInt(amount);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = big - shares.reduce((a, s) => a + s, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    if (shares[i] < BigInt(weights[i])) {
      shares[i] += 1n;
      left -= 1n;
    }
  }
  return shares.map(Number);
}

/** cents x percent / 100, rounded half up; the percent has at most 2 decimals (basis points). */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/**
 * Staff's discounts at the counter (cents), after the promotions and before points: each line's own
 * (never past what the line is paid so far), then the whole ticket's split over the lines in proportion.
 * Answers what each line gives.
 */
export function manualShares(net: readonly number[], manual: { lines: readonly number[]; order: number }): number[] {
  const own = net.map((cents, i) => Math.min(cents, Math.max(0, manual.lines[i] ?? 0)));
  const shares = allocate(
    manual.order,
    net.map((cents, i) => cents - own[i]),
  );
  return own.map((cents, i) => cents + shares[i]);
}
