import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue, registerJobHandler } from '../../jobs/job-queue.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../core/shop-time.js';
import { snapshotMissingDays } from './inventory-snapshot.js';
import { shopTimeZone } from '../settings/index.js';

export const SNAPSHOT_JOB = 'report.inventory-snapshot';

/** Ten minutes past the shop's next midnight: the day is over and late writes of it are in. */
async function nextRun(em: EntityManager, now = new Date()): Promise<{ runAt: Date; day: string }> {
  const timeZone = await shopTimeZone(em);
  const tomorrow = addDays(localDateOf(now, timeZone), 1);
  return { runAt: new Date(startOfLocalDay(tomorrow, timeZone).getTime() + 10 * 60_000), day: tomorrow };
}

/**
 * Queues the next nightly run (once per day across every server instance: the unique key is the day)
 * and, at start, a run now that catches up the days missed while no server ran.
 */
export async function scheduleInventorySnapshots(em: EntityManager): Promise<void> {
  const { runAt, day } = await nextRun(em);
  await enqueue(em, SNAPSHOT_JOB, {}, { runAt, uniqueKey: `${SNAPSHOT_JOB}:${day}` });
  await enqueue(em, SNAPSHOT_JOB, {}, { uniqueKey: `${SNAPSHOT_JOB}:start:${localDateOf(new Date(), await shopTimeZone(em))}` });
  await em.flush();
}

registerJobHandler(SNAPSHOT_JOB, async (job) => {
  await snapshotMissingDays(job.em);
  await scheduleInventorySnapshots(job.em);
});
