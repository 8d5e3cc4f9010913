import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  claimJobs,
  releaseJobs,
  defaultBackoff,
  extendLeases,
  jobHandler,
  recordJobResults,
  registeredJobTypes,
  RetryLater,
  sweepJobs,
  type ClaimedJob,
  type JobResult,
  type JobRuntime,
} from './job-queue.js';
import './handlers.js';
import { groupCommit } from '../common/group-commit.js';
import { log } from '../observability/logger.js';

/** The channel a trigger on `job` notifies on every insert (see the migration creating the table). */
export const JOB_CHANNEL = 'job_queued';

export interface JobWorkerOptions {
  /** Jobs run at once (default 4). */
  concurrency?: number;
  /** Idle polling interval in ms (default 1000). */
  pollMs?: number;
  /** A claim's lease in ms (default 5 minutes): a job not finished by then is run again elsewhere. */
  leaseMs?: number;
  /** Worker id as recorded in job.locked_by (default host:pid:random). */
  id?: string;
  /** The types this worker claims (default: every type with a registered handler). */
  types?: string[];
  /** Wake up on PostgreSQL NOTIFY; takes one pooled connection for as long as the worker runs. */
  listen?: boolean;
  /** Housekeeping interval in ms (default a minute). */
  sweepEveryMs?: number;
  /** Log the handlers' SQL (LOG_SQL); off by default so that polling stays out of the log. */
  logSql?: boolean;
}

interface PgClientLike {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  removeListener(event: string, listener: (...args: any[]) => void): void;
}

interface KnexClientLike {
  acquireConnection(): Promise<PgClientLike>;
  releaseConnection(connection: PgClientLike): Promise<void>;
}

const STOP_GRACE_MS = 15_000;
const LISTEN_RETRY_MS = 30_000;
/** Jobs claimed per slot: a slot finishing one starts the next at once, without a claim's round trip. */
const CLAIM_PER_SLOT = 2;

/**
 * Runs queued jobs (jobs/job-queue.ts): a poll loop that claims due jobs up to its concurrency, runs
 * their handlers and records each result. It holds no transaction and no connection while a handler
 * runs: every claim and result is one short statement on a fresh fork, so on the embedded database
 * (a single connection) requests and the worker take turns on that connection. On PostgreSQL it can
 * also LISTEN for the insert trigger's NOTIFY and wake up at once. Any number of workers, in one
 * process or on several instances, share the queue: see claimJobs.
 *
 * Batches: a claim takes up to CLAIM_PER_SLOT jobs per free slot, so a slot that finishes a job starts
 * the next one it holds at once (the loop claims more while the slots work); the results of every slot
 * finishing while one result is recorded are recorded together (group commit); one heartbeat extends
 * the leases of every job the worker holds, started or waiting.
 */
export class JobWorker {
  readonly id: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly sweepEveryMs: number;
  private running = false;
  private loop?: Promise<void>;
  /** The slots at work: each runs held jobs one after another. */
  private readonly active = new Set<Promise<void>>();
  /** Claimed jobs no slot has started yet. */
  private readonly held: ClaimedJob[] = [];
  /** The ids of the jobs claimed and not finished (held or running): the heartbeat extends their leases. */
  private readonly holding = new Set<number>();
  /** Results being recorded (a slot goes on meanwhile; stop and runOnce wait for them). */
  private readonly recording = new Set<Promise<void>>();
  private heartbeat?: NodeJS.Timeout;
  private wakeUp?: () => void;
  private woken = false;
  private lastSweep = 0;
  private listener?: PgClientLike;
  private readonly onNotification = (message: { channel: string }) => {
    if (message.channel === JOB_CHANNEL) this.wake();
  };
  private readonly onListenerError = () => {
    // Lost: polling goes on; a new listener is tried later.
    this.listener = undefined;
  };
  private lastListenAttempt = 0;
  /** One statement for the results of every slot that finished meanwhile: answers whether this one's claim held. */
  private readonly record: (result: JobResult) => Promise<boolean>;

