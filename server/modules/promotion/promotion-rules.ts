import { parseDecimal } from '../../common/decimal.js';
import type { FieldErrors } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';

/** The contract's condition and action types (api-contract.md, promotion). */
export const CONDITION_TYPES = [
  'min_subtotal',
  'min_quantity',
  'products',
  'categories',
  'brands',
  'membership_tiers',
  'signed_in',
  'first_order',
  'currencies',
] as const;
export const ACTION_TYPES = ['order_percent', 'order_amount', 'line_percent', 'line_amount', 'buy_x_get_y', 'free_shipping', 'bonus_points'] as const;
export const EXPIRY_TYPES = ['never_expire', 'fixed_date', 'same_as_membership_expiry_date'] as const;

export type ConditionType = (typeof CONDITION_TYPES)[number];
export type ActionType = (typeof ACTION_TYPES)[number];

/** Which lines a line action or buy-x-get-y reaches; all three empty: every line. */
export interface LineFilter {
  products: number[];
  categories: number[];
  brands: number[];
}

/** A condition as the pipeline reads it (amounts in cents). */
export type Condition =
  | { type: 'min_subtotal'; cents: number }
  | { type: 'min_quantity'; quantity: number }
  | { type: 'products' | 'categories' | 'brands' | 'membership_tiers'; ids: number[] }
  | { type: 'signed_in' | 'first_order' }
  | { type: 'currencies'; codes: string[] };

export type Action =
  | { type: 'order_percent'; percent: number }
  | { type: 'order_amount'; cents: number }
  | { type: 'line_percent'; percent: number; filter: LineFilter }
  | { type: 'line_amount'; cents: number; filter: LineFilter }
  | { type: 'buy_x_get_y'; buy: number; get: number; filter: LineFilter }
  | { type: 'free_shipping' }
  | { type: 'bonus_points'; points: number; expiryType: string; expiryDate: string | null };

export const INVALID = MESSAGES.noSpecific;
const MAX_CENTS = 9_999_999_999;

function cents(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = parseDecimal(String(value));
  if (!d || d.digits < 0n || d.scale > 2) return null;
  const c = Number(d.digits * 10n ** BigInt(2 - d.scale));
  return c > 0 && c <= MAX_CENTS ? c : null;
}

function percent(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 100 && Math.round(n * 100) === n * 100 ? n : null;
}

function wholeNumber(value: unknown, min = 1, max = 1_000_000): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function ids(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > 1000) return null;
  const list = value.map((v) => wholeNumber(v, 1, 2_147_483_647));
  return list.every((v) => v !== null) ? [...new Set(list as number[])] : null;
}

function filterOf(value: Record<string, unknown>, keys: readonly (keyof LineFilter)[]): LineFilter | null {
  const filter: LineFilter = { products: [], categories: [], brands: [] };
  for (const key of keys) {
    if (value[key] === undefined || value[key] === null) continue;
    const list = ids(value[key]);
    if (!list) return null;
    filter[key] = list;
  }
  return filter;
}

/** A stored or sent condition in the pipeline's shape; null when its value does not fit its type. */
export function parseCondition(type: string, value: Record<string, unknown>): Condition | null {
  switch (type) {
    case 'min_subtotal': {
      const c = cents(value.amount);
      return c === null ? null : { type, cents: c };
    }
    case 'min_quantity': {
      const q = wholeNumber(value.quantity);
      return q === null ? null : { type, quantity: q };
    }
    case 'products':
    case 'categories':
    case 'brands':
    case 'membership_tiers': {
      const list = ids(value.ids);
      return list && list.length ? { type, ids: list } : null;
    }
    case 'signed_in':
    case 'first_order':
      return { type };
    case 'currencies': {
      const codes = Array.isArray(value.codes) ? value.codes : null;
      if (!codes || !codes.length || codes.length > 50 || !codes.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c))) return null;
      return { type, codes: codes as string[] };
    }
    default:
      return null;
  }
}

export function parseAction(type: string, value: Record<string, unknown>): Action | null {
  switch (type) {
    case 'order_percent': {
      const p = percent(value.percent);
      return p === null ? null : { type, percent: p };
    }
    case 'order_amount': {
      const c = cents(value.amount);
      return c === null ? null : { type, cents: c };
    }
    case 'line_percent': {
      const p = percent(value.percent);
      const filter = filterOf(value, ['products', 'categories', 'brands']);
      return p === null || !filter ? null : { type, percent: p, filter };
    }
    case 'line_amount': {
      const c = cents(value.amount);
      const filter = filterOf(value, ['products', 'categories', 'brands']);
      return c === null || !filter ? null : { type, cents: c, filter };
    }
    case 'buy_x_get_y': {
      const buy = wholeNumber(value.buy, 1, 1000);
      const get = wholeNumber(value.get, 1, 1000);
      const filter = filterOf(value, ['products', 'categories']);
      return buy === null || get === null || !filter ? null : { type, buy, get, filter };
    }
    case 'free_shipping':
      return { type };
    case 'bonus_points': {
      const points = wholeNumber(value.points, 1, 100_000_000);
      const expiryType = typeof value.expiry_type === 'string' ? value.expiry_type : 'never_expire';
      const expiryDate = typeof value.expiry_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.expiry_date) ? value.expiry_date : null;
      if (points === null || !(EXPIRY_TYPES as readonly string[]).includes(expiryType)) return null;
      if (expiryType === 'fixed_date' && !expiryDate) return null;
      return { type, points, expiryType, expiryDate };
    }
    default:
      return null;
  }
}

/**
 * The errors of a promotion's conditions and actions, all at once: an unknown type or a value that does
 * not fit on `conditions.N.value` / `actions.N.type`, and a repeated condition type on the repeated one
 * ('Condition can not be repeated', spec section 5 promotion_repeated_conditions).
 */
export function ruleErrors(
  conditions: readonly { type: string; value?: Record<string, unknown> | null }[] | undefined,
  actions: readonly { type: string; value?: Record<string, unknown> | null }[] | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  (conditions ?? []).forEach((c, i) => {
    if (!(CONDITION_TYPES as readonly string[]).includes(c.type)) errors[`conditions.${i}.type`] = INVALID;
    else if (seen.has(c.type)) errors[`conditions.${i}.type`] = MESSAGES.promotionRepeatedConditions;
    else if (!parseCondition(c.type, c.value ?? {})) errors[`conditions.${i}.value`] = INVALID;
    seen.add(c.type);
  });
  (actions ?? []).forEach((a, i) => {
    if (!(ACTION_TYPES as readonly string[]).includes(a.type)) errors[`actions.${i}.type`] = INVALID;
    else if (!parseAction(a.type, a.value ?? {})) errors[`actions.${i}.value`] = INVALID;
  });
  return errors;
}
