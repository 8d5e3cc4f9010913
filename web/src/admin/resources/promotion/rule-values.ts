import * as yup from 'yup';
import { isAsked, isEmptyValue, missingKeys, valueFieldsOf, type RuleValueField } from '../../../../../core/promotion-rule-shapes';
import { inputSchema } from '../../../ui/validation/input-schema';
import { MESSAGES } from '../../../ui/validation/rules';

/** The value fields of a condition or action type: the server's table, so form and check agree. */
export type RuleTable = Readonly<Record<string, readonly RuleValueField[]>>;

/** A condition or action row of the form: its value is an object whose fields are edited one input each. */
export interface RuleRow {
  type: string;
  value: Record<string, unknown>;
}

/** Stored rules as form rows (a copy: the form's edits never reach the cached record). */
export function ruleRows(rules: readonly { type: string; value?: unknown }[] | null | undefined): RuleRow[] {
  return (rules ?? []).map((rule) => ({
    type: rule.type,
    value: rule.value && typeof rule.value === 'object' && !Array.isArray(rule.value) ? { ...(rule.value as Record<string, unknown>) } : {},
  }));
}

/**
 * Form rows as the contract's rules: each value keeps only the fields its type asks for (another type
 * chosen for a row leaves its old fields behind, unseen) and leaves out empty ones (the server's default
 * or 'This field is required.' speaks for those).
 */
export function ruleInputs(rows: readonly RuleRow[], table: RuleTable): { type: string; value: Record<string, unknown> }[] {
  return rows.map((row) => {
    const fields = valueFieldsOf(table, row.type);
    const value = row.value ?? {};
    const kept = fields.filter((field) => isAsked(field, fields, value) && !isEmptyValue(value[field.key]));
    return { type: row.type, value: Object.fromEntries(kept.map((field) => [field.key, value[field.key]])) };
  });
}

/** The label of a value field: a list by what it holds (products, tiers...), the others by their key. */
export function valueLabelId(field: RuleValueField): string {
  return `admin.promotion.value.${field.kind === 'ids' ? field.of : field.key}`;
}

/**
 * A rule row's schema: its type (PromotionRuleInput's rules, from the server), and the value fields its
 * type requires (the shared shapes of core/promotion-rule-shapes.ts), each missing one on its own input
 * (`actions.0.value.buy`) before any round trip. Formats (a percent over 100...) are the server's.
 */
export function ruleSchema(table: RuleTable) {
  return inputSchema('PromotionRuleInput', { extra: { value: yup.mixed() } }).test('value', MESSAGES.required, (row, context) => {
    const value = row.value && typeof row.value === 'object' ? (row.value as Record<string, unknown>) : {};
    const missing = missingKeys(valueFieldsOf(table, String(row.type ?? '')), value);
    if (!missing.length) return true;
    return new yup.ValidationError(missing.map((key) => context.createError({ path: `${context.path}.value.${key}`, message: MESSAGES.required })));
  });
}
