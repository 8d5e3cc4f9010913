import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../../server/jobs/job.entity.js';
import { claimJobs, completeJob, defaultBackoff, enqueue, registerJobHandler, unregisterJobHandler } from '../../server/jobs/job-queue.js';
import { JobWorker } from '../../server/jobs/job-worker.js';
import { Setting } from '../../server/modules/settings/setting.entity.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';

/** True on a real PostgreSQL server (CI): several server instances can share the database. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(25);
  }
}

describe('job queue', () => {
  let shop: TestShop;
  const workers: JobWorker[] = [];
  const types: string[] = [];
  /** Executions per payload tag, in order, with the worker that ran them. */
  const runs = new Map<string, { worker: string; at: number; attempt: number }[]>();

  /** A handler type of this test file: records each run, fails while `failures` says so. */
  function testType(options: { failFirst?: number; delayMs?: number; backoff?: (attempt: number) => number } = {}): string {
    const type = unique('test.job.');
    types.push(type);
    registerJobHandler<{ tag: string }>(
      type,
      async (job) => {
        const list = runs.get(job.payload.tag) ?? [];
        list.push({ worker: job.workerId, at: Date.now(), attempt: job.attempt });
        runs.set(job.payload.tag, list);
        if (options.delayMs) await sleep(options.delayMs);
        if (list.length <= (options.failFirst ?? 0)) throw new Error(`boom ${list.length}`);
      },
      options.backoff ? { backoff: options.backoff } : {},
    );
    return type;
  }

  function worker(target: TestShop, options: ConstructorParameters<typeof JobWorker>[2] = {}): JobWorker {
    const created = new JobWorker(target.running.db.orm, { config: target.config }, { pollMs: 20, types, ...options });
    workers.push(created);
    return created;
  }

  async function jobsTagged(tag: string, em: EntityManager = shop.em): Promise<Job[]> {
    return em.find(Job, { payload: { tag } } as never, { orderBy: { id: 'asc' } });
  }

  beforeAll(async () => {
    // No automatic worker: each test starts the workers it needs.
    // Its own modules: the servers run the job handlers it registers, and it checks their rows' Dates.
    shop = await TestShop.start({ JOB_WORKERS: '0' }, FILE_MODULES);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    types.forEach(unregisterJobHandler);
    await shop.close();
  });

  it('runs a committed job once and records it as done', async () => {
    const type = testType();
    const tag = unique('tag');
    const em = shop.em;
    expect(await enqueue(em, type, { tag })).toBe(true);
    await em.flush();
    worker(shop).start();
    const [job] = await until(async () => {
      const rows = await jobsTagged(tag);
      return rows[0]?.state === 'done' && rows;
    });
    expect(runs.get(tag)).toHaveLength(1);
    expect(job).toMatchObject({ type, attempts: 1, lastError: null, lockedUntil: null });
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const type = testType();
    const inTransaction = unique('tag');
    const inFlush = unique('tag');
    const committed = unique('tag');

    // Inside em.transactional: inserted at once, in the transaction, gone with its rollback.
    await expect(
      shop.em.transactional(async (tx) => {
        await enqueue(tx, type, { tag: inTransaction });
        expect(await tx.count(Job, { payload: { tag: inTransaction } } as never)).toBe(1);
        throw new Error('the caller fails after queueing');
      }),
    ).rejects.toThrow('the caller fails');

    // In the unit of work: written by the caller's flush, which fails as a whole (a duplicate key).
    const em = shop.em;
    await enqueue(em, type, { tag: inFlush });
    em.create(Setting, { group: 'basic', values: {} });
    await expect(em.flush()).rejects.toThrow();

    const ok = shop.em;
    await enqueue(ok, type, { tag: committed });
    await ok.flush();

    worker(shop).start();
    await until(async () => runs.get(committed)?.length === 1);
    await sleep(200);
    expect(runs.has(inTransaction)).toBe(false);
    expect(runs.has(inFlush)).toBe(false);
    expect(await jobsTagged(inTransaction)).toHaveLength(0);
    expect(await jobsTagged(inFlush)).toHaveLength(0);
  });

  it('keeps one job per unique key, in a transaction or in the unit of work', async () => {
    const type = testType();
    const key = unique('key:');
    const tag = unique('tag');
    const em = shop.em;
    expect(await enqueue(em, type, { tag }, { uniqueKey: key })).toBe(true);
    expect(await enqueue(em, type, { tag }, { uniqueKey: key })).toBe(false);
    await em.flush();
    expect(await enqueue(shop.em, type, { tag }, { uniqueKey: key })).toBe(false);
    await shop.em.transactional(async (tx) => {
      expect(await enqueue(tx, type, { tag }, { uniqueKey: key })).toBe(false);
    });
    expect(await jobsTagged(tag)).toHaveLength(1);
  });

  it('does not run a job before its run_at', async () => {
    const type = testType();
    const tag = unique('tag');
    const em = shop.em;
    const runAt = new Date(Date.now() + 700);
    await enqueue(em, type, { tag }, { runAt });
    await em.flush();
    worker(shop).start();
    await sleep(300);
    expect(runs.has(tag)).toBe(false);
    await until(async () => runs.get(tag)?.length === 1);
    expect(runs.get(tag)![0].at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });

  it('picks up a job whose worker crashed mid-job once the lease expires, and refuses the late result', async () => {
    const type = testType();
    const tag = unique('tag');
    const em = shop.em;
    await enqueue(em, type, { tag });
    await em.flush();

    // A worker claims the job and dies before finishing (nothing records a result).
    const claimed = await claimJobs(shop.em, { workerId: 'crashed-worker', types: [type], limit: 5, leaseMs: 1200 });
    expect(claimed.map((job) => job.payload)).toEqual([{ tag }]);
    expect(claimed[0].attempts).toBe(1);
    const [running] = await jobsTagged(tag);
    expect(running).toMatchObject({ state: 'running', lockedBy: 'crashed-worker' });

    // While the lease holds, nobody else takes it.
    const survivor = worker(shop, { id: unique('survivor-') });
    survivor.start();
    await sleep(400);
    expect(runs.has(tag)).toBe(false);

    // After it, the survivor runs it (second attempt) and it is done.
    await until(async () => (await jobsTagged(tag))[0]?.state === 'done');
    expect(runs.get(tag)).toEqual([expect.objectContaining({ worker: survivor.id, attempt: 2 })]);
    const [done] = await jobsTagged(tag);
    expect(done).toMatchObject({ attempts: 2, lockedBy: survivor.id });

    // The crashed worker coming back late cannot record a result for a claim it lost.
    expect(await completeJob(shop.em, claimed[0].id, 'crashed-worker')).toBe(false);
  });

  it('keeps the claim of a handler running longer than its lease (heartbeat): no second run', async () => {
    const type = testType({ delayMs: 1000 });
    const tag = unique('tag');
    const em = shop.em;
    await enqueue(em, type, { tag });
    await em.flush();
    const a = worker(shop, { leaseMs: 300, id: unique('slow-a-') });
    a.start();
    await until(async () => runs.get(tag)?.length === 1);
    worker(shop, { leaseMs: 300, id: unique('slow-b-') }).start();
    await until(async () => (await jobsTagged(tag))[0]?.state === 'done');
    await sleep(300);
    expect(runs.get(tag)).toHaveLength(1);
    expect((await jobsTagged(tag))[0]).toMatchObject({ attempts: 1, lockedBy: a.id });
  });

  it('survives a restart of the server: a job queued before it runs after it', async () => {
    const type = testType();
    const tag = unique('tag');
    const em = shop.em;
    await enqueue(em, type, { tag });
    await em.flush();
    await shop.close();
    shop = await TestShop.start({ JOB_WORKERS: '2', JOB_POLL_MS: '20' }, FILE_MODULES);
    await until(async () => (await jobsTagged(tag))[0]?.state === 'done');
    expect(runs.get(tag)).toHaveLength(1);
    expect(runs.get(tag)![0].worker).toBe(shop.running.worker!.id);
    await shop.close();
    shop = await TestShop.start({ JOB_WORKERS: '0' }, FILE_MODULES);
  });

  it('retries a failed job with exponential backoff, then records success', async () => {
    const type = testType({ failFirst: 2, backoff: (attempt) => 300 * 2 ** (attempt - 1) });
    const tag = unique('tag');
    const em = shop.em;
    await enqueue(em, type, { tag }, { maxAttempts: 5 });
    await em.flush();
    const w = worker(shop);
    w.start();

    // After the first failure: pending again, the error kept, run_at pushed back by the backoff.
    const [afterFirst] = await until(async () => {
      const rows = await jobsTagged(tag);
      return rows[0]?.attempts === 1 && rows[0].state === 'pending' && rows;
    });
    expect(afterFirst.lastError).toBe('boom 1');
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() - 100);

    const [done] = await until(async () => {
      const rows = await jobsTagged(tag);
      return rows[0]?.state === 'done' && rows;
    });
    const times = runs.get(tag)!.map((run) => run.at);
    expect(times).toHaveLength(3);
    expect(runs.get(tag)!.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(290);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(590);
    expect(done).toMatchObject({ attempts: 3, lastError: null });
  });

  it('gives a job up as failed after its last attempt, keeping the error', async () => {
    const type = testType({ failFirst: 100, backoff: () => 50 });
    const tag = unique('tag');
    const em = shop.em;
    await enqueue(em, type, { tag }, { maxAttempts: 2 });
    await em.flush();
    worker(shop).start();
    const [failed] = await until(async () => {
      const rows = await jobsTagged(tag);
      return rows[0]?.state === 'failed' && rows;
    });
    expect(failed).toMatchObject({ attempts: 2, lastError: 'boom 2' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    await sleep(200);
    expect(runs.get(tag)).toHaveLength(2);
  });

  it('wakes up on NOTIFY at once on PostgreSQL instead of waiting for the next poll', async () => {
    const type = testType();
    const tag = unique('tag');
    const w = worker(shop, { pollMs: 60_000, listen: true });
    w.start();
    await sleep(300); // the first poll has passed; the next one is a minute away
    const em = shop.em;
    await enqueue(em, type, { tag });
    const queuedAt = Date.now();
    await em.flush();
    await until(async () => runs.get(tag)?.length === 1, 5_000);
    expect(runs.get(tag)![0].at - queuedAt).toBeLessThan(5_000);
  });

  it('uses the default backoff: 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4].map(defaultBackoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(defaultBackoff(20)).toBe(3_600_000);
  });

  it('never runs one job twice with two workers (two server instances on PostgreSQL)', async () => {
    const type = testType({ delayMs: 5 });
    const prefix = unique('many');
    const em = shop.em;
    const tags = Array.from({ length: 50 }, (_, i) => `${prefix}-${i}`);
    for (const tag of tags) await enqueue(em, type, { tag });
    await em.flush();

    // The second instance: the worker's shared server (no server start of its own). Its own job worker
    // claims only the types its copy of the modules registered, never this file's, so worker b below is
    // the only one of that server that runs them.
    const second = await TestShop.start();
    try {
      const a = worker(shop, { concurrency: 4, id: unique('worker-a-') });
      const b = worker(second, { concurrency: 4, id: unique('worker-b-') });
      a.start();
      b.start();
      await until(async () => tags.every((tag) => runs.has(tag)), 30_000);
      await sleep(300);
      const rows = await shop.em.find(Job, { type }, { orderBy: { id: 'asc' } });
      expect(rows).toHaveLength(50);
      expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
      const counts = tags.map((tag) => runs.get(tag)?.length ?? 0);
      expect(counts).toEqual(tags.map(() => 1));
      const byWorker = new Set(tags.map((tag) => runs.get(tag)![0].worker));
      expect(byWorker.size).toBe(2);
      await a.stop();
      await b.stop();
    } finally {
      if (second !== shop) await second.close();
    }
  });
});
