import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

import { INPUT_CHECKS, type InputCheckName } from '../../../core/input-checks.js';
import type { CheckedRule } from '../../../core/input-rules.js';
import { EMAIL_PATTERN, KEY_CHARS_PATTERN, KEY_START_PATTERN, MESSAGES, NO_SPECIFIC_PATTERN } from '../../../core/messages.js';

/**
 * The validation rules of spec section 5, as class-validator decorators for @InputType fields, with
 * exactly the specification's messages (core/messages.ts, shared with the web app's yup rules).
 * A custom message passed in options overrides the default.
 *
 * Each rule the web app checks too carries its descriptor (core/input-rules.ts) as the decorator's
 * constraint: `npm run schema` writes them out for the web's forms (server/tools/input-rules.ts), so the
 * forms' rules come from these definitions rather than from a copy.
 */
export { EMAIL_PATTERN, KEY_CHARS_PATTERN, KEY_START_PATTERN, MESSAGES, NO_SPECIFIC_PATTERN };

/** Empty string, empty array, null and undefined fail; 0 and false pass. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * A class-validator rule named `name`; `describe` is what the web app needs to check it too (absent: the
 * server's own rule, left to its answer).
 */
export function rule(
  name: string,
  check: (value: unknown, args: ValidationArguments) => boolean,
  defaultMessage: string | ((args: ValidationArguments) => string),
  options?: ValidationOptions,
  describe?: CheckedRule,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      constraints: describe ? [describe] : undefined,
      validator: {
        validate: check,
        defaultMessage: typeof defaultMessage === 'string' ? () => defaultMessage : defaultMessage,
      },
    },
    options,
  );
}

/** Optional fields skip the format rules when empty, as the required rule is the one that speaks then. */
const emptyOr = (test: (value: string) => boolean) => (value: unknown) => !isPresent(value) || (typeof value === 'string' && test(value));

export const Required = (options?: ValidationOptions) => rule('required', (value) => isPresent(value), MESSAGES.required, options, { rule: 'required' });

export const NoSpecific = (options?: ValidationOptions) =>
  rule(
    'noSpecific',
    emptyOr((v) => NO_SPECIFIC_PATTERN.test(v)),
    MESSAGES.noSpecific,
    options,
    { rule: 'noSpecific' },
  );

export const EmailFormat = (options?: ValidationOptions) =>
  rule(
    'email',
    emptyOr((v) => EMAIL_PATTERN.test(v) && v.length <= 255),
    MESSAGES.email,
    options,
    { rule: 'email' },
  );

/** key_format: starts with a lowercase letter, then lowercase letters, digits and _ only. */
export const KeyFormat = (options?: ValidationOptions) =>
  rule(
    'keyFormat',
    emptyOr((v) => KEY_CHARS_PATTERN.test(v) && KEY_START_PATTERN.test(v)),
    (args) => (KEY_CHARS_PATTERN.test(String(args.value)) ? MESSAGES.keyFormatStart : MESSAGES.keyFormatChars),
    options,
    { rule: 'keyFormat' },
  );

export const MaxLength = (max: number, options?: ValidationOptions) =>
  rule('maxLength', (value) => typeof value !== 'string' || [...value].length <= max, MESSAGES.maxLength, options, { rule: 'maxLength', max });

export const MinPasswordLength = (options?: ValidationOptions) =>
  rule(
    'passwordLength',
    emptyOr((v) => v.length >= 8),
    MESSAGES.passwordLength,
    options,
    { rule: 'passwordLength' },
  );

/** The value equals the sibling property `other` (password_confirmation). */
export const SameAs = (other: string, options?: ValidationOptions) =>
  rule(
    'sameAs',
    (value, args) =>
      (args.object as Record<string, unknown>)[other] === value || (!isPresent(value) && !isPresent((args.object as Record<string, unknown>)[other])),
    MESSAGES.passwordConfirmation,
    options,
    { rule: 'sameAs', other },
  );

/**
 * no_repeated and its variants: no two entries of a list are equal (by the value itself, or by the
 * property `by` of each entry).
 */
export const NoRepeated = (by?: string, message?: string, options?: ValidationOptions) =>
  rule(
    'noRepeated',
    (value) => {
      if (!Array.isArray(value)) return true;
      const seen = value.map((entry) => (by ? (entry as Record<string, unknown>)?.[by] : entry)).filter(isPresent);
      return new Set(seen.map((v) => JSON.stringify(v))).size === seen.length;
    },
    by ? MESSAGES.noRepeatedKeys : MESSAGES.noRepeated,
    // A message of the list's own is the decorator's message, so the description carries it too.
    message ? { ...options, message } : options,
    by ? { rule: 'noRepeated', by } : { rule: 'noRepeated' },
  );

