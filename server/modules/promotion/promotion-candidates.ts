import type { EntityManager } from '@mikro-orm/postgresql';
import { SharedCache } from '../../common/shared-cache.js';
import type { Translations } from '../../common/translations.js';
import { type Action, type Condition, parseAction, parseCondition } from './promotion-rules.js';
import { run } from '../../common/sql.js';
import { automaticPromotionsSql, couponPromotionsSql, type PromotionRow } from './promotion.sql.js';

/** A promotion as the pipeline reads it: rules parsed once, window and limits as plain values. */
export interface Candidate {
  id: number;
  name: Translations;
  kind: 'automatic' | 'coupon';
  priority: number;
  exclusive: boolean;
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  taken: number;
  conditions: Condition[];
  actions: Action[];
  /** The code the shopper typed (as stored), for coupons. */
  code: string | null;
  /** A generated single-use code's row. */
  promotionCodeId: number | null;
}

function candidateOf(row: PromotionRow, code: string | null = null, promotionCodeId: number | null = null): Candidate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    priority: row.priority,
    exclusive: row.exclusive,
    startsAt: row.starts_at ? new Date(row.starts_at).getTime() : null,
    endsAt: row.ends_at ? new Date(row.ends_at).getTime() : null,
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    taken: row.taken,
    // Rules are validated on save; anything unreadable is dropped rather than guessed.
    conditions: row.conditions.map((c) => parseCondition(c.type, c.value ?? {})).filter((c): c is Condition => c !== null),
    actions: row.actions.map((a) => parseAction(a.type, a.value ?? {})).filter((a): a is Action => a !== null),
    code,
    promotionCodeId,
  };
}

/**
 * The enabled automatic promotions, parsed, shared by every cart and review of this process for a few
 * seconds (dropped at once when this process writes a promotion): with 1,000 stored promotions a review
 * costs no more statements than with none. Windows and limits are checked per request on the copy.
 */
const automaticCache = new SharedCache<Candidate[]>(['Promotion'], 3_000);

export function automaticPromotions(em: EntityManager): Promise<Candidate[]> {
  return automaticCache.get(em, 'automatic', async () => {
    const rows = await run(em, automaticPromotionsSql);
    return rows.map((row) => candidateOf(row));
  });
}

/** Forgets the shared automatic promotions (after a write that bypassed the unit of work). */
export function forgetAutomaticPromotions(em: EntityManager): void {
  automaticCache.clear(em);
}

/**
 * The enabled coupon promotions of typed codes (case-insensitive; the shared code or a generated one
 * still unused), in one statement. Codes that find nothing are simply absent from the answer.
 */
export async function couponPromotions(em: EntityManager, codes: readonly string[]): Promise<Map<string, Candidate>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toLowerCase()).filter((c) => c && c.length <= 64))];
  if (!wanted.length) return new Map();
  const rows = await run(em, couponPromotionsSql, [JSON.stringify(wanted), JSON.stringify(wanted)]);
  return new Map(rows.map((row) => [row.typed.toLowerCase(), candidateOf(row, row.typed, row.code_id)]));
}
