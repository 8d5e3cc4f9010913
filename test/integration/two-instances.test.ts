import { CACHE_BUS_APPLICATION } from '../../server/common/cache-bus.js';
import { enqueue, registerJobHandler, unregisterJobHandler } from '../../server/jobs/job-queue.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { clientAddress } from './customer-fixtures.js';

// Issue 13 (two instances) as part of issue 24: two servers on one PostgreSQL database, as two machines
// would run them (each its own pool, job worker and caches; only the database shared).

describe('two instances on one database', () => {
  let a: TestShop;
  let b: TestShop;
  const env = { TRUST_PROXY: '1', THROTTLE_CONTACT: '3/10', JOB_WORKERS: '2', JOB_POLL_MS: '50' };
  beforeAll(async () => {
    // Its own modules: the servers run the job handlers it registers in its job queue module.
    a = await TestShop.start(env, FILE_MODULES);
    b = await TestShop.start({ ...env, JOB_POLL_MS: '60' }, FILE_MODULES);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs each job once, whichever instance claims it', async () => {
    const type = `test.two-instances.${unique('job')}`;
    const runs = new Map<number, string[]>();
    registerJobHandler<{ n: number }>(type, async (job) => {
      runs.set(job.payload.n, [...(runs.get(job.payload.n) ?? []), job.workerId]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      const em = a.em;
      for (let n = 0; n < 30; n += 1) await enqueue(em, type, { n });
      await em.flush();
      a.running.worker?.wake();
      b.running.worker?.wake();
      const deadline = Date.now() + 30_000;
      while (runs.size < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs.size).toBe(30);
      expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
      const workers = new Set([...runs.values()].flat());
      expect([...workers].every((id) => id === a.running.worker?.id || id === b.running.worker?.id)).toBe(true);
    } finally {
      unregisterJobHandler(type);
    }
  });

  it('counts a throttle across both instances', async () => {
    const address = clientAddress();
    const message = () => ({ name: 'Visitor', email: `${unique('visitor')}@example.com`, subject: 'Hello', message: 'Hi there' });
    const statuses = [];
    for (const shop of [a, b, a, b]) statuses.push((await shop.rest('POST', '/api/contact', message(), undefined, address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('drops a cache on the other instance when one writes (LISTEN/NOTIFY)', async () => {
    const token = await a.adminToken();
    const word = unique('busword').toLowerCase();
    const found = async () => (await b.rest('POST', '/api/product/search', { keyword: word })).body.total as number;
    // b shares its answer (no match) for 30 seconds: only a drop sent by a can make it see the product sooner.
    expect(await found()).toBe(0);
    expect(await found()).toBe(0);
    const created = await a.rest('POST', '/api/admin/product', { name: `Bus ${word}`, stocks: [{ price: '5' }] }, token);
    expect(created.status).toBe(201);
    const deadline = Date.now() + 5000;
    let total = await found();
    while (total === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      total = await found();
    }
    expect(total).toBe(1);
  });

  it('listens again when its connection is cut, and drops caches across instances again', async () => {
    const token = await a.adminToken();
    // The bus connections of a and b by their server process ids (the worker's shared server listens on
    // this database too, so a count of all listeners would say nothing about these two).
    const listening = async (shop: TestShop) => {
      const pid = shop.running.cacheBus?.backendPid;
      if (!pid) return undefined;
      const rows = await a.em.execute(`select 1 from pg_stat_activity where pid = ? and application_name = ?`, [pid, CACHE_BUS_APPLICATION]);
      return rows.length ? pid : undefined;
    };
    const before = [await listening(a), await listening(b)];
    expect(before.every(Boolean)).toBe(true);
    await a.em.execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?`, [
      CACHE_BUS_APPLICATION,
    ]);
    const back = Date.now() + 10_000;
    const reconnected = async () => {
      const now = [await listening(a), await listening(b)];
      return now.every((pid, i) => pid && pid !== before[i]);
    };
    while (!(await reconnected()) && Date.now() < back) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reconnected()).toBe(true);

    const word = unique('againword').toLowerCase();
    const found = async () => (await b.rest('POST', '/api/product/search', { keyword: word })).body.total as number;
    expect(await found()).toBe(0);
    expect((await a.rest('POST', '/api/admin/product', { name: `Again ${word}`, stocks: [{ price: '5' }] }, token)).status).toBe(201);
    const deadline = Date.now() + 5000;
    let total = await found();
    while (total === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      total = await found();
    }
    expect(total).toBe(1);
  });

  it('refuses a token revoked on one instance on the other as well', async () => {
    const login = await a.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const token = login.body.token as string;
    expect((await b.rest('GET', '/api/admin', undefined, token)).status).toBe(200);
    expect((await a.rest('POST', '/api/admin/logout', {}, token)).status).toBe(200);
    expect((await b.rest('GET', '/api/admin', undefined, token)).status).toBe(401);
    expect((await a.rest('GET', '/api/admin', undefined, token)).status).toBe(401);
  });
});
