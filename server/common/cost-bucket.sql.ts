import { defineStatement, namedStatement } from './sql.js';

/** A charge's values, each named once in the statements below (`:size` stands in several places). */
export interface BucketChargeValues {
  key: string;
  size: number;
  rate: number;
  cost: number;
}
/** The numbers among a charge's values, for namedStatement. */
export const CHARGE_NUMBERS: readonly string[] = ['size', 'rate', 'cost'];

/**
 * One atomic upsert of a bucket: refills it for the time since its last charge, then takes the cost if it
 * is there (`:key`, `:size`, `:rate`, `:cost`). `source` (`from s where ...`) charges only when another
 * CTE of the statement has a row that qualifies: authentication charges the bucket of a valid session
 * in the statement that reads it (modules/auth/auth.sql.ts).
 */
export function bucketCharge(source = ''): string {
  // Inside SET, `b.` is the row before this request: its level refilled for the seconds since.
  const level = `least(:size, b.available + extract(epoch from (now() - b.updated_at)) * :rate)`;
  return `insert into cost_bucket as b (key, available, updated_at, refused)
     select :key, case when :cost <= :size then :size - :cost else :size end, now(), :cost > :size ${source}
     on conflict (key) do update set
       available = case when ${level} >= :cost then ${level} - :cost else ${level} end,
       refused = ${level} < :cost,
       updated_at = now()
     returning available, refused`;
}

const charge = namedStatement<BucketChargeValues>(bucketCharge(), CHARGE_NUMBERS);

/** A bucket charged on its own (common/cost-bucket.ts chargeBucket). */
export const chargeBucketSql = defineStatement<unknown[], { available: number; refused: boolean }>('costBucket.charge', charge.text, {
  prepared: true,
});

/** The parameters of chargeBucketSql, in the order its placeholders stand. */
export const chargeBucketParams = charge.params;

export const purgeIdleBuckets = defineStatement<[hours: number]>(
  'costBucket.purgeIdle',
  `delete from cost_bucket where updated_at < now() - cast(? as integer) * interval '1 hour'`,
);
