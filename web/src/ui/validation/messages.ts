/**
 * The messages and patterns of the validation rules of spec section 5, exactly the server's texts
 * (server/common/validation/rules.ts), without yup: rules.ts builds its schemas from them, and the
 * storefront's first screen (the header's search box) checks its one field with them directly.
 */
export const MESSAGES = {
  required: 'This field is required.',
  noSpecific: 'Please check your input.',
  email: 'Please check your input.',
  keyFormatChars: 'Input can only contain lowercase letters, numbers and _ character',
  keyFormatStart: 'Input must start with a lowercase letter',
  requiredImage: 'Please upload a picture',
  promotionRepeatedConditions: 'Condition can not be repeated',
  fieldsNoRepeatedKeys: 'Field key can not be repeated',
  noRepeatedKeys: 'Key can not be repeated',
  noRepeated: 'This input can not be repeated',
  passwordConfirmation: 'The password confirmation does not match.',
  passwordLength: 'The password must be at least 8 characters.',
} as const;

/** Generic form failure (spec section 5). */
export const GENERIC_FORM_FAILURE = 'Please make sure all fields are filled in correctly';

/** Letters, digits (Chinese characters included), underscore, space and hyphen. */
export const NO_SPECIFIC_PATTERN = /^[\p{L}\p{N}_\- ]*$/u;
export const KEY_CHARS_PATTERN = /^[a-z0-9_]*$/;
export const KEY_START_PATTERN = /^[a-z]/;
/**
 * Search keyword (spec section 5): letters, digits (Chinese characters included), underscore and hyphen, in
 * words separated by spaces ('tote bag' searches both words; the server's KEYWORD_PATTERN).
 */
export const SEARCH_KEYWORD_PATTERN = /^([\p{L}\p{N}_-]+( +[\p{L}\p{N}_-]+)*)?$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The search keyword rule (spec section 5) on its own: the message of the first failure, if any. */
export function searchKeywordError(value: string): string | undefined {
  const keyword = value.trim();
  if (!keyword) return MESSAGES.required;
  return SEARCH_KEYWORD_PATTERN.test(keyword) ? undefined : MESSAGES.noSpecific;
}
