import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { Job } from './job.entity.js';
import { intArray, run } from '../common/sql.js';
import { claimJobsSql, deleteDoneJobs, extendLeasesSql, failAbandonedJobs, insertJob, recordJobResultsSql, releaseJobsSql } from './jobs.sql.js';

/**
 * The durable job queue (DESIGN 3, background work): a table in PostgreSQL, no extra library.
 *
 * Enqueue, from a service, through the request's entity manager:
 *
 *   import { enqueue } from '../../jobs/job-queue.js';
 *   await enqueue(this.em, 'points.expire', { customerId }, { runAt, maxAttempts: 3, uniqueKey: `points:${id}` });
 *   await this.em.flush(); // the job is written with the caller's other changes, in the same transaction
 *
 * - Inside `em.transactional(async (tx) => ...)` pass `tx`: the job is inserted at once, in that
 *   transaction. Otherwise it is persisted in the unit of work and written by the caller's next flush
 *   (one transaction with everything else the flush writes). Either way a job whose transaction rolls
 *   back never existed, and no worker can see a job before its transaction commits.
 * - `uniqueKey`: at most one job with this key exists (until done jobs are purged, see job-worker.ts);
 *   enqueue answers false and adds nothing when it is taken. In a transaction this is exact (insert ...
 *   on conflict do nothing); outside one it is checked before the flush, and two requests racing with
 *   the same key make the later flush fail on the unique index (pass `tx` when that matters).
 *
 * Handle, at module load (list the module in jobs/handlers.ts):
 *
 *   registerJobHandler<{ customerId: number }>('points.expire', async (job) => {
 *     // job.em: a fresh entity manager fork, no transaction open; job.payload, job.attempt, ...
 *   });
 *
 * Delivery is at least once: a job runs again when its handler throws (backoff below) or when its
 * worker dies before recording the result (after the lease; a live worker keeps extending the lease of
 * a long handler, so only a dead or cut-off worker loses its claim). Handlers whose side effect must not
 * repeat make it idempotent: write the effect and its marker in one transaction, or look for the
 * marker first (the mail handler keeps the job id in the outbox row and sends nothing twice). Two
 * workers never run one claimed job at the same time: a claim is one UPDATE ... FOR UPDATE SKIP LOCKED,
 * and a result is accepted only from the worker holding the claim.
 */

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Attempts before the job is given up as failed (default 5). */
  maxAttempts?: number;
  /** Deduplication key, at most 200 characters. */
  uniqueKey?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** What the server's process gives every handler. */
export interface JobRuntime {
  config: AppConfig;
  /** The server's token secret (signed links in mails); absent in tools: read it with loadSecret. */
  tokenSecret?: Uint8Array;
}

export interface JobContext<P = Record<string, unknown>> {
  id: number;
  type: string;
  payload: P;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** No retry follows if this attempt throws. */
  isLastAttempt: boolean;
  /** The worker running this attempt (as in job.locked_by). */
  workerId: string;
  /** A fresh fork for this attempt; no transaction is open. */
  em: EntityManager;
  runtime: JobRuntime;
}

export type JobHandler<P = Record<string, unknown>> = (job: JobContext<P>) => Promise<void>;

export interface JobHandlerOptions {
  /** Delay before the next attempt after attempt number `attempt` failed, in ms (default: defaultBackoff). */
  backoff?: (attempt: number) => number;
}

interface Registration {
  handler: JobHandler<any>;
  options: JobHandlerOptions;
}

const handlers = new Map<string, Registration>();

/**
 * Thrown by a handler that knows when its job should run again (a webhook attempt logs that time as
 * its next attempt): the worker uses `retryInMs` instead of the type's backoff.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** Exponential: 30 s after the first failure, then 1, 2, 4 ... minutes, at most an hour. */
export function defaultBackoff(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempt - 1, 0), 3_600_000);
}

export function registerJobHandler<P = Record<string, unknown>>(type: string, handler: JobHandler<P>, options: JobHandlerOptions = {}): void {
  if (handlers.has(type)) throw new Error(`A job handler for "${type}" is already registered`);
  handlers.set(type, { handler: handler as JobHandler<any>, options });
}

/** Removes a handler (tests register their own types). */
export function unregisterJobHandler(type: string): void {
  handlers.delete(type);
}

export function jobHandler(type: string): Registration | undefined {
  return handlers.get(type);
}

/** The types this process can run: a worker claims only these. */
export function registeredJobTypes(): string[] {
  return [...handlers.keys()];
}

/**
 * The statement that adds a job, checked: for enqueue inside a transaction, and for a writer that adds
 * its job in the same statement as its own rows (a CTE; the order placement). Answers `id` when added.
 */
