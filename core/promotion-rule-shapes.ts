/**
 * What each promotion condition and action type holds in its `value` (api-contract.md, promotion): ONE
 * table, read by the server's check (promotion-rules.ts) and by the admin form's typed inputs
 * (web/src/admin/resources/promotion/RuleValueFields.tsx), so a type's inputs and its validation cannot
 * drift apart, and conditions and actions are edited and checked by the same code.
 * Plain constants only: the web app imports this file directly, so it must not import anything.
 */

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
/** Spec "Promotion expiry types". */
export const EXPIRY_TYPES = ['never_expire', 'fixed_date', 'same_as_membership_expiry_date'] as const;

export type ConditionType = (typeof CONDITION_TYPES)[number];
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * amount: money ('12.50', base currency, > 0); percent: 0 < p <= 100 with at most 2 decimals; count: a
 * whole number 1..max; ids: record ids of `of`; codes: ISO currency codes; choice: one of `choices`;
 * date: 'YYYY-MM-DD' in the shop's time zone.
 */
export type RuleValueKind = 'amount' | 'percent' | 'count' | 'ids' | 'codes' | 'choice' | 'date';

/** The records an `ids` value points at (the form offers a picker of them). */
export type RuleReference = 'products' | 'categories' | 'brands' | 'membership_tiers';

export interface RuleValueField {
  key: string;
  kind: RuleValueKind;
  /** Must be given; otherwise it may be left out (a line filter left empty reaches every line). */
  required?: boolean;
  /** kind ids: what the ids are of. */
  of?: RuleReference;
  /** kind count: the greatest value allowed. */
  max?: number;
  /** kind choice: the values allowed. */
  choices?: readonly string[];
  /** Taken when nothing is given (and the form's starting value). */
  defaultValue?: string;
  /** Asked for (and then required) only while the field `key` holds `value`, e.g. the fixed expiry date. */
  when?: { key: string; value: string };
}

/** A condition's list is under `ids`; an action's line filter names each of its lists. */
const conditionIds = (of: RuleReference): RuleValueField => ({ key: 'ids', kind: 'ids', of, required: true });
const filterIds = (of: RuleReference): RuleValueField => ({ key: of, kind: 'ids', of });
const amount: RuleValueField = { key: 'amount', kind: 'amount', required: true };
const percent: RuleValueField = { key: 'percent', kind: 'percent', required: true };
/** Which lines a line action reaches: any of these products, categories or brands (none given: every line). */
const lineFilter = [filterIds('products'), filterIds('categories'), filterIds('brands')];

export const CONDITION_VALUES: Record<ConditionType, readonly RuleValueField[]> = {
  min_subtotal: [amount],
  min_quantity: [{ key: 'quantity', kind: 'count', required: true, max: 1_000_000 }],
  products: [conditionIds('products')],
  categories: [conditionIds('categories')],
  brands: [conditionIds('brands')],
  membership_tiers: [conditionIds('membership_tiers')],
  signed_in: [],
  first_order: [],
  currencies: [{ key: 'codes', kind: 'codes', required: true }],
};

export const ACTION_VALUES: Record<ActionType, readonly RuleValueField[]> = {
  order_percent: [percent],
  order_amount: [amount],
  line_percent: [percent, ...lineFilter],
  line_amount: [amount, ...lineFilter],
  // The cheapest `get` of every `buy + get` matching units are free, counted per unit.
  buy_x_get_y: [
    { key: 'buy', kind: 'count', required: true, max: 1000 },
    { key: 'get', kind: 'count', required: true, max: 1000 },
    filterIds('products'),
    filterIds('categories'),
  ],
  free_shipping: [],
  bonus_points: [
    { key: 'points', kind: 'count', required: true, max: 100_000_000 },
    { key: 'expiry_type', kind: 'choice', choices: EXPIRY_TYPES, defaultValue: 'never_expire' },
    { key: 'expiry_date', kind: 'date', when: { key: 'expiry_type', value: 'fixed_date' } },
  ],
};

/** The value fields of a type in either table ([] for an unknown type). */
export function valueFieldsOf(table: Readonly<Record<string, readonly RuleValueField[]>>, type: string): readonly RuleValueField[] {
  return Object.hasOwn(table, type) ? table[type] : [];
}

/** Whether the field is asked for given its siblings' values (a `when` field only while its condition holds; a sibling left out counts as its default). */
export function isAsked(field: RuleValueField, fields: readonly RuleValueField[], value: Readonly<Record<string, unknown>>): boolean {
  if (!field.when) return true;
  const { key, value: expected } = field.when;
  return (value[key] ?? fields.find((f) => f.key === key)?.defaultValue) === expected;
}

/** Must be given when asked: required, or asked for by `when`, and without a default to fall back on. */
export function isRequired(field: RuleValueField): boolean {
  return Boolean(field.required || field.when) && field.defaultValue === undefined;
}

/** The keys of a value's fields that are asked for, required and left empty (each: 'This field is required.'). */
export function missingKeys(fields: readonly RuleValueField[], value: Readonly<Record<string, unknown>>): string[] {
  return fields.filter((field) => isAsked(field, fields, value) && isRequired(field) && isEmptyValue(value[field.key])).map((field) => field.key);
}

/** A missing value: nothing, an empty text or an empty list. */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}
