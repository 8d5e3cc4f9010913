import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../common/context.js';
import { ConflictError, NotFoundError, TooManyRequestsError, fieldError } from '../../common/errors.js';
import { Permission } from '../../common/permissions.js';
import { verifyPassword } from '../../common/password.js';
import { SharedCache } from '../../common/shared-cache.js';
import { PaymentKind, PaymentMethod } from '../payment/index.js';
import { type ThrottleRule, ThrottleService } from '../system/index.js';
import { run } from '../../common/sql.js';
import { POS_MESSAGES } from './store-messages.js';
import { counterSql, nextReceiptSql, shareOpenSessionSql } from './store.sql.js';

/** The counter a sale or a session works at: the store, its warehouse, the register and its open session. */
export interface Counter {
  storeId: number;
  storeName: Record<string, string>;
  storeAddress: Record<string, string>;
  storePhone: string;
  approvalCodeHash: string;
  warehouse: { id: number; name: string; enabled: boolean };
  registerId: number;
  sessionId: number | null;
  /** The order of the sale already made with the client id asked about (a retry), else null. */
  soldOrderId: number | null;
}

/**
 * One statement: the store (enabled), the register (of that store, enabled) and its open session if any;
 * with a sale's `clientId`, also whether that sale was made already. A sale made already is answered
 * again even when its register has been disabled since (the retry of a sale that went through).
 */
export async function findCounter(em: EntityManager, storeId: number, registerId: number, clientId: string | null = null): Promise<Counter> {
  const [row] = await run(em, counterSql, [clientId, registerId, storeId]);
  if (!row) throw new NotFoundError();
  const soldOrderId = row.sold_order_id;
  if (soldOrderId === null && (!row.store_enabled || !row.register_id || !row.register_enabled))
    throw fieldError('registerId', POS_MESSAGES.registerUnavailable);
  return {
    storeId: row.store_id,
    storeName: row.name,
    storeAddress: row.address,
    storePhone: row.phone,
    approvalCodeHash: row.approval_code_hash,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name, enabled: row.warehouse_enabled },
    registerId: row.register_id ?? registerId,
    sessionId: row.session_id,
    soldOrderId,
  };
}

/** Sales need an open session (409 otherwise). */
export function openSessionOf(counter: Counter): number {
  if (counter.sessionId === null) throw new ConflictError(POS_MESSAGES.noSession);
  return counter.sessionId;
}

/** Staff holding `promotion` give discounts themselves, and they alone set the code that lets others give them. */
export function mayDiscount(ctx: AppContext): boolean {
  const principal = ctx.principal;
  return principal?.kind === 'admin' && principal.permissions.has(Permission.promotion);
}

/**
 * Wrong approval codes a store takes in a window; beyond them every code is refused (429) until the window
 * ends: a code of a few digits must not be found by trying them all.
 */
const approvalGuesses = (storeId: number): ThrottleRule => ({ key: `pos-approval:store:${storeId}`, limit: 10, windowMinutes: 15 });

/**
 * A manual discount is given by staff holding `promotion`, or with the store manager's approval code.
 * Refused on `approvalCode` when a code was given and is wrong, else on `discount`. `verify` false (the
 * live quote, asked at every key the cashier types) only wants a code: the sale checks it, under the
 * store's limit of wrong codes (counted before the check, so concurrent guesses can not slip past it).
 */
export async function assertMayDiscount(ctx: AppContext, counter: Counter, approvalCode: string | null | undefined, verify = true): Promise<void> {
  if (mayDiscount(ctx)) return;
  if (!approvalCode) throw fieldError('discount', POS_MESSAGES.discountNotAllowed);
  if (!verify) return;
  const rule = approvalGuesses(counter.storeId);
  const throttle = ThrottleService.of(ctx);
  if ((await throttle.hit(rule)) > rule.limit) {
    // A refused attempt tests no code: it does not count.
    await throttle.release(rule.key);
    throw new TooManyRequestsError();
  }
  if (!(await verifyPassword(counter.approvalCodeHash, approvalCode))) throw fieldError('approvalCode', POS_MESSAGES.approvalCode);
  await throttle.release(rule.key);
}

/** Every sale checks its payments' methods: kept for a few seconds, dropped when a payment method is written. */
const methodsCache = new SharedCache<string[]>(['PaymentMethod'], 5_000);

/**
 * Cash and card (an external terminal) always; besides them the enabled offline methods of the payment
 * settings that can be taken at a counter, by kind: a bank transfer (FPS and the like), not cash on
 * delivery (a counter sale is handed over: its cash is cash) nor Stripe (online card payments).
 */
export async function counterMethods(em: EntityManager): Promise<string[]> {
  return methodsCache.get(em, 'counter', async () => {
    const offline = await em.find(
      PaymentMethod,
      { enabled: true, kind: { $nin: [PaymentKind.stripe, PaymentKind.cash_on_delivery] } },
      { orderBy: { order: 'asc', id: 'asc' } },
    );
    return ['cash', 'card', ...new Set(offline.map((m) => m.kind))];
  });
}

/** Inside a sale's or a refund's transaction: the session must still be open (a close takes this row's lock). */
export async function lockOpenSession(em: EntityManager, sessionId: number): Promise<void> {
  const rows = await run(em, shareOpenSessionSql, [sessionId]);
  if (!rows.length) throw new ConflictError(POS_MESSAGES.noSession);
}

/** Inside a sale's transaction: the register's next receipt number, while its session is still open (409 otherwise). */
export async function takeReceiptNumber(em: EntityManager, sessionId: number, registerId: number): Promise<string> {
  const [register] = await run(em, nextReceiptSql, [sessionId, registerId]);
  if (!register) throw new ConflictError(POS_MESSAGES.noSession);
  return `${register.prefix}-${String(register.receipt_sequence).padStart(6, '0')}`;
}
