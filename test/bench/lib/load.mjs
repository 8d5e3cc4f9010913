// One measurement with autocannon: a fixed request repeated by N connections for a bounded time.
import autocannon from 'autocannon';

/**
 * The value at percentile p (0-100) of an ascending list, by the nearest-rank method: the smallest value
 * with at least p % of the list at or below it.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Each of `runs` `times` over, one call at a time, in turns after a warm-up (a, b, b, a, a, b ...), so
 * that drift and the machine's load land on every series alike and neither always follows the other:
 * the durations in ms of each run's calls, ascending (for percentile()).
 */
export async function alternating(times, runs) {
  for (let i = 0; i < 50; i += 1) for (const run of runs) await run();
  const samples = runs.map(() => []);
  for (let i = 0; i < times; i += 1) {
    const order = i % 2 ? [...runs.keys()].reverse() : [...runs.keys()];
    for (const k of order) {
      const started = performance.now();
      await runs[k]();
      samples[k].push(performance.now() - started);
    }
  }
  return samples.map((series) => series.sort((a, b) => a - b));
}

/**
 * Runs autocannon and answers { requestsPerSecond, p50, p95, non2xx, statusCounts, errors, timeouts, count,
 * graphqlErrors, cpu }. `bodies` rotates request bodies, `variants` rotates bodies with their own headers,
 * `connectionBodies(i)` gives connection i (0 to connections - 1) its own stream of bodies (a function
 * answering the next one each time it is called),
 * `meter` (lib/cpu.mjs) reads the CPU spent over the measured seconds into `cpu`, and `graphql` counts
 * 200 answers that carry GraphQL errors (they do not measure the intended work). `nextPath()` gives each
 * request its path (e.g. a page the page cache does not hold yet), and `answersThat(body)` counts
 * the measured answers it holds true of into `matching` (e.g. pages rendered on the server).
 *
 * Latency percentiles: autocannon 8's result has p50, p97.5 and p99 but no p95 (its fixed percentile list
 * comes from hdr-histogram-percentiles-obj), and its histogram has whole-millisecond resolution. So
 * we record every response's own duration (autocannon's 'response' event hands it over in fractional
 * milliseconds, measured with process.hrtime from request written to response complete) and take p50
 * and p95 of those by nearest rank. Warm-up responses are not recorded (the warm-up is a run of its own).
 * requests/s is autocannon's own "Req/Sec" average: completed responses counted per 1 s sample.
 */
export async function measure({
  url,
  method,
  path,
  headers = {},
  body,
  bodies,
  variants,
  connectionBodies,
  nextPath,
  answersThat,
  graphql = false,
  connections,
  seconds,
  warmupSeconds = 0,
  settle,
  meter,
}) {
  const options = {
    url: `${url}${path}`,
    method,
    headers: { ...(body !== undefined || bodies || variants ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    timeout: 10,
  };
  let graphqlErrors = 0;
  let matching = 0;
  // A GraphQL answer is 200 even when a field failed: count the answers that carry `errors`.
  const onResponse =
    graphql || answersThat
      ? (_status, responseBody) => {
          const text = String(responseBody);
          if (graphql && text.includes('"errors"')) graphqlErrors++;
          if (answersThat?.(text)) matching++;
        }
      : undefined;
  if (nextPath) {
    options.requests = [{ method, path, setupRequest: (req) => ({ ...req, path: nextPath() }), onResponse }];
  } else if (connectionBodies) {
    // Each connection sends its own bodies (e.g. a register's sales: one customer at a time per register).
    // autocannon makes `connections` clients per run; the count goes on from run to run (warm-up, measure).
    let clients = 0;
    options.setupClient = (client) => {
      const next = connectionBodies(clients++ % connections);
      client.setRequests([{ method, path, setupRequest: (req) => ({ ...req, body: JSON.stringify(next()) }), onResponse }]);
    };
  } else if (bodies?.length) {
    // Several bodies (e.g. many shoppers signing in): each request takes the next one in turn.
    let next = 0;
    options.requests = [{ method, path, setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[next++ % bodies.length]) }), onResponse }];
  } else if (variants?.length) {
    // Several requests, each with its own body and headers (e.g. shoppers with their own tokens), in turn.
    let next = 0;
    options.requests = [
      {
        method,
        path,
        setupRequest: (req) => {
          const variant = variants[next++ % variants.length];
          return { ...req, body: JSON.stringify(variant.body), headers: { ...req.headers, ...variant.headers } };
        },
        onResponse,
      },
    ];
  } else if (onResponse) {
    options.requests = [{ method, path, onResponse }];
  }
  if (warmupSeconds > 0) {
    await autocannon({ ...options, duration: warmupSeconds });
    // autocannon drops the warm-up's in-flight requests, but the server still finishes them: wait for one
    // more request of the same kind (queued behind them), so that leftover work does not spill into the
    // measured seconds.
    await settle?.();
  }
  const durations = [];
  meter?.start();
  const instance = autocannon({ ...options, duration: seconds });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
    durations.push(responseTime);
  });
  graphqlErrors = 0; // the warm-up's do not count
  matching = 0;
  const result = await instance;
  const cpu = meter?.stop(durations.length);
  durations.sort((a, b) => a - b);
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    non2xx: result.non2xx,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    count: durations.length,
    graphqlErrors,
    matching,
    seconds: result.duration,
    cpu,
  };
}
