import type { ThrottledAction } from '../../config/env.js';
import { TooManyRequestsError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { run } from '../../common/sql.js';
import {
  blockThrottle,
  clearThrottle,
  clearThrottlePrefix,
  hitThrottle,
  purgeThrottle,
  releaseThrottleHit,
  takeThrottleTurn,
  throttleHits,
} from './system.sql.js';

/** One throttled thing: at most `limit` hits per fixed window of `windowMinutes`, counted under `key`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMinutes: number;
}

/** Rows idle this long are dead for any window (the longest window the configuration allows is a day). */
const PURGE_AFTER_MINUTES = 2 * 24 * 60;
/** About one hit in this many also deletes dead rows, so the table stays small without a job. */
const PURGE_EVERY = 200;

/**
 * Fixed-window counters in the `throttle` table, shared by every server instance (failed logins,
 * and per client address: sign-ups, password reset mails, contact messages, checkouts, submissions). Each hit is one atomic upsert, so concurrent requests on
 * several instances count exactly. Hits are written straight away (autocommit through the request's
 * entity manager): a request that fails afterwards must still have been counted, so never call these
 * inside a transaction that may roll back.
 */
export class ThrottleService extends Service {
  /** Counts one hit and answers the number of hits in the current window (a new window starts at 1). */
  async hit(rule: Pick<ThrottleRule, 'key' | 'windowMinutes'>): Promise<number> {
    const rows = await run(this.em, hitThrottle, [rule.key, rule.windowMinutes, rule.windowMinutes]);
    if (Math.random() * PURGE_EVERY < 1) await this.purge(rule.windowMinutes);
    return Number(rows[0].hits);
  }

  /** Hits in the current window (0 once the window has passed). */
  async count(rule: Pick<ThrottleRule, 'key' | 'windowMinutes'>): Promise<number> {
    const rows = await run(this.em, throttleHits, [rule.key, rule.windowMinutes]);
    return rows.length ? Number(rows[0].hits) : 0;
  }

  /** True when the window already holds `limit` hits: the next attempt is refused. */
  async isBlocked(rule: ThrottleRule): Promise<boolean> {
    return (await this.count(rule)) >= rule.limit;
  }

  /**
   * Counts one attempt and throws TooManyRequestsError when it is beyond the limit. Counting first
   * makes the limit exact under concurrency: of N simultaneous attempts only `limit` get through.
   */
  async consume(rule: ThrottleRule): Promise<void> {
    if ((await this.hit(rule)) > rule.limit) throw new TooManyRequestsError();
  }

  /**
   * The reusable per-client-address limiter of the public operations (register, reset, contact,
   * checkout, submit): limits from THROTTLE_<ACTION>. Call it before the operation's transaction.
   */
  async consumePerAddress(action: ThrottledAction): Promise<void> {
    const limit = this.ctx.runtime.config.throttles[action];
    await this.consume({ key: `${action}:address:${this.ctx.clientAddress}`, ...limit });
  }

  /**
   * Makes the key wait `seconds` before its next attempt (a failed login beyond the free ones). The
   * window restarts too, so the count (and with it the doubling wait) survives while failures go on.
   */
  async block(key: string, seconds: number): Promise<void> {
    await run(this.em, blockThrottle, [seconds, key]);
  }

  /**
   * For an attempt beyond the free ones: true when the key's wait has passed, and this caller is the
   * one that takes the turn (the wait is set again for `holdSeconds` at once, atomically, so that
   * concurrent attempts cannot all slip through the same opening). False while a wait runs or before
   * one was set (the failure that sets it has not finished yet).
   */
  async takeTurn(key: string, holdSeconds: number): Promise<boolean> {
    const rows = await run(this.em, takeThrottleTurn, [holdSeconds, key]);
    return rows.length > 0;
  }

  /** Takes back one hit (an attempt counted in advance that turned out not to count, e.g. a good login). */
  async release(key: string): Promise<void> {
    await run(this.em, releaseThrottleHit, [key]);
  }

  /** Forgets the key's counter (e.g. after a successful login). */
  async clear(key: string): Promise<void> {
    await run(this.em, clearThrottle, [key]);
  }

  /** Forgets every counter whose key starts with `prefix` (e.g. an account's failures from all addresses). */
  async clearPrefix(prefix: string): Promise<void> {
    await run(this.em, clearThrottlePrefix, [prefix.length, prefix]);
  }

  private async purge(windowMinutes: number): Promise<void> {
    await run(this.em, purgeThrottle, [Math.max(windowMinutes, PURGE_AFTER_MINUTES)]);
  }
}
