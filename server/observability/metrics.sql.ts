import { defineStatement } from '../common/sql.js';

type Value = { value: string | number | null };

export const jobQueueDepth = defineStatement<[], Value>(
  'metrics.jobQueueDepth',
  `select count(*) as value from job where state = 'pending' and run_at <= now()`,
);

export const oldestWaitingJobSeconds = defineStatement<[], Value>(
  'metrics.oldestWaitingJobSeconds',
  `select coalesce(extract(epoch from now() - min(run_at)), 0) as value from job where state = 'pending' and run_at <= now()`,
);