  constructor(
    private readonly orm: MikroORM,
    private readonly runtime: JobRuntime,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.id = options.id ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.pollMs = Math.max(10, options.pollMs ?? 1000);
    this.leaseMs = Math.max(100, options.leaseMs ?? 5 * 60_000);
    this.sweepEveryMs = options.sweepEveryMs ?? 60_000;
    this.record = groupCommit(async (results: JobResult[]) => {
      const recorded = await recordJobResults(this.orm.em.fork(), this.id, results);
      return results.map((result) => recorded.has(result.id));
    });
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming, waits (a while) for running handlers, lets go of the LISTEN connection. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    // Held jobs not started are handed back with any still running after the grace time.
    const unstarted = this.held.splice(0);
    unstarted.forEach((job) => this.holding.delete(job.id));
    await Promise.race([Promise.allSettled([...this.active]), new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
    clearTimeout(timer);
    await Promise.allSettled([...this.recording]);
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    // A handler still running now is abandoned: its job is handed back for another worker to take at once.
    if (this.active.size || unstarted.length) {
      await releaseJobs(this.orm.em.fork(), this.id).catch((error) => console.error('Job worker: could not hand back its jobs', error));
    }
    this.holding.clear();
    await this.unlisten();
  }

  /** Claims now instead of at the next poll (a NOTIFY, a finished job, a test). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Claims one batch and runs it to the end (tools and tests; the loop does the same continuously). */
  async runOnce(): Promise<number> {
    const jobs = await this.claim(this.concurrency);
    await Promise.all(jobs.map((job) => this.execute(job)));
    await Promise.allSettled([...this.recording]);
    this.stopHeartbeatWhenIdle();
    return jobs.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (this.options.listen && !this.listener && Date.now() - this.lastListenAttempt > LISTEN_RETRY_MS) await this.listen();
        if (Date.now() - this.lastSweep > this.sweepEveryMs) {
          this.lastSweep = Date.now();
          await sweepJobs(this.orm.em.fork());
        }
        const room = this.concurrency * CLAIM_PER_SLOT - this.active.size - this.held.length;
        if (room > 0) this.held.push(...(await this.claim(room)));
        while (this.running && this.active.size < this.concurrency && this.held.length) this.track(this.slot());
      } catch (error) {
        // The database may be restarting: keep polling.
        console.error('Job worker: could not claim jobs', error);
      }
      await this.sleep();
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const types = this.options.types ?? registeredJobTypes();
    const jobs = await claimJobs(this.orm.em.fork(), { workerId: this.id, types, limit, leaseMs: this.leaseMs });
    jobs.forEach((job) => this.holding.add(job.id));
    if (jobs.length) this.startHeartbeat();
    return jobs;
  }

  /** Runs held jobs one after another until none is left (or the worker stops); asks for more as it goes. */
  private async slot(): Promise<void> {
    for (let job = this.held.shift(); job; job = this.running ? this.held.shift() : undefined) {
      if (this.held.length < this.concurrency) this.wake();
      await this.execute(job);
    }
  }

  /**
   * Heartbeat: every third of the lease, the leases of all jobs this worker holds (running or waiting
   * for a slot) are extended in one statement, so no other worker starts them meanwhile. A finished job
   * is not extended: if its result could not be recorded, its lease runs out and it runs again.
   */
  private startHeartbeat(): void {
    this.heartbeat ??= setInterval(
      () => {
        if (this.stopHeartbeatWhenIdle()) return;
        extendLeases(this.orm.em.fork(), this.id, [...this.holding], this.leaseMs).catch((error) =>
          console.error('Job worker: could not extend its leases', error),
        );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
  }

  private stopHeartbeatWhenIdle(): boolean {
    if (this.holding.size) return false;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    return true;
  }

  private track(work: Promise<void>): void {
    this.active.add(work);
    void work.finally(() => {
      this.active.delete(work);
      this.wake();
    });
  }

  private sleep(): Promise<void> {
    if (this.woken || !this.running) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wakeUp = done;
    });
  }

  /** Runs one claimed job; its result is recorded while the slot goes on (see `recording`). Never throws. */
  private async execute(job: ClaimedJob): Promise<void> {
    const result = await this.attempt(job);
    this.holding.delete(job.id);
    const recorded = this.record(result).then(
      () => undefined,
      // Not recorded: the job runs again after its lease; handlers are idempotent (see job-queue.ts).
      (error) => console.error(`Job worker: could not record the result of job ${job.id}`, error),
    );
    this.recording.add(recorded);
    void recorded.finally(() => this.recording.delete(recorded));
  }

  private async attempt(job: ClaimedJob): Promise<JobResult> {
    const registration = jobHandler(job.type);
    const started = Date.now();
    const line = { job_id: job.id, job_type: job.type, attempt: job.attempts, max_attempts: job.maxAttempts };
    try {
      if (!registration) throw new Error(`No handler for job type "${job.type}"`);
      await registration.handler({
        id: job.id,
        type: job.type,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        isLastAttempt: job.attempts >= job.maxAttempts,
        workerId: this.id,
        em: this.orm.em.fork({ loggerContext: this.options.logSql ? {} : { enabled: false } }),
        runtime: this.runtime,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message || error.name : String(error);
      const delay = error instanceof RetryLater ? error.retryInMs : (registration?.options.backoff ?? defaultBackoff)(job.attempts);
      const final = job.attempts >= job.maxAttempts;
      log[final ? 'error' : 'warn'](
        { ...line, ms: Date.now() - started, error: message.slice(0, 500), retry_in_ms: final ? undefined : delay },
        final ? 'job failed for good' : 'job failed',
      );
      return { id: job.id, ok: false, error: message, retryInMs: delay };
    }
    log.info({ ...line, ms: Date.now() - started }, 'job done');
    return { id: job.id, ok: true };
  }

  private async listen(): Promise<void> {
    this.lastListenAttempt = Date.now();
    const client = this.orm.em.fork().getKnex().client as unknown as KnexClientLike;
    let connection: PgClientLike | undefined;
    try {
      connection = await client.acquireConnection();
      connection.on('notification', this.onNotification);
      connection.on('error', this.onListenerError);
      await connection.query(`LISTEN ${JOB_CHANNEL}`);
      this.listener = connection;
    } catch (error) {
      console.error('Job worker: LISTEN failed, polling only', error);
      if (connection) {
        connection.removeListener('notification', this.onNotification);
        connection.removeListener('error', this.onListenerError);
        await client.releaseConnection(connection).catch(() => undefined);
      }
    }
  }

  private async unlisten(): Promise<void> {
    const connection = this.listener;
    if (!connection) return;
    this.listener = undefined;
    const client = this.orm.em.fork().getKnex().client as unknown as KnexClientLike;
    try {
      await connection.query(`UNLISTEN ${JOB_CHANNEL}`);
    } catch {
      // closing anyway
    }
    connection.removeListener('notification', this.onNotification);
    connection.removeListener('error', this.onListenerError);
    await client.releaseConnection(connection).catch(() => undefined);
  }
}
