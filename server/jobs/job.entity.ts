import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Where a job is in its life; see jobs/job-queue.ts. */
export type JobState = 'pending' | 'running' | 'done' | 'failed';

/**
 * One unit of background work (DESIGN 3, background work): a row of the durable queue. Written by
 * `enqueue` through the caller's entity manager, so it exists only if the caller's transaction commits;
 * claimed by a worker of any server instance with `FOR UPDATE SKIP LOCKED` (jobs/job-queue.ts).
 *
 * pending -> running (claimed: attempts + 1, locked_by, locked_until = now + lease)
 *   -> done | pending again at a later run_at (failure with attempts left: exponential backoff)
 *   | failed (no attempts left). A running job whose lease expired (its worker crashed) is claimable again.
 */
@Entity({ tableName: 'job' })
@Index({ properties: ['state', 'runAt'] })
export class Job {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The handler's name, e.g. `mail`. */
  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'json' })
  payload: Record<string, unknown> & Opt = {};

  @Property({ type: 'string', length: 20, default: 'pending' })
  state: JobState & Opt = 'pending';

  /** Not before this time (delayed jobs, retries after backoff). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  runAt: Date & Opt = new Date();

  /** Attempts started so far (a claim counts one, even if its worker then crashed). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'integer', default: 5 })
  maxAttempts: number & Opt = 5;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The claim's lease: after this time a running job counts as abandoned and is claimed again. */
  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  /** The claiming worker's id (instance and loop); completion is accepted only from the claimer. */
  @Property({ type: 'string', length: 100, nullable: true })
  lockedBy?: string | null;

  /** At most one job per key, ever (until done jobs are purged): a second enqueue with it is skipped. */
  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  uniqueKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}
