import { defineStatement } from '../common/sql.js';

/** A job, unless one with its unique key is already there (no row answered then). */
export const insertJob = defineStatement<[type: string, payload: string, runAt: Date | null, maxAttempts: number, uniqueKey: string | null], { id: number }>(
  'jobs.insertJob',
  `insert into job (type, payload, state, run_at, attempts, max_attempts, unique_key, created_at, updated_at)
   values (?, cast(? as jsonb), 'pending', coalesce(cast(? as timestamptz), now()), 0, ?, ?, now(), now())
   on conflict (unique_key) do nothing returning id`,
);

/** Claims due jobs (or expired leases) without waiting for rows another worker holds. */
export const claimJobsSql = defineStatement<
  [workerId: string, leaseMs: number, types: string[], limit: number],
  { id: number; type: string; payload: unknown; attempts: number; max_attempts: number }
>(
  'jobs.claimJobs',
  `update job set state = 'running', attempts = attempts + 1, locked_by = ?,
     locked_until = now() + cast(? as integer) * interval '1 millisecond', updated_at = now()
   where id in (
     select id from job
     where type in (?) and attempts < max_attempts
       and ((state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now()))
     order by run_at, id
     limit ?
     for update skip locked
   )
   returning id, type, payload, attempts, max_attempts`,
);

/**
 * Records the results of several attempts in one statement (a JSON array of `{id, ok, retry_ms, error}`):
 * a success is done; a failure is pending again at now + retry_ms while attempts are left, else failed
 * for good. Only the worker holding the claim may record (a row whose claim was lost is not answered).
 */
export const recordJobResultsSql = defineStatement<[results: string, workerId: string], { id: number }>(
  'jobs.recordJobResults',
  `update job j set
     state = case when r.ok then 'done' when j.attempts < j.max_attempts then 'pending' else 'failed' end,
     run_at = case when not r.ok and j.attempts < j.max_attempts then now() + r.retry_ms * interval '1 millisecond' else j.run_at end,
     finished_at = case when r.ok or j.attempts >= j.max_attempts then now() else null end,
     last_error = r.error, locked_until = null, updated_at = now()
   from jsonb_to_recordset(cast(? as jsonb)) as r(id integer, ok boolean, retry_ms integer, error text)
   where j.id = r.id and j.state = 'running' and j.locked_by = ? returning j.id`,
);

export const extendLeasesSql = defineStatement<[leaseMs: number, jobIds: string, workerId: string], { id: number }>(
  'jobs.extendLeases',
  `update job set locked_until = now() + cast(? as integer) * interval '1 millisecond'
   where id = any(cast(? as integer[])) and state = 'running' and locked_by = ? returning id`,
);

export const releaseJobsSql = defineStatement<[workerId: string], { id: number }>(
  'jobs.releaseJobs',
  `update job set state = 'pending', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now(), updated_at = now()
   where state = 'running' and locked_by = ? returning id`,
);

export const failAbandonedJobs = defineStatement(
  'jobs.failAbandonedJobs',
  `update job set state = 'failed', finished_at = now(), updated_at = now(),
     last_error = coalesce(last_error || ' / ', '') || 'Abandoned: the worker stopped before the last attempt finished'
   where state = 'running' and locked_until < now() and attempts >= max_attempts`,
);

export const deleteDoneJobs = defineStatement<[keepDoneDays: number]>(
  'jobs.deleteDoneJobs',
  `delete from job where state = 'done' and finished_at < now() - cast(? as integer) * interval '1 day'`,
);
