import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../observability/logger.js';
import { purgeIdleBuckets, settleBuckets, type Settlement } from './cost-bucket.sql.js';
import { run } from './sql.js';

/** A leaky bucket: at most `size` points, `rate` points restored per second. */
export interface BucketRule {
  key: string;
  size: number;
  rate: number;
}

export interface BucketCharge {
  allowed: boolean;
  /** Points left after this request (before it, when refused), as this instance knows them. */
  available: number;
  /** When refused: seconds until the bucket holds the cost again. */
  retryAfterSeconds: number;
}

/** How often each instance settles with the shared rows (README "Partners": the bound depends on it). */
export const SETTLE_EVERY_MS = 150;
/** What an instance may spend on a bucket it has not seen yet, before it settles: this fraction of its size. */
export const ADVANCE_SHARE = 1 / 4;
/**
 * A lease is kept this long after its bucket's last request (a shopper's next page comes within it), then
 * given back: meanwhile the other instances cannot spend it.
 */
const LEASE_KEPT_MS = 5000;
/** Buckets idle this long are full again whatever their size: deleted now and then. */
const PURGE_AFTER_HOURS = 24;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * How a charge was decided: from the lease or an advance in memory, refused in memory, or by a statement
 * of its own (counted for the metrics and the tests).
 */
export type ChargeWay = 'lease' | 'advance' | 'refused' | 'statement';

/** Where the counts go: the metrics (observability/metrics.ts) of a running shop. */
export interface CostBucketsObserver {
  charged(way: ChargeWay): void;
  settled(seconds: number): void;
}

/** What one instance holds of one bucket. */
interface Local {
  rule: BucketRule;
  /** Points taken from the row at a settlement, spent here without asking. */
  lease: number;
  /** Points spent before this instance had seen the row, not settled yet. */
  advanced: number;
  /** All points spent so before the row was seen (settled or not): at most ADVANCE_SHARE of the size. */
  advanceUsed: number;
  /** The row's level at the last settlement (below zero: a debt), and when (ms); undefined: never seen. */
  seen?: { level: number; at: number };
  /** Points asked for since the last settlement (allowed or not): the next lease is twice that. */
  demand: number;
  /** When the bucket was last found busy at a settlement (ms). */
  touchedAt: number;
  /** Statements of its own under way (chargeNow): no lease is taken meanwhile, which that charge could need. */
  asking: number;
}

/** The points a settlement leased: the statement leaves the row at what was left after the lease. */
const leaseOf = (wanted: number, available: number) => Math.max(0, Math.min(wanted, available));

/**
 * The GraphQL cost buckets of one instance (issue 47), shared with every other instance through the
 * `cost_bucket` rows without a round trip per request:
 * - every SETTLE_EVERY_MS, one statement settles every bucket charged meanwhile: it records what was
 *   spent, gives back the leases of buckets left idle for LEASE_KEPT_MS, and leases each busy bucket up
 *   to twice what its callers asked for in the interval (at most half of what the row holds);
 * - a request is charged from the lease in memory; a bucket this instance has not seen yet may spend up
 *   to ADVANCE_SHARE of its size before the row is known (settled afterwards, as a debt if need be);
 * - a bucket known to be short of the cost is refused in memory (429 with Retry-After);
 * - otherwise (the lease is short, the row may hold it) the request is charged by one statement on the
 *   spot, exactly, as every request was before: rare once the bucket is leased.
 * Over any T seconds a caller gets at most size + rate x T + (instances) x size x ADVANCE_SHARE points
 * (README "Partners" has the reasoning). On the embedded database the same code settles with its one
 * process's rows.
 */
export class CostBuckets {
  private readonly buckets = new Map<string, Local>();
  private timer?: NodeJS.Timeout;
  private settling?: Promise<void>;
  private waiting: (() => void)[] = [];
  private lastPurge = Date.now();
  private lastErrorLogged = 0;
  /** Charges so far by how they were decided. */
  readonly counts: Record<ChargeWay, number> = { lease: 0, advance: 0, refused: 0, statement: 0 };

  constructor(
    private readonly emOf: () => EntityManager,
    private readonly observer?: CostBucketsObserver,
  ) {}

  private count(way: ChargeWay): void {
    this.counts[way] += 1;
    this.observer?.charged(way);
  }

  start(): void {
    const tick = () => {
      const waiting = this.waiting;
      this.waiting = [];
      this.settling = this.settleAll()
        .catch((error: unknown) => {
          // Tried again at the next tick, with nothing lost: one line a minute while the database is away.
          if (Date.now() - this.lastErrorLogged < 60_000) return;
          this.lastErrorLogged = Date.now();
          log.error({ err: error }, 'cost buckets: settlement failed');
        })
        .finally(() => {
          this.settling = undefined;
          for (const resolve of waiting) resolve();
          if (this.timer) this.timer = setTimeout(tick, SETTLE_EVERY_MS).unref();
        });
    };
    this.timer = setTimeout(tick, SETTLE_EVERY_MS).unref();
  }

