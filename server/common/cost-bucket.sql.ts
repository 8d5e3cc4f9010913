import { defineStatement } from './sql.js';

/**
 * One key's part of a settlement (common/cost-bucket.ts): what this instance spent on its own since it
 * last asked (`spent`, allowed before it knew the row), the leased points it gives back (`returned`),
 * a charge to make now, exactly, against the row (`cost`, 0 for none) and the points it would like to
 * lease for the next interval (`wanted`).
 */
export interface Settlement {
  key: string;
  size: number;
  rate: number;
  spent: number;
  returned: number;
  cost: number;
  wanted: number;
}

/**
 * The row's level after a settlement, given `prior` (its level now, before this statement: refilled for
 * the seconds since its last change). Points given back refill it up to its size; points spent beforehand
 * are taken whatever is left (the row may go below zero: that debt is refused back before anything else
 * is allowed); then the charge, if the level holds it; then the lease, at most half of what is left (the
 * other instances may want theirs). What was leased follows from the row (cost-bucket.ts leaseOf).
 */
function outcome(prior: string): string {
  return `select x.level - x.charge - greatest(0, least(u.wanted, (x.level - x.charge) / 2)) as available, u.cost > 0 and x.level < u.cost as refused
     from (select l.level, case when u.cost > 0 and l.level >= u.cost then u.cost else 0 end as charge
       from (select least(u.size, ${prior} + u.returned) - u.spent as level) l) x`;
}

const SETTLEMENTS = `select * from jsonb_to_recordset(cast(? as jsonb))
   as u(key text, size float8, rate float8, spent float8, returned float8, cost float8, wanted float8)`;

/**
 * Every key an instance charged in one interval, in one statement: a missing row starts full. Rows are
 * written in key order, so that two instances settling the same keys never wait on each other in a cycle.
 * A row there already finds its settlement again by key (`excluded.key`).
 */
export const settleBuckets = defineStatement<[settlements: string], { key: string; available: number; refused: boolean }>(
  'costBucket.settle',
  `with u as (${SETTLEMENTS})
   insert into cost_bucket as b (key, available, refused, updated_at)
   select u.key, o.available, o.refused, now() from u cross join lateral (${outcome('u.size')}) o order by u.key
   on conflict (key) do update set (available, refused, updated_at) = (
     select o.available, o.refused, now()
     from u cross join lateral (${outcome('b.available + greatest(0, extract(epoch from now() - b.updated_at)) * u.rate')}) o
     where u.key = excluded.key)
   returning key, available, refused`,
  { prepared: true },
);

export const purgeIdleBuckets = defineStatement<[hours: number]>(
  'costBucket.purgeIdle',
  `delete from cost_bucket where updated_at < now() - cast(? as integer) * interval '1 hour'`,
);
