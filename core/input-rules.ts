import type { InputCheckName } from './input-checks.js';

/**
 * The shape of the generated description of the GraphQL inputs' field rules (issue 43):
 * web/src/generated/input-rules.json, written by `npm run schema` from the server's class-validator
 * metadata (server/tools/input-rules.ts) and turned into yup schemas by the web app
 * (web/src/ui/validation/input-schema.ts). The server's rules (server/common/validation/rules.ts) put
 * their descriptor here as the decorator's constraint, so a rule and its description are written once.
 * Plain types only: the web app imports this file directly.
 */

/** A rule the web app checks as the server does, with the server's default message unless `message` says another. */
export type CheckedRule =
  /** Empty string, empty list, null and undefined fail (after trimming). */
  | { rule: 'required' }
  /** At most `max` characters (code points). */
  | { rule: 'maxLength'; max: number }
  | { rule: 'email' }
  /** key_format: lowercase letters, digits and _, starting with a letter (two messages by the failure). */
  | { rule: 'keyFormat' }
  /** Letters, digits, _, - and space only. */
  | { rule: 'noSpecific' }
  /** At least 8 characters. */
  | { rule: 'passwordLength' }
  /** Equals the sibling field `other` (password confirmation). */
  | { rule: 'sameAs'; other: string }
  /** No two entries of the list (or no two values of their property `by`) are equal. */
  | { rule: 'noRepeated'; by?: string }
  /** A text matching `pattern` (RegExp source and flags); empty passes. `name`: the server's rule. */
  | { rule: 'pattern'; name: string; pattern: string; flags: string }
  /** A whole number from `min` to `max`; empty passes. */
  | { rule: 'wholeNumber'; name: string; min: number; max: number }
  /** A decimal text with at most `digits` digits before the point and two after, from `min` to `max`; empty passes. */
  | { rule: 'decimal'; name: string; digits: number; min: number; max: number }
  /** A list of at most `max` entries. */
  | { rule: 'maxItems'; name: string; max: number }
  /** A present value passes the shared check `name` (core/input-checks.ts). */
  | { rule: 'check'; name: InputCheckName }
  /** Required once the sibling `other` holds a value that is not one of `except`. */
  | { rule: 'requiredWith'; name: string; other: string; except: string[] }
  /** A date or date-time after the sibling `other`'s (either empty passes). */
  | { rule: 'after'; name: string; other: string }
  /** The value is one of the sibling list `other` (or of its entries' property `by`); empty passes. */
  | { rule: 'amongSibling'; other: string; by?: string }
  /** A record (or, with `each`, a list of records) of the input type `type`, checked by its own rules. */
  | { rule: 'nested'; type: string };

/** What the description can not carry, so the web app leaves it to the server's answer. */
export type UncheckedRule =
  /** A rule of the server's own (a lookup, a sibling comparison, a closure): `name` is its class-validator name. */
  | { rule: 'server'; name: string }
  /** class-validator's ValidateIf: the field's other rules apply only under a condition of the server's. */
  | { rule: 'conditional' }
  /** class-validator's IsOptional: null and undefined skip the field's other rules. */
  | { rule: 'optional' };

export type InputRule = (CheckedRule | UncheckedRule) & {
  /** The rule applies to each entry of a list field. */
  each?: true;
  /** A message of the field's own, instead of the rule's default, and its catalogue id (core/message-ids.ts). */
  message?: string;
  messageId?: string;
};

/** A GraphQL input field: its named type (`String`, `Int`, an input type...), whether it is a list, its rules in order. */
export interface InputFieldRules {
  type: string;
  list?: true;
  rules: InputRule[];
}

/** Input type name -> GraphQL field name -> its rules. Only fields with at least one rule are listed. */
export type InputRuleTable = Record<string, Record<string, InputFieldRules>>;
