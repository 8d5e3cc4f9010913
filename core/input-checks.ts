import { isPhone } from './phone.js';
import { isTimeZone } from './shop-time.js';

/**
 * Format checks of input fields that are more than a pattern or a range, each written once and run by
 * both sides: the server's rule `Checked(name)` (server/common/validation/rules.ts) and the web form
 * built from the generated rules (`{ rule: 'check', name }`, web/src/ui/validation/input-schema.ts). A
 * check sees a present value only (empty ones are the required rule's) and answers whether it passes;
 * the message is the spec's generic 'Please check your input.'. Plain functions only (Intl is in every
 * runtime): the web app imports this file directly.
 */

// WHATWG URL is in every runtime that runs this file (Node and the browsers), but not in ECMAScript's
// library that core/ compiles against: the little of it used here.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Content language codes: en_us, zh_hk, ... (lowercase letters and _). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]+(_[a-z]+)*$/;

const isLanguageCode = (value: unknown) => typeof value === 'string' && value.length <= 20 && LANGUAGE_CODE_PATTERN.test(value);

/**
 * An image: a path on this site (`/images/logo.svg`, `/uploads/...`) or an http(s) URL. Never another
 * scheme (javascript:, data:), never a path climbing out with `..`, no spaces or quotes.
 */
export function isImageReference(value: string): boolean {
  if (value.length > 1000 || /[\s"'<>\\`]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return !value.split(/[/?#]/).includes('..');
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const INPUT_CHECKS = {
  languageCode: isLanguageCode,
  languageCodes: (value: unknown) => Array.isArray(value) && value.every(isLanguageCode),
  /** An IANA time zone this runtime knows (Asia/Hong_Kong). */
  timeZone: (value: unknown) => typeof value === 'string' && value.length <= 100 && isTimeZone(value),
  imageReference: (value: unknown) => typeof value === 'string' && isImageReference(value),
  /** A style value of the custom template: it may not leave its CSS declaration (`;`, braces, tags). */
  styleValue: (value: unknown) => typeof value === 'string' && value.length <= 200 && !/[;{}<>\\\n\r]/.test(value),
  /** Facebook app ids are digits; letters, `_`, `-` and `.` are tolerated for other providers' ids. */
  clientId: (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(value),
  /** An exchange rate: above 0, at most a billion. */
  positiveNumber: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1e9,
  positiveInteger: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0,
  /** A lead's phone: 6 to 15 digits once normalised (core/phone.ts). */
  phone: (value: unknown) => typeof value === 'string' && isPhone(value),
} satisfies Record<string, (value: unknown) => boolean>;

export type InputCheckName = keyof typeof INPUT_CHECKS;