export function jobInsert(type: string, payload: object = {}, options: EnqueueOptions = {}) {
  if (!type || type.length > 100) throw new Error('A job type has 1 to 100 characters');
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be a whole number from 1');
  const uniqueKey = options.uniqueKey ?? null;
  if (uniqueKey !== null && (uniqueKey === '' || uniqueKey.length > 200)) throw new Error('A uniqueKey has 1 to 200 characters');
  return {
    sql: insertJob.text,
    params: [type, JSON.stringify(payload), options.runAt ?? null, maxAttempts, uniqueKey] as [string, string, Date | null, number, string | null],
    uniqueKey,
    maxAttempts,
  };
}

/**
 * Adds a job (see the top of this file). Answers false when `uniqueKey` is already taken.
 * The payload must survive JSON (plain values only).
 */
export async function enqueue(em: EntityManager, type: string, payload: object = {}, options: EnqueueOptions = {}): Promise<boolean> {
  const job = jobInsert(type, payload, options);
  if (em.isInTransaction()) {
    const rows = await run(em, insertJob, job.params);
    return rows.length > 0;
  }
  const { uniqueKey, maxAttempts } = job;
  const data = JSON.parse(job.params[1] as string) as Record<string, unknown>;

  if (uniqueKey !== null) {
    const queuedHere = [...em.getUnitOfWork().getPersistStack()].some((entity) => entity instanceof Job && entity.uniqueKey === uniqueKey);
    if (queuedHere || (await em.count(Job, { uniqueKey }))) return false;
  }
  em.create(Job, { type, payload: data, maxAttempts, uniqueKey, ...(options.runAt ? { runAt: options.runAt } : {}) });
  return true;
}

/** A claimed job as the claim statement answers it. */
export interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due jobs of the given types for `workerId`, for `leaseMs`: pending jobs whose
 * run_at has come, and running jobs whose lease expired (their worker died). One statement, so it
 * needs no transaction; SKIP LOCKED lets claims of several workers pass each other without waiting or
 * taking the same row, and the re-check of the WHERE on a row another claim just changed keeps a job
 * from being claimed twice.
 */
export async function claimJobs(em: EntityManager, options: { workerId: string; types: string[]; limit: number; leaseMs: number }): Promise<ClaimedJob[]> {
  if (!options.types.length || options.limit < 1) return [];
  const rows = await run(em, claimJobsSql, [options.workerId, Math.round(options.leaseMs), options.types, options.limit], { quiet: true });
  return rows
    .map((row) => ({
      id: Number(row.id),
      type: row.type,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The result of one attempt: a success, or a failure to run again after `retryInMs` (while attempts are left). */
export type JobResult = { id: number; ok: true } | { id: number; ok: false; error: string; retryInMs: number };

/**
 * Records the results of several attempts of `workerId` in one statement (the worker gathers its
 * slots' results, see job-worker.ts). Answers the ids recorded: a job missing from it lost its claim
 * meanwhile (lease expired and another worker took it), and its late result is ignored.
 */
export async function recordJobResults(em: EntityManager, workerId: string, results: readonly JobResult[]): Promise<Set<number>> {
  if (!results.length) return new Set();
  const rows = results.map((result) =>
    result.ok
      ? { id: result.id, ok: true, retry_ms: 0, error: null }
      : { id: result.id, ok: false, retry_ms: Math.max(0, Math.round(result.retryInMs)), error: result.error.slice(0, 4000) },
  );
  const recorded = await run(em, recordJobResultsSql, [JSON.stringify(rows), workerId], { quiet: true });
  return new Set(recorded.map((row) => Number(row.id)));
}

/** Records success; false when the claim was lost meanwhile (lease expired and another worker took it). */
export async function completeJob(em: EntityManager, id: number, workerId: string): Promise<boolean> {
  return (await recordJobResults(em, workerId, [{ id, ok: true }])).has(id);
}

/** Extends the leases of these jobs of `workerId` (its heartbeat); answers how many it still holds. */
export async function extendLeases(em: EntityManager, workerId: string, jobIds: readonly number[], leaseMs: number): Promise<number> {
  if (!jobIds.length) return 0;
  const rows = await run(em, extendLeasesSql, [Math.round(leaseMs), intArray(jobIds), workerId], { quiet: true });
  return rows.length;
}

/**
 * Hands back the jobs a stopping worker claimed and did not finish: pending again at once, the attempt
 * not counted, so another instance takes them now instead of when the lease runs out. A handler that
 * still finishes later finds its claim gone (completeJob answers false); handlers are idempotent.
 */
export async function releaseJobs(em: EntityManager, workerId: string): Promise<number> {
  const rows = await run(em, releaseJobsSql, [workerId], { quiet: true });
  return rows.length;
}

/**
 * Housekeeping, run now and then by every worker (idempotent, so several instances may run it):
 * a job abandoned on its last attempt (lease expired, no attempts left) is failed for good, and done
 * jobs older than `keepDoneDays` are deleted (failed ones stay for inspection).
 */
export async function sweepJobs(em: EntityManager, keepDoneDays = 7): Promise<void> {
  await run(em, failAbandonedJobs, [], { quiet: true });
  await run(em, deleteDoneJobs, [keepDoneDays], { quiet: true });
}
