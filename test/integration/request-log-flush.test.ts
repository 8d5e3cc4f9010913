import { exitCode, freePort, spawnShop, waitForOutput } from '../support/shop-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, unique } from '../support/shop.js';

// Issue 47: the request log is written without blocking (pino's asynchronous destination); a graceful
// stop writes what is left before the process exits. The built server as a process of its own, its
// standard output a pipe as under a log collector.
it("keeps the last request's log line when the shop stops (SIGTERM)", async () => {
  const port = await freePort();
  const env = {
    PORT: String(port),
    SEED_DEMO: '0',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JOB_WORKERS: '0',
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'info',
  };
  const shop = spawnShop(env);
  const output: string[] = [];
  try {
    await waitForOutput(shop, 'Shop ready', output);
    const ids = Array.from({ length: 50 }, () => unique('last-request'));
    for (const id of ids) {
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': id },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    shop.kill('SIGTERM');
    expect(await exitCode(shop)).toBe(0);
    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const logged = lines.map((line) => JSON.parse(line) as { req_id?: string; msg?: string }).filter((line) => line.msg === 'request');
    expect(logged.map((line) => line.req_id).filter((id) => ids.includes(id!))).toEqual(ids);
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
  }
}, 120_000);