  /** Stops settling, after one last settlement: nothing spent here is left out of the rows. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.settling;
    await this.settleAll({ returnAll: true }).catch((error: unknown) => log.error({ err: error }, 'cost buckets: last settlement failed'));
  }

  /** Resolves once a settlement that starts after this call has finished (tests wait on it). */
  nextSettlement(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Charges `cost` points to the caller's bucket: in memory when this instance can, else by one statement. */
  async charge(rule: BucketRule, cost: number): Promise<BucketCharge> {
    const now = Date.now();
    let local = this.buckets.get(rule.key);
    if (!local) this.buckets.set(rule.key, (local = { rule, lease: 0, advanced: 0, advanceUsed: 0, demand: 0, asking: 0, touchedAt: now }));
    local.rule = rule; // an API key's own bucket may have been changed
    local.demand += cost;
    if (local.lease >= cost) {
      local.lease -= cost;
      this.count('lease');
      return allowed(this.level(local, now));
    }
    if (!local.seen && local.advanceUsed + cost <= rule.size * ADVANCE_SHARE) {
      local.advanced += cost;
      local.advanceUsed += cost;
      this.count('advance');
      return allowed(rule.size - local.advanceUsed);
    }
    const level = this.level(local, now);
    if (local.seen && level < cost) {
      this.count('refused');
      return refused(rule, cost, level);
    }
    this.count('statement');
    return this.chargeNow(local, cost);
  }

  /** What this instance knows the bucket holds: the row as last seen, refilled since, and its lease. */
  private level(local: Local, now: number): number {
    const { size, rate } = local.rule;
    if (!local.seen) return size - local.advanceUsed;
    // The lease was taken from the row: together they never hold more than the size.
    return Math.min(size, Math.min(size, local.seen.level + ((now - local.seen.at) / 1000) * rate) + local.lease);
  }

  /**
   * One statement for this bucket alone: what was spent beforehand and the lease go back first, then the
   * exact charge. A settlement under way at the same time may have leased what the row held a moment
   * before: once it is back, a refusal that the lease would have covered is asked again, once.
   */
  private async chargeNow(local: Local, cost: number, again = true): Promise<BucketCharge> {
    local.asking += 1;
    try {
      const [row] = await this.send([this.take(local, { returnLease: true, cost, wanted: 0 })]);
      const level = Number(row.available);
      this.saw(local, level);
      if (!row.refused) return allowed(level + local.lease);
      await this.settling;
      if (again && level + local.lease >= cost) return await this.chargeNow(local, cost, false);
      return refused(local.rule, cost, level + local.lease);
    } finally {
      local.asking -= 1;
    }
  }

  /** A bucket's settlement: what it spent beforehand and gives back leaves the local state as it is sent. */
  private take(local: Local, { returnLease, cost, wanted }: { returnLease: boolean; cost: number; wanted: number }): Settlement {
    const { key, size, rate } = local.rule;
    const settlement = { key, size, rate, spent: local.advanced, returned: returnLease ? local.lease : 0, cost, wanted };
    local.advanced = 0;
    if (returnLease) local.lease = 0;
    return settlement;
  }

  private saw(local: Local, level: number): void {
    local.seen = { level, at: Date.now() };
  }

  private async send(settlements: Settlement[]): Promise<{ key: string; available: number; refused: boolean }[]> {
    try {
      return await run(this.emOf(), settleBuckets, [JSON.stringify(settlements)], { quiet: true });
    } catch (error) {
      // Not recorded: what was spent and given back is spent and given back again next time.
      for (const s of settlements) {
        const local = this.buckets.get(s.key);
        if (local) {
          local.advanced += s.spent;
          local.lease += s.returned;
        }
      }
      throw error;
    }
  }

  /**
   * One statement for every bucket charged since the last one (and every lease to give back): busy ones
   * lease up to twice what was asked of them meanwhile, ones idle for LEASE_KEPT_MS give theirs back; a
   * bucket idle long enough to be full again is forgotten.
   */
  private async settleAll({ returnAll = false } = {}): Promise<void> {
    const now = Date.now();
    const due: { local: Local; settlement: Settlement }[] = [];
    for (const [key, local] of this.buckets) {
      const busy = local.demand > 0 && !returnAll;
      if (busy) local.touchedAt = now;
      const giveBack = local.lease > 0 && (returnAll || now - local.touchedAt >= LEASE_KEPT_MS);
      if (busy || local.advanced > 0 || giveBack) {
        const wanted = busy && !local.asking ? Math.max(0, 2 * local.demand - local.lease) : 0;
        due.push({ local, settlement: this.take(local, { returnLease: giveBack, cost: 0, wanted }) });
        local.demand = 0;
      } else if (local.lease === 0 && (!local.seen || this.level(local, now) >= local.rule.size)) {
        this.buckets.delete(key);
      }
    }
    if (due.length) {
      const started = performance.now();
      const rows = await this.send(due.map((d) => d.settlement));
      this.observer?.settled((performance.now() - started) / 1000);
      const byKey = new Map(rows.map((row) => [row.key, Number(row.available)]));
      for (const { local, settlement } of due) {
        const available = byKey.get(settlement.key);
        if (available === undefined) continue;
        this.saw(local, available);
        local.lease += leaseOf(settlement.wanted, available);
      }
    }
    if (now - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = now;
      await run(this.emOf(), purgeIdleBuckets, [PURGE_AFTER_HOURS]);
    }
  }
}

function allowed(available: number): BucketCharge {
  return { allowed: true, available, retryAfterSeconds: 0 };
}

function refused(rule: BucketRule, cost: number, available: number): BucketCharge {
  return { allowed: false, available, retryAfterSeconds: Math.max(1, Math.ceil((cost - available) / rule.rate)) };
}
