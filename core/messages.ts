/**
 * The one catalogue of the validation messages and patterns of spec section 5 (and the other refusals a
 * form shows on a field), shared by the server (class-validator rules, services) and the web app (yup
 * rules, forms), so that a text is written once (issue 13). Plain constants only: the web app imports this
 * file directly (web/src/ui/validation/messages.ts), so it must not import anything.
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
  maxLength: 'Please check your input.',
} as const;

/** Generic form failure (spec section 5). */
export const GENERIC_FORM_FAILURE = 'Please make sure all fields are filled in correctly';

/** The stock movements of an inventory (spec 3 "Inventory operation form", spec 5). */
export const INVENTORY_MESSAGES = {
  positive: 'Quantity must be a positive integer',
  tooLarge: 'Quantity can not be large than inventory total quantity',
  destination: 'Please select the transfer destination of the inventory',
} as const;

/** A product's stocks. */
export const STOCK_MESSAGES = {
  /** Spec 5: two inventories of one stock may not share a warehouse. */
  sameWarehouse: "Can't use same warehouse_id in one stock",
  sameOptions: 'Two stocks can not have the same options.',
  staleStock: 'The stock of this item changed meanwhile; reload to see the current quantity',
} as const;

/** An order or cart line. */
export const QUANTITY_MESSAGE = 'The quantity must be at least 1.';

/** Uploads. */
export const UPLOAD_MESSAGES = {
  pictureTooLarge: 'The picture is too large',
  pemTooLarge: 'The file may not be greater than 64 KB.',
} as const;

/** Letters, digits (Chinese characters included), underscore, space and hyphen. */
export const NO_SPECIFIC_PATTERN = /^[\p{L}\p{N}_\- ]*$/u;
export const KEY_CHARS_PATTERN = /^[a-z0-9_]*$/;
export const KEY_START_PATTERN = /^[a-z]/;
/**
 * Search keyword (spec section 5): letters, digits, Chinese characters, underscore and hyphen, in one or
 * more words separated by spaces ('tote bag' looks for both words).
 */
export const SEARCH_KEYWORD_PATTERN = /^[\p{L}\p{N}_-]+( +[\p{L}\p{N}_-]+)*$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
