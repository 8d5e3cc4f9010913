/**
 * The messages and patterns of the validation rules of spec section 5: the one catalogue the server uses
 * too (core/messages.ts, plain constants), without yup: rules.ts builds its schemas from them, and the
 * storefront's first screen (the header's search box) checks its one field with them directly.
 */
export {
  EMAIL_PATTERN,
  GENERIC_FORM_FAILURE,
  INVENTORY_MESSAGES,
  KEY_CHARS_PATTERN,
  KEY_START_PATTERN,
  MESSAGES,
  NO_SPECIFIC_PATTERN,
  QUANTITY_MESSAGE,
  SEARCH_KEYWORD_PATTERN,
  STOCK_MESSAGES,
  UPLOAD_MESSAGES,
} from '../../../../core/messages.js';
import { MESSAGES, SEARCH_KEYWORD_PATTERN } from '../../../../core/messages.js';

/** The search keyword rule (spec section 5) on its own: the message of the first failure, if any. */
export function searchKeywordError(value: string): string | undefined {
  const keyword = value.trim();
  if (!keyword) return MESSAGES.required;
  return SEARCH_KEYWORD_PATTERN.test(keyword) ? undefined : MESSAGES.noSpecific;
}
