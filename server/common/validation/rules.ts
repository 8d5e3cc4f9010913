import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

import { EMAIL_PATTERN, KEY_CHARS_PATTERN, KEY_START_PATTERN, MESSAGES, NO_SPECIFIC_PATTERN } from '../../../core/messages.js';

/**
 * The validation rules of spec section 5, as class-validator decorators for @InputType fields, with
 * exactly the specification's messages (core/messages.ts, shared with the web app's yup rules).
 * A custom message passed in options overrides the default.
 */
export { EMAIL_PATTERN, KEY_CHARS_PATTERN, KEY_START_PATTERN, MESSAGES, NO_SPECIFIC_PATTERN };

/** Empty string, empty array, null and undefined fail; 0 and false pass. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function rule(
  name: string,
  check: (value: unknown, args: ValidationArguments) => boolean,
  defaultMessage: string | ((args: ValidationArguments) => string),
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
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

export const Required = (options?: ValidationOptions) => rule('required', (value) => isPresent(value), MESSAGES.required, options);

export const NoSpecific = (options?: ValidationOptions) =>
  rule(
    'noSpecific',
    emptyOr((v) => NO_SPECIFIC_PATTERN.test(v)),
    MESSAGES.noSpecific,
    options,
  );

export const EmailFormat = (options?: ValidationOptions) =>
  rule(
    'email',
    emptyOr((v) => EMAIL_PATTERN.test(v) && v.length <= 255),
    MESSAGES.email,
    options,
  );

/** key_format: starts with a lowercase letter, then lowercase letters, digits and _ only. */
export const KeyFormat = (options?: ValidationOptions) =>
  rule(
    'keyFormat',
    emptyOr((v) => KEY_CHARS_PATTERN.test(v) && KEY_START_PATTERN.test(v)),
    (args) => (KEY_CHARS_PATTERN.test(String(args.value)) ? MESSAGES.keyFormatStart : MESSAGES.keyFormatChars),
    options,
  );

export const MaxLength = (max: number, options?: ValidationOptions) =>
  rule('maxLength', (value) => typeof value !== 'string' || [...value].length <= max, MESSAGES.maxLength, options);

export const MinPasswordLength = (options?: ValidationOptions) =>
  rule(
    'passwordLength',
    emptyOr((v) => v.length >= 8),
    MESSAGES.passwordLength,
    options,
  );

/** The value equals the sibling property `other` (password_confirmation). */
export const SameAs = (other: string, options?: ValidationOptions) =>
  rule(
    'sameAs',
    (value, args) =>
      (args.object as Record<string, unknown>)[other] === value || (!isPresent(value) && !isPresent((args.object as Record<string, unknown>)[other])),
    MESSAGES.passwordConfirmation,
    options,
  );

/**
 * no_repeated and its variants: no two entries of a list are equal (by the value itself, or by the
 * property `by` of each entry).
 */
export const NoRepeated = (by?: string, message: string = by ? MESSAGES.noRepeatedKeys : MESSAGES.noRepeated, options?: ValidationOptions) =>
  rule(
    'noRepeated',
    (value) => {
      if (!Array.isArray(value)) return true;
      const seen = value.map((entry) => (by ? (entry as Record<string, unknown>)?.[by] : entry)).filter(isPresent);
      return new Set(seen.map((v) => JSON.stringify(v))).size === seen.length;
    },
    message,
    options,
  );

/** A money amount: digits with at most two decimals, at most 10 before the point, never negative. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const Money = () =>
  ValidateBy({
    name: 'money',
    validator: { validate: (v) => !isPresent(v) || (typeof v === 'string' && MONEY_PATTERN.test(v)), defaultMessage: () => MESSAGES.noSpecific },
  });

/** A list position: a whole number from 0 (absent keeps the stored one; 0 on create). */
export const SortOrder = () =>
  ValidateBy({
    name: 'sortOrder',
    validator: {
      validate: (v) => v === undefined || v === null || (Number.isInteger(v) && v >= 0 && v <= 2147483647),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  });
