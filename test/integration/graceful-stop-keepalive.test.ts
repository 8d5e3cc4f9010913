import http from 'node:http';
import { exitCode, freePort, spawnShop, waitForOutput } from '../support/shop-process.js';
import { ADMIN_PASSWORD } from '../support/shop.js';

const CLIENTS = 10;
/** Answers every client has had before the stop begins: all ten connections are kept alive and busy. */
const BEFORE_STOP = 20;

interface Outcome {
  statuses: number[];
  /** Answers that told the client to close its connection. */
  closing: number;
  /** Failures other than the refused connection that ends the client (the server is gone). */
  failures: string[];
}

/** One GET on the client's own keep-alive agent: the status and whether the answer closes the connection. */
function get(agent: http.Agent, url: string): Promise<{ status: number; closing: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, closing: answer.headers.connection === 'close' }));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * A client that sends requests back to back on one kept-alive connection (a new one when the server
 * closes it) until the server refuses the connection. `onAnswer` after each answer.
 */
async function client(url: string, paths: string[], onAnswer: () => void): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const outcome: Outcome = { statuses: [], closing: 0, failures: [] };
  try {
    for (let n = 0; ; n++) {
      try {
        const answer = await get(agent, `${url}${paths[n % paths.length]}`);
        outcome.statuses.push(answer.status);
        if (answer.closing) outcome.closing++;
        onAnswer();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        if (code !== 'ECONNREFUSED') outcome.failures.push(`${code}: ${(error as Error).message}`);
        return outcome;
      }
    }
  } finally {
    agent.destroy();
  }
}

/**
 * Ten clients sending back to back on kept-alive connections to `url`; `stop` is called once each has
 * had BEFORE_STOP answers on average. Resolves when every client has been refused (the server is gone).
 */
async function stopUnderLoad(url: string, stop: () => Promise<unknown>) {
  let answered = 0;
  let reachedStart!: () => void;
  const started = new Promise<void>((resolve) => (reachedStart = resolve));
  const clients = Array.from({ length: CLIENTS }, () =>
    client(url, ['/api/health', '/api/brand?language=en_us'], () => {
      if (++answered === CLIENTS * BEFORE_STOP) reachedStart();
    }),
  );
  await started;
  const answeredBeforeStop = answered;
  await stop();
  const outcomes = await Promise.all(clients);
  return { outcomes, answeredBeforeStop, answered };
}

function expectNoRequestLost({ outcomes, answeredBeforeStop, answered }: Awaited<ReturnType<typeof stopUnderLoad>>) {
  expect(outcomes.flatMap((o) => o.failures)).toEqual([]);
  expect(outcomes.flatMap((o) => o.statuses).filter((status) => status !== 200)).toEqual([]);
  // The stop came in the middle: requests were answered after it, and each client was told to close.
  expect(answered).toBeGreaterThan(answeredBeforeStop);
  for (const outcome of outcomes) expect(outcome.closing).toBeGreaterThan(0);
}

describe('stopping while clients keep their connections alive, no load balancer in front (issue 46)', () => {
  // A process of its own, as a client meets a shop: in one process, the clients and the server would
  // share one event loop, and a client's next connection could wait on the server's own work.
  it('answers every request and resets none through SIGTERM: each answer of the drain closes its connection, the port closes between requests, exit 0', async () => {
    const port = await freePort();
    const shop = spawnShop({ PORT: String(port), WEB_CONCURRENCY: '1', SEED_DEMO: '0', ADMIN_PASSWORD, JOB_WORKERS: '0', SHUTDOWN_DRAIN_MS: '300' });
    const output: string[] = [];
    const exited = exitCode(shop);
    try {
      await waitForOutput(shop, 'Shop ready on', output);
      const stopped = await stopUnderLoad(`http://127.0.0.1:${port}`, async () => {
        shop.kill('SIGTERM');
        return exited;
      });
      expectNoRequestLost(stopped);
      expect(await exited).toBe(0);
    } finally {
      shop.kill('SIGKILL');
    }
  }, 60_000);
});
