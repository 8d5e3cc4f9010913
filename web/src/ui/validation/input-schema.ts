// Imports end in .js (which Vite and jest read as the .ts file): the server's unit tests import this
// file too (test/unit/input-schema-messages.test.ts), under Node's resolution.
import * as yup from 'yup';
import { INPUT_CHECKS } from '../../../../core/input-checks.js';
import type { InputFieldRules, InputRule, InputRuleTable } from '../../../../core/input-rules.js';
import inputRules from '../../generated/input-rules.json' with { type: 'json' };
import {
  MESSAGES,
  after,
  amongSibling,
  email,
  isPresent,
  keyFormat,
  matches,
  maxLength,
  minPasswordLength,
  noRepeated,
  noSpecific,
  numberValue,
  required,
  sameAs,
  text,
  trimValue,
  wholeNumber,
} from './rules.js';

/**
 * A form's yup schema from the server's own rules (issue 43): web/src/generated/input-rules.json is
 * written by `npm run schema` from the class-validator metadata of the GraphQL input types, and this
 * builder turns an input type's rules into yup with the helpers of rules.ts, so the messages are the
 * server's. A form adds only what is its own: fields that are not in the input, a check of a value it
 * holds in another shape, a rule that depends on the form's mode or other fields.
 *
 * Rules the description can not carry (`server`: a lookup or a rule of a module's own; `conditional`:
 * class-validator's ValidateIf) are the server's to answer; a field with a `conditional` rule is left
 * out unless the form `adjust`s it (the condition is the form's to state).
 */

export type InputTypeName = keyof typeof inputRules;
export type InputFieldName<T extends InputTypeName> = keyof (typeof inputRules)[T] & string;

const TABLE: InputRuleTable = inputRules as InputRuleTable;

type AnySchema = yup.Schema<any, any, any, any>;
/** A text in the form's language (the identity: the server's English). */
type Translate = (text: string) => string;

export interface InputSchemaOptions<T extends InputTypeName> {
  /** Only these fields of the input... */
  pick?: readonly InputFieldName<T>[];
  /** ...or all but these (fields the form does not show, or checks its own way). */
  omit?: readonly InputFieldName<T>[];
  /** List fields the form holds as rows of `{ [key]: entry }` (a repeatable text field): field -> key. */
  rows?: Partial<Record<InputFieldName<T>, string>>;
  /** Turns a field's built schema into the form's (e.g. only when a sibling says so). */
  adjust?: Partial<Record<InputFieldName<T>, (schema: AnySchema) => AnySchema>>;
  /** Options for the fields of a nested input type (a list of records, or one record). */
  nested?: Partial<Record<InputFieldName<T>, InputSchemaOptions<any>>>;
  /** Fields of the form's own, added as they are (a field of the same name replaces the built one). */
  extra?: yup.ObjectShape;
  /**
   * The messages in the form's language: each server text (its default or the field's own) goes
   * through it, e.g. `serverTextsIn(intl)` (ui/errors.ts: by the catalogue's ids). Default: the
   * server's English.
   */
  translate?: Translate;
}

/** Whether a field's named type is an input type of the description (a nested record). */
function isInputType(type: string): type is InputTypeName {
  return Object.prototype.hasOwnProperty.call(TABLE, type);
}

/** A field's rule of the kind `kind` (e.g. a range a help text names); throws when the server has none. */
export function ruleOf<K extends InputRule['rule']>(type: InputTypeName, field: string, kind: K): Extract<InputRule, { rule: K }> {
  const found = TABLE[type][field]?.rules.find((rule) => rule.rule === kind);
  if (!found) throw new Error(`${type}.${field} has no ${kind} rule`);
  return found as Extract<InputRule, { rule: K }>;
}

const isNumberType = (type: string) => type === 'Int' || type === 'Float';

/** The schema of one value of the field (an entry, for a list), before its rules. */
function valueSchema(field: InputFieldRules, nestedOptions?: InputSchemaOptions<any>): AnySchema {
  if (isInputType(field.type)) return yup.object(inputShape(field.type, nestedOptions)).default(undefined).nullable().optional();
  if (field.type === 'String' || field.type === 'ID') return text();
  if (isNumberType(field.type)) return numberValue();
  if (field.type === 'Boolean') return yup.boolean().nullable().optional();
  return yup.mixed().nullable().optional();
}

/** The message of a rule the server gives when the field has none of its own (its defaults in core/messages.ts). */
function defaultMessage(rule: InputRule): string {
  switch (rule.rule) {
    case 'required':
    case 'requiredWith':
      return MESSAGES.required;
    case 'maxLength':
      return MESSAGES.maxLength;
    case 'email':
      return MESSAGES.email;
    case 'passwordLength':
      return MESSAGES.passwordLength;
    case 'sameAs':
      return MESSAGES.passwordConfirmation;
    case 'noRepeated':
      // The server's default follows its own `by` (entries' property: "Key can not be repeated"); a list
      // held as rows compares the rows' key but keeps that message.
      return rule.by ? MESSAGES.noRepeatedKeys : MESSAGES.noRepeated;
    default:
      return MESSAGES.noSpecific;
  }
}

