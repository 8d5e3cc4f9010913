import * as yup from 'yup';
import { MESSAGES, SEARCH_KEYWORD_PATTERN, EMAIL_PATTERN, KEY_CHARS_PATTERN, KEY_START_PATTERN, NO_SPECIFIC_PATTERN } from './messages.js';

/**
 * The validation rules of spec section 5 as yup schemas, with exactly the messages of the server's rules
 * (server/common/validation/rules.ts). The server is the truth; these only spare the user a round trip.
 * A form does not pick them field by field: inputSchema (input-schema.ts) applies them as the server's
 * generated rules of the form's input type say. Strings are trimmed before they are validated (`text()`), and every rule takes an optional custom
 * message that overrides the default.
 */
// The texts and patterns live in messages.ts (no yup), for screens that check a field without a form library.
export {
  EMAIL_PATTERN,
  GENERIC_FORM_FAILURE,
  KEY_CHARS_PATTERN,
  KEY_START_PATTERN,
  MESSAGES,
  NO_SPECIFIC_PATTERN,
  SEARCH_KEYWORD_PATTERN,
} from './messages.js';

/** required: empty string, empty array, null and undefined fail; 0 and false pass. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Trims strings before validation; other values pass through unchanged. */
export function trimValue<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T;
}

/** An optional text input, trimmed before validation. */
export function text() {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .nullable()
    .optional();
}

/** Adds the required rule (spec semantics, not yup's) to any schema. */
export function required<S extends yup.Schema>(schema: S, message: string = MESSAGES.required): S {
  // nullable + optional so that yup's own null/undefined messages never speak: this rule does.
  return (schema.nullable().optional() as unknown as S).test('required', message, (value: unknown) => isPresent(trimValue(value))) as S;
}

/** A required, trimmed text input. */
export function requiredText(message: string = MESSAGES.required) {
  return required(text(), message);
}

const emptyOr =
  (check: (value: string) => boolean) =>
  (value: unknown): boolean =>
    !isPresent(trimValue(value)) || (typeof value === 'string' && check(value.trim()));

export function noSpecific<S extends yup.StringSchema<string | null | undefined>>(schema: S, message: string = MESSAGES.noSpecific): S {
  return schema.test(
    'noSpecific',
    message,
    emptyOr((v) => NO_SPECIFIC_PATTERN.test(v)),
  ) as S;
}

/** The storefront search keyword: required, then letters, digits, Chinese characters, underscore, hyphen. */
export function searchKeyword(message: string = MESSAGES.noSpecific, requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).test(
    'searchKeyword',
    message,
    emptyOr((v) => SEARCH_KEYWORD_PATTERN.test(v)),
  );
}

export function email<S extends yup.StringSchema<string | null | undefined>>(schema: S, message: string = MESSAGES.email): S {
  return schema.test(
    'email',
    message,
    emptyOr((v) => EMAIL_PATTERN.test(v) && v.length <= 255),
  ) as S;
}

/**
 * key_format: lowercase letters, digits and _ only, starting with a lowercase letter. A custom message
 * replaces both texts; `texts` gives the two in another language.
 */
export function keyFormat<S extends yup.StringSchema<string | null | undefined>>(
  schema: S,
  message?: string,
  texts: { chars: string; start: string } = { chars: MESSAGES.keyFormatChars, start: MESSAGES.keyFormatStart },
): S {
  return schema.test({
    name: 'keyFormat',
    test(value: unknown) {
      const v = trimValue(value);
      if (!isPresent(v) || typeof v !== 'string') return true;
      if (!KEY_CHARS_PATTERN.test(v)) return this.createError({ message: message ?? texts.chars });
      if (!KEY_START_PATTERN.test(v)) return this.createError({ message: message ?? texts.start });
      return true;
    },
  }) as S;
}

export function minPasswordLength<S extends yup.StringSchema<string | null | undefined>>(schema: S, message: string = MESSAGES.passwordLength): S {
  return schema.test(
    'passwordLength',
    message,
    emptyOr((v) => v.length >= 8),
  ) as S;
}

/** password_confirmation: equals the sibling field `other` (both empty also passes). */
export function sameAs<S extends yup.StringSchema<string | null | undefined>>(schema: S, other: string, message: string = MESSAGES.passwordConfirmation): S {
  return schema.test('sameAs', message, function check(value: unknown) {
    const sibling: unknown = (this.parent as Record<string, unknown> | undefined)?.[other];
    if (!isPresent(trimValue(value)) && !isPresent(trimValue(sibling))) return true;
    return trimValue(value) === trimValue(sibling);
  }) as S;
}

/** The entries of a list, or their property `by`, as comparable keys (empty ones left out). */
function repeatedKeys(value: unknown, by?: string): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry: unknown) => trimValue(by ? (entry as Record<string, unknown> | null)?.[by] : entry))
    .filter(isPresent)
    .map((v) => JSON.stringify(v));
}

