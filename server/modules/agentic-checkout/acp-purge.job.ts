import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { jobInsert, registerJobHandler } from '../../jobs/job-queue.js';
import { insertJob } from '../../jobs/jobs.sql.js';
import { purgeIdempotencyKeys } from './acp.sql.js';

export const PURGE_IDEMPOTENCY_JOB = 'acp.purgeIdempotencyKeys';

registerJobHandler(PURGE_IDEMPOTENCY_JOB, async ({ em }) => {
  await run(em, purgeIdempotencyKeys);
});

/** The hour this process last queued a purge: one insert an hour per instance, not one per request. */
let queuedFor = '';

/**
 * Idempotency keys are kept 24 hours: the first claim of each hour queues one purge of the older ones
 * (the job's unique key makes it one per hour across instances).
 */
export async function purgeOldKeysHourly(em: EntityManager): Promise<void> {
  const hour = new Date().toISOString().slice(0, 13);
  if (queuedFor === hour) return;
  queuedFor = hour;
  await run(em, insertJob, jobInsert(PURGE_IDEMPOTENCY_JOB, {}, { uniqueKey: `acp-purge-${hour}`, maxAttempts: 3 }).params);
}
