import type { EntityManager } from '@mikro-orm/postgresql';
import { chargeBucketParams, chargeBucketSql, purgeIdleBuckets } from './cost-bucket.sql.js';
import { run } from './sql.js';

/** A leaky bucket: at most `size` points, `rate` points restored per second. */
export interface BucketRule {
  key: string;
  size: number;
  rate: number;
}

export interface BucketCharge {
  allowed: boolean;
  /** Points left after this request (before it, when refused). */
  available: number;
  /** When refused: seconds until the bucket holds the cost again. */
  retryAfterSeconds: number;
}

/** Buckets idle this long are full again whatever their size: about one charge in PURGE_EVERY deletes them. */
const PURGE_AFTER_HOURS = 24;
const PURGE_EVERY = 500;

/**
 * Charges `cost` points to the bucket, shared by every server instance (the `cost_bucket` table, as the
 * throttles): one atomic upsert refills the bucket for the time since its last charge, then takes the
 * cost if it is there. Concurrent requests queue on the row, so no two spend the same points. Runs
 * outside any transaction (autocommit): a request that fails later has still been charged.
 */
export async function chargeBucket(em: EntityManager, rule: BucketRule, cost: number): Promise<BucketCharge> {
  const [row] = await run(em, chargeBucketSql, chargeBucketParams({ key: rule.key, size: rule.size, rate: rule.rate, cost }));
  return chargeOutcome(em, rule, cost, row);
}

/**
 * What a charge came to, from the bucket's row after it (chargeBucketSql's, or that of the statement
 * that read the session and charged with it: modules/auth/auth.sql.ts).
 */
export async function chargeOutcome(em: EntityManager, rule: BucketRule, cost: number, row: { available: number; refused: boolean }): Promise<BucketCharge> {
  if (Math.random() * PURGE_EVERY < 1) await run(em, purgeIdleBuckets, [PURGE_AFTER_HOURS]);
  const available = Number(row.available);
  const allowed = !row.refused;
  return { allowed, available, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - available) / rule.rate)) };
}