/** One checked rule on a schema; the rules the web can not check leave it as it is. */
function applyRule(schema: AnySchema, rule: InputRule, say: Translate, rowKey?: string): AnySchema {
  const message = say(rule.message ?? defaultMessage(rule));
  const strings = schema as yup.StringSchema<string | null | undefined>;
  switch (rule.rule) {
    case 'required':
      return required(schema, message);
    case 'maxLength':
      return maxLength(strings, rule.max, message);
    case 'email':
      return email(strings, message);
    case 'keyFormat':
      // Two texts by the failure, unless the field has one of its own.
      return keyFormat(strings, rule.message && message, { chars: say(MESSAGES.keyFormatChars), start: say(MESSAGES.keyFormatStart) });
    case 'noSpecific':
      return noSpecific(strings, message);
    case 'passwordLength':
      return minPasswordLength(strings, message);
    case 'sameAs':
      return sameAs(strings, rule.other, message);
    case 'noRepeated':
      return noRepeated(schema, rule.by ?? rowKey, message);
    case 'pattern':
      return matches(strings, rule.name, new RegExp(rule.pattern, rule.flags), message);
    case 'wholeNumber':
      return wholeNumber(schema, rule.name, rule.min, rule.max, message);
    case 'decimal': {
      const pattern = new RegExp(`^\\d{1,${rule.digits}}(\\.\\d{1,2})?$`);
      return schema.test(rule.name, message, (value: unknown) => {
        const v = trimValue(value);
        return !isPresent(v) || (typeof v === 'string' && pattern.test(v) && Number(v) >= rule.min && Number(v) <= rule.max);
      });
    }
    case 'maxItems':
      return schema.test(rule.name, message, (value: unknown) => !Array.isArray(value) || value.length <= rule.max);
    case 'check': {
      const check = INPUT_CHECKS[rule.name];
      return schema.test(rule.name, message, (value: unknown) => {
        const v = trimValue(value);
        return !isPresent(v) || check(v);
      });
    }
    case 'amongSibling':
      return amongSibling(schema, rule.other, rule.by, message);
    case 'after':
      return after(schema, rule.other, rule.name, message);
    case 'requiredWith':
      return schema.test(rule.name, message, function requiredWith(value: unknown) {
        const sibling = trimValue((this.parent as Record<string, unknown> | undefined)?.[rule.other]);
        return !isPresent(sibling) || rule.except.includes(sibling as string) || isPresent(trimValue(value));
      });
    default:
      // nested (the value schema already is the record's), server, conditional, optional.
      return schema;
  }
}

/** A field's schema: its value (or entries, for a list) with the rules in the server's order. */
function fieldSchema(field: InputFieldRules, say: Translate, rowKey?: string, nestedOptions?: InputSchemaOptions<any>): AnySchema {
  let entry = valueSchema(field, nestedOptions);
  for (const rule of field.rules) if (rule.each) entry = applyRule(entry, rule, say);
  const own = field.rules.filter((rule) => !rule.each);
  if (!field.list) return own.reduce((schema, rule) => applyRule(schema, rule, say), entry);
  const row = rowKey ? yup.object({ [rowKey]: entry }) : entry;
  return own.reduce((schema, rule) => applyRule(schema, rule, say, rowKey), yup.array(row).nullable().optional() as AnySchema);
}

/** The yup fields of an input type's checked fields (to compose into a form's own object). */
export function inputShape<T extends InputTypeName>(type: T, options: InputSchemaOptions<T> = {}): yup.ObjectShape {
  const fields = TABLE[type];
  const names = Object.keys(fields).filter(
    (name) => (!options.pick || options.pick.includes(name as InputFieldName<T>)) && !options.omit?.includes(name as InputFieldName<T>),
  ) as InputFieldName<T>[];
  const shape: yup.ObjectShape = {};
  for (const name of names) {
    const field = fields[name];
    const adjust = options.adjust?.[name];
    if (field.rules.some((rule) => rule.rule === 'conditional') && !adjust) continue;
    // A nested input type speaks the same language as its parent.
    const schema = fieldSchema(field, options.translate ?? String, options.rows?.[name], { translate: options.translate, ...options.nested?.[name] });
    shape[name] = adjust ? adjust(schema) : schema;
  }
  return { ...shape, ...options.extra };
}

/** The yup object schema of a form for the input type `type`: `inputSchema('BrandInput')`. */
export function inputSchema<T extends InputTypeName>(type: T, options: InputSchemaOptions<T> = {}) {
  return yup.object(inputShape(type, options));
}
