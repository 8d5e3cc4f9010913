import { defineStatement } from './sql.js';

/** A charge's values, each named once in the statement below (`:size` stands in several places). */
export interface BucketChargeValues {
  key: string;
  size: number;
  rate: number;
  cost: number;
}
type ValueName = keyof BucketChargeValues;
const NUMBERS: readonly ValueName[] = ['size', 'rate', 'cost'];

/** `:name` placeholders as positional ones, numbers cast to double precision (PostgreSQL must know their type). */
function positional(sql: string): { text: string; names: ValueName[] } {
  const names: ValueName[] = [];
  const text = sql.replace(/:([a-z]+)/g, (_match, name: ValueName) => {
    names.push(name);
    return NUMBERS.includes(name) ? 'cast(? as double precision)' : '?';
  });
  return { text, names };
}

// Inside SET, `b.` is the row before this request: its level refilled for the seconds since.
const level = `least(:size, b.available + extract(epoch from (now() - b.updated_at)) * :rate)`;
const charge = positional(
  `insert into cost_bucket as b (key, available, updated_at, refused)
     values (:key, case when :cost <= :size then :size - :cost else :size end, now(), :cost > :size)
     on conflict (key) do update set
       available = case when ${level} >= :cost then ${level} - :cost else ${level} end,
       refused = ${level} < :cost,
       updated_at = now()
     returning available, refused`,
);

/** One atomic upsert: refills the bucket for the time since its last charge, then takes the cost if it is there. */
export const chargeBucketSql = defineStatement<(string | number)[], { available: number; refused: boolean }>('costBucket.charge', charge.text, {
  prepared: true,
});

/** The parameters of chargeBucketSql, in the order its placeholders stand. */
export const chargeBucketParams = (values: BucketChargeValues): (string | number)[] => charge.names.map((name) => values[name]);

export const purgeIdleBuckets = defineStatement<[hours: number]>(
  'costBucket.purgeIdle',
  `delete from cost_bucket where updated_at < now() - cast(? as integer) * interval '1 hour'`,
);
