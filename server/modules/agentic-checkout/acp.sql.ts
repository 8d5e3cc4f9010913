import { defineStatement } from '../../common/sql.js';

type IdempotencyScope = [apiKeyId: number, endpoint: string, idempotencyKey: string];

/** The first request with a key claims it (committed at once, so that a retry meanwhile sees it in flight). */
export const claimIdempotencyKey = defineStatement<[...IdempotencyScope, fingerprint: string], { claimed: number }>(
  'acp.claimIdempotencyKey',
  `insert into acp_idempotency_key (api_key_id, endpoint, idempotency_key, fingerprint) values (?, ?, ?, ?)
   on conflict do nothing returning 1 as claimed`,
);

/** What a claimed key holds: its body's fingerprint and, once answered, the answer (stale: abandoned in flight). */
export const readIdempotencyKey = defineStatement<IdempotencyScope, { fingerprint: string; status_code: number | null; response: unknown; stale: boolean }>(
  'acp.readIdempotencyKey',
  `select fingerprint, status_code, response, (status_code is null and created_at < now() - interval '5 minutes') as stale
   from acp_idempotency_key where api_key_id = ? and endpoint = ? and idempotency_key = ?`,
);

export const storeIdempotentAnswer = defineStatement<[statusCode: number, response: string, ...IdempotencyScope]>(
  'acp.storeIdempotentAnswer',
  'update acp_idempotency_key set status_code = ?, response = ?::jsonb where api_key_id = ? and endpoint = ? and idempotency_key = ?',
);

/** A request that failed unexpectedly (5xx) gives its key back: the agent may retry it. */
export const releaseIdempotencyKey = defineStatement<IdempotencyScope>(
  'acp.releaseIdempotencyKey',
  'delete from acp_idempotency_key where api_key_id = ? and endpoint = ? and idempotency_key = ? and status_code is null',
);

/** Keys are kept a day (the spec's retry window is far shorter). */
export const purgeIdempotencyKeys = defineStatement(
  'acp.purgeIdempotencyKeys',
  "delete from acp_idempotency_key where created_at < now() - interval '24 hours'",
);

/**
 * One request completes a session at a time: it moves from a payable status to complete_in_progress,
 * or answers no row (another request is completing it, or it is not payable).
 */
export const beginCompletion = defineStatement<[sessionId: string, apiKeyId: number], { status: string }>(
  'acp.beginCompletion',
  `update acp_checkout_session s set status = 'complete_in_progress', updated_at = now()
   from (select id, status from acp_checkout_session where id = ? and api_key_id = ? for update) before
   where s.id = before.id and before.status in ('ready_for_payment', 'not_ready_for_payment', 'authentication_required')
   returning before.status as status`,
);

/**
 * The completed session an order came from (order events to the platform): none while the session is
 * still completing, whose order_create carries the order's first statuses.
 */
export const sessionOfOrder = defineStatement<[orderId: number], { id: string; order_permalink: string | null }>(
  'acp.sessionOfOrder',
  "select id, order_permalink from acp_checkout_session where order_id = ? and status = 'completed'",
);