/**
 * no_repeated and its family: no two entries of a list (or no two values of their property `by`) are
 * equal. Defaults: 'This input can not be repeated' without `by`, 'Key can not be repeated' with it.
 */
export function noRepeated<S extends yup.Schema>(schema: S, by?: string, message?: string): S {
  const text = message ?? (by ? MESSAGES.noRepeatedKeys : MESSAGES.noRepeated);
  return schema.test('noRepeated', text, (value: unknown) => {
    const keys = repeatedKeys(value, by);
    return new Set(keys).size === keys.length;
  }) as S;
}

/**
 * The positions of the entries whose value (or property `by`) another entry also has, compared as
 * noRepeated compares them (trimmed; empty ones never count). A list editor marks these rows with the
 * list's noRepeated message, so the user sees which rows clash and not only that some do.
 */
export function repeatedIndexes(value: unknown, by?: string): number[] {
  if (!Array.isArray(value)) return [];
  const keys = value.map((entry: unknown) => {
    const v = trimValue(by ? (entry as Record<string, unknown> | null)?.[by] : entry);
    return isPresent(v) ? JSON.stringify(v) : undefined;
  });
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  return keys.flatMap((key, index) => (key !== undefined && (counts.get(key) ?? 0) > 1 ? [index] : []));
}

/** no_repeated_keys: entries' `key` values are unique. */
export const noRepeatedKeys = <S extends yup.Schema>(schema: S, by = 'key', message: string = MESSAGES.noRepeatedKeys) => noRepeated(schema, by, message);

/** fields_no_repeated_keys (form builder fields). */
export const fieldsNoRepeatedKeys = <S extends yup.Schema>(schema: S, by = 'key', message: string = MESSAGES.fieldsNoRepeatedKeys) =>
  noRepeated(schema, by, message);

/** promotion_repeated_conditions. */
export const promotionRepeatedConditions = <S extends yup.Schema>(schema: S, by = 'type', message: string = MESSAGES.promotionRepeatedConditions) =>
  noRepeated(schema, by, message);

/** required_image: an uploaded picture (a path or a File) must be present. */
export function requiredImage<S extends yup.Schema>(schema: S, message: string = MESSAGES.requiredImage): S {
  return required(schema, message);
}

/** At most `max` characters, counted as the server counts them (code points, so an emoji is one). */
export function maxLength<S extends yup.StringSchema<string | null | undefined>>(schema: S, max: number, message: string = MESSAGES.maxLength): S {
  return schema.test('maxLength', message, (value: unknown) => typeof value !== 'string' || [...value.trim()].length <= max) as S;
}

/** A text of the pattern (empty passes): the server's Matches rules (url segments, money, colours...). */
export function matches<S extends yup.StringSchema<string | null | undefined>>(
  schema: S,
  name: string,
  pattern: RegExp,
  message: string = MESSAGES.noSpecific,
): S {
  return schema.test(
    name,
    message,
    emptyOr((v) => pattern.test(v)),
  ) as S;
}

/**
 * A number input's value: a number or null ('' counts as null); anything else is "Please check your
 * input." (a number field may hold text while it is typed).
 */
export function numberValue(integer?: boolean) {
  let schema = yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .typeError(MESSAGES.noSpecific)
    .nullable()
    .optional();
  if (integer) schema = schema.integer(MESSAGES.noSpecific);
  return schema;
}

/** A whole number from `min` to `max` (empty passes): the server's WholeNumberIn rules. */
export function wholeNumber<S extends yup.Schema>(schema: S, name: string, min: number, max: number, message: string = MESSAGES.noSpecific): S {
  return schema.test(
    name,
    message,
    (value: unknown) => !isPresent(value) || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max),
  ) as S;
}

/** The value is one of the sibling list `other` (or of its entries' property `by`); empty passes. */
export function amongSibling<S extends yup.Schema>(schema: S, other: string, by?: string, message: string = MESSAGES.noSpecific): S {
  return schema.test('amongSibling', message, function among(value: unknown) {
    const list: unknown = (this.parent as Record<string, unknown> | undefined)?.[other];
    const v = trimValue(value);
    if (!isPresent(v) || !Array.isArray(list)) return true;
    return list.some((entry: unknown) => trimValue(by ? (entry as Record<string, unknown> | null)?.[by] : entry) === v);
  }) as S;
}

/** A date or date-time after the sibling `other`'s (either empty passes): the end of a window. */
export function after<S extends yup.Schema>(schema: S, other: string, name = 'after', message: string = MESSAGES.noSpecific): S {
  return schema.test(name, message, function later(value: unknown) {
    const start: unknown = (this.parent as Record<string, unknown> | undefined)?.[other];
    return !isPresent(value) || !isPresent(start) || new Date(value as string) > new Date(start as string);
  }) as S;
}

/**
 * The values as they are sent: strings trimmed (recursively through objects and arrays), as the server
 * validates trimmed input.
 */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => trimDeep(entry)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, trimDeep(v)])) as T;
  }
  return value;
}
