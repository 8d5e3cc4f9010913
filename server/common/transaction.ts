import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from './errors.js';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
export const MAX_ATTEMPTS = 3;
export const BUSY_MESSAGE = 'The shop is busy, please try again';

/** The SQLSTATE of a driver error, wherever MikroORM wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; sqlState?: unknown; cause?: unknown; previous?: unknown } | undefined, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e.sqlState === 'string') return e.sqlState;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = (e.previous ?? e.cause) as typeof e;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20));

/**
 * The unit of work of every mutation that writes stock: `work` runs in one transaction on a fork of
 * `em` (MikroORM's `transactional`). A deadlock or serialization failure rolls the whole attempt back and
 * runs it again (up to MAX_ATTEMPTS, after a short jittered pause, so that two losers do not collide
 * again in step); when every attempt lost, the caller gets 409, never a 500. `work` must therefore be
 * repeatable: it reads what it needs through the `tx` it is given (nothing kept from a failed attempt).
 * Nested in an outer transaction it is not retried here: the outer unit of work owns the retry.
 */
export async function unitOfWork<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await em.transactional(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(BUSY_MESSAGE);
      await pause(attempt);
    }
  }
}
