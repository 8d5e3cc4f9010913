import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createContext, type AppContext } from '../../common/context.js';
import { run } from '../../common/sql.js';
import { enqueue, registerJobHandler, type JobRuntime } from '../../jobs/job-queue.js';
import { productsWithStockMovedSince } from '../inventory/index.js';
import { postDelivery } from '../webhook/index.js';
import type { FeedProduct } from './feed-record.js';
import { feedPages, feedProductsByIds } from './feed-source.js';
import { ProductFeedPush } from './product-feed-push.entity.js';
import { productsChangedSince } from './product-feed.sql.js';

export const PUSH_JOB = 'product-feed.push';
/** Products per `PATCH` (one UpsertProductsRequest). */
export const PUSH_BATCH = 100;
/** Changes are looked for from this long before the last push: a transaction may commit after its writes' times. */
export const PUSH_OVERLAP_MS = 120_000;
/** The ACP version of the records and requests (schema/schema.feed.json). */
export const ACP_API_VERSION = '2026-04-17';
/** The push's one row. */
export const PUSH_ROW_ID = 1;

/**
 * Queues the next push at `at` (default: one interval from now). The unique key is the interval's slot,
 * so the chain of pushes and a "push now" meet in one job instead of running side by side for ever.
 */
export async function schedulePush(em: EntityManager, everyMs: number, at = Date.now() + everyMs): Promise<void> {
  const slot = Math.floor(at / everyMs);
  await enqueue(em, PUSH_JOB, {}, { runAt: new Date(at), uniqueKey: `${PUSH_JOB}:${slot}`, maxAttempts: 3 });
  if (!em.isInTransaction()) await em.flush();
}

/** The products whose record may have changed since `since` (null: every product, the first push). */
export async function changedProductIds(em: EntityManager, since: Date): Promise<number[]> {
  const [own, moved] = await Promise.all([run(em, productsChangedSince, [since, since, since, since, since]), productsWithStockMovedSince(em, since)]);
  return [...new Set([...own.map((row) => Number(row.id)), ...moved])].sort((a, b) => a - b);
}

class PushRefused extends Error {}

async function send(config: JobRuntime['config'], target: { url: string; token: string | null }, products: FeedProduct[]): Promise<void> {
  const headers: Record<string, string> = { 'api-version': ACP_API_VERSION, 'idempotency-key': randomUUID() };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const outcome = await postDelivery(target.url, headers, JSON.stringify({ products }), config.webhookAllowLoopback, 'PATCH');
  if (outcome.statusCode === null || outcome.statusCode < 200 || outcome.statusCode >= 300) {
    const status = outcome.statusCode === null ? 'No answer' : `HTTP ${outcome.statusCode}`;
    throw new PushRefused(`${status}: ${outcome.excerpt}`.slice(0, 1000));
  }
}

/**
 * One push: the products changed since the last successful one (every product the first time), sent in
 * batches of PUSH_BATCH. A failure is recorded and everything is sent again by the next push (an upsert
 * by Product.id repeats harmlessly); `pushedUpTo` moves only when every batch was accepted.
 */
export async function pushChanges(em: EntityManager, runtime: JobRuntime): Promise<void> {
  const row = await em.findOne(ProductFeedPush, PUSH_ROW_ID);
  if (!row?.url) return;
  const startedAt = new Date();
  const target = { url: row.url, token: row.token ?? null };
  const ctx: AppContext = createContext({ config: runtime.config, tokenSecret: runtime.tokenSecret ?? new Uint8Array() }, em, 'job', {});
  let sent = 0;
  try {
    if (!row.pushedUpTo) {
      for await (const page of feedPages(ctx, PUSH_BATCH)) {
        await send(runtime.config, target, page);
        sent += page.length;
      }
    } else {
      const ids = await changedProductIds(em, new Date(row.pushedUpTo.getTime() - PUSH_OVERLAP_MS));
      for (let start = 0; start < ids.length; start += PUSH_BATCH) {
        const records = await feedProductsByIds(ctx, ids.slice(start, start + PUSH_BATCH));
        if (records.length) await send(runtime.config, target, records);
        sent += records.length;
      }
    }
    Object.assign(row, {
      pushedUpTo: startedAt,
      lastAttemptAt: startedAt,
      lastSuccessAt: new Date(),
      lastPushedCount: sent,
      lastError: null,
      failedAttempts: 0,
    });
  } catch (error) {
    const message = error instanceof PushRefused ? error.message : `Push failed: ${(error as Error).message}`.slice(0, 1000);
    Object.assign(row, { lastAttemptAt: startedAt, lastErrorAt: new Date(), lastError: message, failedAttempts: row.failedAttempts + 1 });
  }
  await em.flush();
}

registerJobHandler(PUSH_JOB, async (job) => {
  try {
    await pushChanges(job.em, job.runtime);
  } finally {
    // The chain goes on while a push URL is set (a failure included: the next push sends it all again).
    const row = await job.em.fork().findOne(ProductFeedPush, PUSH_ROW_ID);
    if (row?.url) await schedulePush(job.em.fork(), job.runtime.config.productFeedPushEveryMs);
  }
});

/** At start: queues the next push when a push URL is set (the chain may have stopped with every instance). */
export async function resumeProductFeedPush(em: EntityManager, everyMs: number): Promise<void> {
  const row = await em.findOne(ProductFeedPush, PUSH_ROW_ID);
  if (row?.url) await schedulePush(em, everyMs, Date.now());
}
