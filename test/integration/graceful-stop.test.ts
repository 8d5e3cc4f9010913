import { claimJobs, enqueue, releaseJobs } from '../../server/jobs/job-queue.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TestShop } from '../support/shop.js';

/** A new connection per request: a stopping server closes each connection after its answer. */
const FRESH = { connection: 'close' };
const get = (url: string) => fetch(url, { headers: FRESH });

const login = (url: string) =>
  fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { ...FRESH, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  }).then(
    (answer) => answer.status,
    (error: Error) => `failed: ${error.message}`,
  );

describe('stopping without losing a request (issue 24)', () => {
  it('is not ready at once, serves during the drain, lets the requests in flight finish, then refuses connections', async () => {
    const shop = await TestShop.start({ JOB_WORKERS: '0' });
    const { url } = shop;
    expect((await get(`${url}/api/ready`)).status).toBe(200);
    // Ten sign-ins in flight (argon2: a few hundred ms together; some may be told to wait, 429: an answer all the same).
    const inFlight = Array.from({ length: 10 }, () => login(url));
    await new Promise((resolve) => setTimeout(resolve, 30));
    // A drain of 2 s: the three requests below go out together at its start (no waiting on one another),
    // so they need only one round trip of it; the test awaits the whole drain.
    const stopped = shop.running.shutdown({ drainMs: 2000, timeoutMs: 20_000 });
    const duringDrain = login(url);
    const [ready, health] = await Promise.all([get(`${url}/api/ready`), get(`${url}/api/health`)]);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect(ready.headers.get('connection')).toBe('close');
    // Still accepted during the drain, so that the load balancer has time to notice.
    expect(health.status).toBe(200);
    await stopped;
    const answered = await Promise.all(inFlight);
    expect(answered.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(answered).toContain(200);
    expect([200, 429]).toContain(await duringDrain);
    // Gone: new connections are refused.
    await expect(get(`${url}/api/health`)).rejects.toThrow();
    // Already stopped: this only lets the worker's shared server run its jobs again (TestShop).
    await shop.close();
  });

  it('hands back the jobs a stopping worker did not finish: pending again at once, the attempt not counted', async () => {
    const shop = await TestShop.start();
    const em = shop.em;
    const type = `test.handback.${Date.now()}`;
    await enqueue(em, type, { n: 1 });
    await em.flush();
    const [claimed] = await claimJobs(em, { workerId: 'stopping-worker', types: [type], limit: 1, leaseMs: 300_000 });
    expect(claimed.attempts).toBe(1);
    expect(await releaseJobs(em, 'stopping-worker')).toBe(1);
    const [row] = await em.execute<{ state: string; attempts: number; locked_by: string | null }[]>('select state, attempts, locked_by from job where id = ?', [
      claimed.id,
    ]);
    expect(row).toEqual({ state: 'pending', attempts: 0, locked_by: null });
    // Another worker takes it now, not when the lease would have run out.
    const [again] = await claimJobs(em, { workerId: 'other-worker', types: [type], limit: 1, leaseMs: 300_000 });
    expect(again.id).toBe(claimed.id);
    await em.execute('delete from job where id = ?', [claimed.id]);
    await shop.close();
  });
});
