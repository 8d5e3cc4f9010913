import type { EntityManager } from '@mikro-orm/postgresql';

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
  const values = { key: rule.key, size: rule.size, rate: rule.rate, cost };
  // Inside SET, `b.` is the row before this request: its level refilled for the seconds since.
  const level = `least(:size, b.available + extract(epoch from (now() - b.updated_at)) * :rate)`;
  const { sql, params } = named(
    `insert into cost_bucket as b (key, available, updated_at, refused)
     values (:key, case when :cost <= :size then :size - :cost else :size end, now(), :cost > :size)
     on conflict (key) do update set
       available = case when ${level} >= :cost then ${level} - :cost else ${level} end,
       refused = ${level} < :cost,
       updated_at = now()
     returning available, refused`,
    values,
  );
  const rows = await em.execute<{ available: number; refused: boolean }[]>(sql, params);
  if (Math.random() * PURGE_EVERY < 1) {
    await em.execute(`delete from cost_bucket where updated_at < now() - cast(? as integer) * interval '1 hour'`, [PURGE_AFTER_HOURS]);
  }
  const available = Number(rows[0].available);
  const allowed = !rows[0].refused;
  return { allowed, available, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - available) / rule.rate)) };
}

/** `:name` placeholders as positional ones, numbers cast to double precision (PostgreSQL must know their type). */
function named(sql: string, values: Record<string, string | number>): { sql: string; params: (string | number)[] } {
  const params: (string | number)[] = [];
  const text = sql.replace(/:([a-z]+)/g, (_match, name: string) => {
    const value = values[name];
    params.push(value);
    return typeof value === 'number' ? 'cast(? as double precision)' : '?';
  });
  return { sql: text, params };
}
