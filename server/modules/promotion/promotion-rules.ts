import { parseDecimal } from '../../../core/decimal.js';
import type { FieldErrors } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import {
  ACTION_VALUES,
  CONDITION_VALUES,
  isAsked,
  isEmptyValue,
  missingKeys,
  valueFieldsOf,
  type RuleValueField,
  type RuleValueKind,
} from '../../../core/promotion-rule-shapes.js';

/**
 * Promotion conditions and actions: checked field by field against their type's shape
 * (promotion-rule-shapes.ts, the table the admin form is built from too) and read into the shape the
 * pricing pipeline works with.
 */
export { ACTION_TYPES, CONDITION_TYPES, EXPIRY_TYPES, type ActionType, type ConditionType } from '../../../core/promotion-rule-shapes.js';

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

/** 0 < p <= 100 with at most two decimals (read as a decimal, so 0.29 is not refused by float rounding). */
function percent(value: unknown): number | null {
  const c = cents(value);
  return c !== null && c <= 10_000 ? c / 100 : null;
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

function currencyCodes(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > 50 || !value.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c))) return null;
  return [...new Set(value as string[])];
}

function localDate(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** Each kind's reader: the value in the pipeline's terms (amounts in cents), or null when it does not fit. */
const READERS: Record<RuleValueKind, (value: unknown, field: RuleValueField) => unknown> = {
  amount: cents,
  percent,
  count: (value, field) => wholeNumber(value, 1, field.max),
  ids,
  codes: currencyCodes,
  choice: (value, field) => (typeof value === 'string' && field.choices?.includes(value) ? value : null),
  date: localDate,
};

type Values = Record<string, unknown>;

/**
 * Reads a rule's value by its type's fields: every field's error under `path` (e.g.
 * `actions.0.value.percent`: 'This field is required.' when missing, 'Please check your input.' when it
 * does not fit), or the read values (a field left out: its default, or absent).
 */
function readValue(fields: readonly RuleValueField[], raw: unknown, path: string): { errors: FieldErrors; values: Values } {
  const errors: FieldErrors = {};
  const values: Values = {};
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) return { errors: { [path]: INVALID }, values };
  const value = (raw ?? {}) as Values;
  for (const key of missingKeys(fields, value)) errors[`${path}.${key}`] = MESSAGES.required;
  for (const field of fields) {
    if (!isAsked(field, fields, value)) continue;
    const given = value[field.key];
    if (isEmptyValue(given)) {
      if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
      continue;
    }
    const read = READERS[field.kind](given, field);
    if (read === null) errors[`${path}.${field.key}`] = INVALID;
    else values[field.key] = read;
  }
  return { errors, values };
}

const isValid = (errors: FieldErrors) => Object.keys(errors).length === 0;
const list = (values: Values, key: string) => (values[key] as number[] | undefined) ?? [];
const filterOf = (values: Values): LineFilter => ({
  products: list(values, 'products'),
  categories: list(values, 'categories'),
  brands: list(values, 'brands'),
});

/** A stored or sent condition in the pipeline's shape; null when its type is unknown or its value does not fit. */
export function parseCondition(type: string, value: Record<string, unknown>): Condition | null {
  const fields = valueFieldsOf(CONDITION_VALUES, type);
  const { errors, values: v } = readValue(fields, value, 'value');
  if (!Object.hasOwn(CONDITION_VALUES, type) || !isValid(errors)) return null;
  switch (type) {
    case 'min_subtotal':
      return { type, cents: v.amount as number };
    case 'min_quantity':
      return { type, quantity: v.quantity as number };
    case 'products':
    case 'categories':
    case 'brands':
    case 'membership_tiers':
      return { type, ids: list(v, 'ids') };
    case 'currencies':
      return { type, codes: v.codes as string[] };
    default:
      return { type: type as 'signed_in' | 'first_order' };
  }
}

export function parseAction(type: string, value: Record<string, unknown>): Action | null {
  const fields = valueFieldsOf(ACTION_VALUES, type);
  const { errors, values: v } = readValue(fields, value, 'value');
  if (!Object.hasOwn(ACTION_VALUES, type) || !isValid(errors)) return null;
  switch (type) {
    case 'order_percent':
      return { type, percent: v.percent as number };
    case 'order_amount':
      return { type, cents: v.amount as number };
    case 'line_percent':
      return { type, percent: v.percent as number, filter: filterOf(v) };
    case 'line_amount':
      return { type, cents: v.amount as number, filter: filterOf(v) };
    case 'buy_x_get_y':
      return { type, buy: v.buy as number, get: v.get as number, filter: filterOf(v) };
    case 'bonus_points':
      return { type, points: v.points as number, expiryType: v.expiry_type as string, expiryDate: (v.expiry_date as string | undefined) ?? null };
    default:
      return { type: 'free_shipping' };
  }
}

type Rule = { type: string; value?: Record<string, unknown> | null };

/**
 * The errors of a list of rules (conditions or actions), all at once: an unknown type on
 * `<list>.N.type`, each value field that is missing or does not fit on `<list>.N.value.<field>`, and with
 * `unique` a repeated type on the repeated one ('Condition can not be repeated', spec section 5
 * promotion_repeated_conditions).
 */
function listErrors(list: string, rules: readonly Rule[] | undefined, table: Record<string, readonly RuleValueField[]>, unique: boolean): FieldErrors {
  let errors: FieldErrors = {};
  const seen = new Set<string>();
  // This check runs beside the input's type checks, so the list may be anything a caller sent: what is
  // not a list of objects is left to the type errors already reported for it.
  if (!Array.isArray(rules)) return errors;
  rules.forEach((rule: Rule | null | undefined, i) => {
    if (!rule || typeof rule !== 'object') return;
    if (typeof rule.type !== 'string' || !Object.hasOwn(table, rule.type)) errors[`${list}.${i}.type`] = INVALID;
    else if (unique && seen.has(rule.type)) errors[`${list}.${i}.type`] = MESSAGES.promotionRepeatedConditions;
    else errors = { ...errors, ...readValue(table[rule.type], rule.value, `${list}.${i}.value`).errors };
    seen.add(rule.type);
  });
  return errors;
}

/** The errors of a promotion's conditions and actions, all at once (see listErrors). */
export function ruleErrors(conditions: readonly Rule[] | undefined, actions: readonly Rule[] | undefined): FieldErrors {
  return { ...listErrors('conditions', conditions, CONDITION_VALUES, true), ...listErrors('actions', actions, ACTION_VALUES, false) };
}