/** A text of the pattern `pattern` (empty passes); `name` is the rule's name in the server's errors. */
export const Matches = (name: string, pattern: RegExp, options?: ValidationOptions) =>
  rule(name, (value) => !isPresent(value) || (typeof value === 'string' && pattern.test(value)), MESSAGES.noSpecific, options, {
    rule: 'pattern',
    name,
    pattern: pattern.source,
    flags: pattern.flags,
  });

/** A whole number from `min` to `max` (empty passes). */
export const WholeNumberIn = (name: string, min: number, max: number, options?: ValidationOptions) =>
  rule(name, (value) => !isPresent(value) || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max), MESSAGES.noSpecific, options, {
    rule: 'wholeNumber',
    name,
    min,
    max,
  });

/** A decimal text: at most `digits` digits before the point and two after, from `min` to `max` (empty passes). */
export const DecimalIn = (name: string, digits: number, min: number, max: number, options?: ValidationOptions) => {
  const pattern = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`);
  return rule(
    name,
    (value) => !isPresent(value) || (typeof value === 'string' && pattern.test(value) && Number(value) >= min && Number(value) <= max),
    MESSAGES.noSpecific,
    options,
    { rule: 'decimal', name, digits, min, max },
  );
};

/** A list of at most `max` entries (an absent list passes). */
export const MaxItems = (name: string, max: number, options?: ValidationOptions) =>
  rule(name, (value) => !Array.isArray(value) || value.length <= max, MESSAGES.noSpecific, options, { rule: 'maxItems', name, max });

/** A present value passes the shared check `name` of core/input-checks.ts (the web's forms run it too). */
export const Checked = (name: InputCheckName, options?: ValidationOptions) =>
  rule(name, (value) => !isPresent(value) || INPUT_CHECKS[name](value), MESSAGES.noSpecific, options, { rule: 'check', name });

/** The value is one of the sibling list `other` (or of its entries' property `by`): main language among supported ones. */
export const AmongSibling = (other: string, by?: string, options?: ValidationOptions) =>
  rule(
    'amongSibling',
    (value, args) => {
      if (!isPresent(value)) return true;
      const list = (args.object as Record<string, unknown>)[other];
      if (!Array.isArray(list)) return true; // the sibling's own rules speak
      return list.some((entry) => (by ? (entry as Record<string, unknown> | null)?.[by] : entry) === value);
    },
    MESSAGES.noSpecific,
    options,
    by ? { rule: 'amongSibling', other, by } : { rule: 'amongSibling', other },
  );

/**
 * Required once the sibling `other` holds a value that is not one of `except` (a trigger's mail body,
 * once a trigger other than none is chosen). `name` starts with "required": a partial update that
 * leaves the field out is not refused by it (validate-input.ts).
 */
export const RequiredWith = (name: string, other: string, except: readonly string[] = [], options?: ValidationOptions) =>
  rule(
    name,
    (value, args) => {
      const sibling = (args.object as Record<string, unknown>)[other];
      return !isPresent(sibling) || except.includes(sibling as string) || isPresent(value);
    },
    MESSAGES.required,
    options,
    { rule: 'requiredWith', name, other, except: [...except] },
  );

/** A date or date-time after the sibling `other`'s (either empty passes): the end of a window. */
export const After = (name: string, other: string, options?: ValidationOptions) =>
  rule(
    name,
    (value, args) => {
      const start = (args.object as Record<string, unknown>)[other];
      return !isPresent(value) || !isPresent(start) || new Date(value as string) > new Date(start as string);
    },
    MESSAGES.noSpecific,
    options,
    { rule: 'after', name, other },
  );

/** A money amount: digits with at most two decimals, at most 10 before the point, never negative. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const Money = () => Matches('money', MONEY_PATTERN);

/** A link shoppers follow: a storefront path or an http(s) URL, never `javascript:` and friends (empty passes). */
export const SafeLink = () => Matches('safeLink', /^(\/(?!\/)|https?:\/\/)/i);

/** The largest PostgreSQL integer: a list position or a count stored in an integer column. */
export const MAX_INT = 2147483647;

/** A list position: a whole number from 0 (absent keeps the stored one; 0 on create). */
export const SortOrder = () => WholeNumberIn('sortOrder', 0, MAX_INT);
