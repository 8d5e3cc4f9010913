// How fast this machine is at the moment, in two fixed pieces of work, so that figures taken on different
// machines, or at different times on one shared machine, can be compared: an arithmetic loop (the core's
// speed alone) and a walk in random order through 128 MB (memory and its caches, which other tenants of a
// shared host slow down while the arithmetic stays as fast). Run just before the measured rows.

/** The fastest of `runs` timings of `work`, in ms (the least disturbed one). */
function fastest(work, runs = 3) {
  let best = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    work();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return best;
}

function arithmetic() {
  let x = 0;
  for (let i = 0; i < 1e8; i += 1) x = (x + i * 7) % 1000003;
  return x;
}

const WORDS = 16 * 1024 * 1024; // 128 MB of doubles
let memory;
function walk() {
  memory ??= new Float64Array(WORDS).map((_, i) => i);
  let sum = 0;
  let at = 12345;
  for (let i = 0; i < 4_000_000; i += 1) {
    at = (Math.imul(at, 1103515245) + 12345) >>> 0;
    sum += memory[at & (WORDS - 1)];
  }
  return sum;
}

/** `{ arithmeticMs, memoryMs }`: the fastest of three runs of each. */
export function machineSpeed() {
  const result = { arithmeticMs: fastest(arithmetic), memoryMs: fastest(walk) };
  memory = undefined;
  return result;
}
