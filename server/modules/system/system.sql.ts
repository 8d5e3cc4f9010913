import { defineStatement } from '../../common/sql.js';

// Throttle counters: one atomic statement per hit, so that several instances count exactly.

export const hitThrottle = defineStatement<[key: string, windowMinutes: number, windowMinutes: number], { hits: number }>(
  'system.hitThrottle',
  `insert into throttle (key, window_start, hits) values (?, now(), 1)
   on conflict (key) do update set
     window_start = case when throttle.window_start <= now() - cast(? as integer) * interval '1 minute' then now() else throttle.window_start end,
     hits = case when throttle.window_start <= now() - cast(? as integer) * interval '1 minute' then 1 else throttle.hits + 1 end
   returning hits`,
);

export const throttleHits = defineStatement<[key: string, windowMinutes: number], { hits: number }>(
  'system.throttleHits',
  `select hits from throttle where key = ? and window_start > now() - cast(? as integer) * interval '1 minute'`,
);

export const blockThrottle = defineStatement<[seconds: number, key: string]>(
  'system.blockThrottle',
  `update throttle set blocked_until = now() + cast(? as integer) * interval '1 second', window_start = now() where key = ?`,
);

export const takeThrottleTurn = defineStatement<[holdSeconds: number, key: string], { key: string }>(
  'system.takeThrottleTurn',
  `update throttle set blocked_until = now() + cast(? as integer) * interval '1 second'
   where key = ? and blocked_until is not null and blocked_until <= now() returning key`,
);

export const releaseThrottleHit = defineStatement<[key: string]>('system.releaseThrottleHit', `update throttle set hits = greatest(hits - 1, 0) where key = ?`);

export const clearThrottle = defineStatement<[key: string]>('system.clearThrottle', `delete from throttle where key = ?`);

export const clearThrottlePrefix = defineStatement<[prefixLength: number, prefix: string]>(
  'system.clearThrottlePrefix',
  `delete from throttle where left(key, ?) = ?`,
);

export const purgeThrottle = defineStatement<[minutes: number]>(
  'system.purgeThrottle',
  `delete from throttle where window_start < now() - cast(? as integer) * interval '1 minute'`,
);

/** Insert-if-absent: two instances starting together agree on one value. */
export const insertSecretIfAbsent = defineStatement<[name: string, value: string]>(
  'system.insertSecretIfAbsent',
  'insert into app_secret (name, value) values (?, ?) on conflict (name) do nothing',
);
