import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue, registerJobHandler } from '../../jobs/job-queue.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../core/shop-time.js';
import { unitOfWork } from '../../common/transaction.js';
import { expirePoints } from '../points/index.js';
import { endedMemberships, evaluateTier } from './membership-evaluation.js';
import { shopToday, shopTimeZone } from '../settings/index.js';

export const TIER_JOB = 'membership.evaluate';
export const LOYALTY_DAILY_JOB = 'loyalty.daily';

/** After an order completes or is refunded: the customer's tier is looked at again, in the background. */
export async function queueTierEvaluation(em: EntityManager, customerId: number): Promise<void> {
  await enqueue(em, TIER_JOB, { customerId }, { maxAttempts: 5 });
}

registerJobHandler<{ customerId: number }>(TIER_JOB, async (job) => {
  await unitOfWork(job.em, (em) => evaluateTier(em, job.payload.customerId));
});

/**
 * The daily run, a few minutes after the shop's midnight: expires the reward points past their date
 * (idempotent) and looks again at every membership that has ended. Queued once per day across every
 * server instance (the unique key is the day), and once at start to catch up.
 */
export async function runLoyaltyDaily(em: EntityManager): Promise<{ expiredBatches: number; memberships: number }> {
  const today = await shopToday(em);
  const expiredBatches = await unitOfWork(em, (tx) => expirePoints(tx, today));
  let memberships = 0;
  for (let ids = await endedMemberships(em); ids.length; ids = await endedMemberships(em)) {
    for (const id of ids) await unitOfWork(em, (tx) => evaluateTier(tx, id));
    memberships += ids.length;
  }
  return { expiredBatches, memberships };
}

export async function scheduleLoyaltyDaily(em: EntityManager): Promise<void> {
  const timeZone = await shopTimeZone(em);
  const tomorrow = addDays(localDateOf(new Date(), timeZone), 1);
  const runAt = new Date(startOfLocalDay(tomorrow, timeZone).getTime() + 5 * 60_000);
  await enqueue(em, LOYALTY_DAILY_JOB, {}, { runAt, uniqueKey: `${LOYALTY_DAILY_JOB}:${tomorrow}` });
  await enqueue(em, LOYALTY_DAILY_JOB, {}, { uniqueKey: `${LOYALTY_DAILY_JOB}:start:${localDateOf(new Date(), timeZone)}` });
  await em.flush();
}

registerJobHandler(LOYALTY_DAILY_JOB, async (job) => {
  await runLoyaltyDaily(job.em);
  await scheduleLoyaltyDaily(job.em);
});
