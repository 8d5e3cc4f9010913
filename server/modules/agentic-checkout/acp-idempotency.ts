import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { ACP_MESSAGES, AcpError, invalidRequest } from './acp-protocol.js';
import { purgeOldKeysHourly } from './acp-purge.job.js';
import { claimIdempotencyKey, readIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from './acp.sql.js';

/** An answer of the ACP endpoints: status, JSON body, extra headers. */
export interface AcpAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** A stored answer sent again (Idempotent-Replayed: true). */
  replayed?: boolean;
}

/**
 * The body as compared for equivalence (RFC "Idempotency" 6.2): keys sorted at every level, arrays in
 * their order, numbers as JSON writes them (1.0 and 1 alike), null kept apart from an absent key.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Answers a later request would get again: not the transient ones (busy, throttled) nor failures of the shop's own. */
const kept = (status: number) => status < 500 && status !== 409 && status !== 429;

/**
 * Runs a POST once per (API key, endpoint, Idempotency-Key): the first request claims the key (a
 * committed row) and its answer is stored; the same key with the same body answers that answer again
 * without doing anything (Idempotent-Replayed), with another body 422 idempotency_conflict, while the
 * first still runs 409 idempotency_in_flight (Retry-After). A request that failed on the shop's side
 * gives the key back. A claim left in flight for 5 minutes (a crash) is taken over.
 */
export async function idempotent(
  em: EntityManager,
  scope: { apiKeyId: number; endpoint: string; key: string },
  body: unknown,
  work: () => Promise<AcpAnswer>,
): Promise<AcpAnswer> {
  const fingerprint = createHash('sha256').update(canonicalJson(body)).digest('hex');
  const params = [scope.apiKeyId, scope.endpoint, scope.key] as const;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [claimed] = await run(em, claimIdempotencyKey, [...params, fingerprint]);
    if (claimed) {
      await purgeOldKeysHourly(em);
      return settle(em, params, work);
    }
    const [row] = await run(em, readIdempotencyKey, [...params]);
    if (!row) continue; // given back meanwhile: claim it again
    if (row.fingerprint !== fingerprint) throw invalidRequest(422, 'idempotency_conflict', ACP_MESSAGES.idempotencyConflict);
    if (row.status_code === null) {
      if (row.stale) {
        await run(em, releaseIdempotencyKey, [...params]);
        continue;
      }
      throw new AcpError(409, { type: 'invalid_request', code: 'idempotency_in_flight', message: ACP_MESSAGES.idempotencyInFlight }, { 'retry-after': '1' });
    }
    return { status: row.status_code, body: row.response, replayed: true };
  }
  throw new AcpError(409, { type: 'invalid_request', code: 'idempotency_in_flight', message: ACP_MESSAGES.idempotencyInFlight }, { 'retry-after': '1' });
}

async function settle(em: EntityManager, params: readonly [number, string, string], work: () => Promise<AcpAnswer>): Promise<AcpAnswer> {
  let answer: AcpAnswer;
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof AcpError) || !kept(error.status)) {
      await run(em, releaseIdempotencyKey, [...params]);
      throw error;
    }
    answer = { status: error.status, body: error.body, headers: error.headers };
  }
  if (kept(answer.status)) await run(em, storeIdempotentAnswer, [answer.status, JSON.stringify(answer.body), ...params]);
  else await run(em, releaseIdempotencyKey, [...params]);
  return answer;
}
