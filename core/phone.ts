/**
 * Phone numbers of leads: one comparable form, and the rule an entered number passes. The server
 * normalises and checks with these (server/modules/lead), and the web's lead form checks with the same
 * (core/input-checks.ts). Plain functions only: the web app imports this file directly.
 */

/** The country code of a phone number written without one (the shop is in Hong Kong). */
export const DEFAULT_COUNTRY_CODE = '+852';

/**
 * A phone number in one comparable form: `+` and digits only, `00` read as `+`, and the default country
 * code put in front of a number without one ('9123 4567' and '+852-9123-4567' are both '+85291234567').
 * Duplicate warnings compare these. Empty input stays empty.
 */
export function normalisePhone(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (international) return `+${digits.slice(2)}`;
  return `${DEFAULT_COUNTRY_CODE}${digits}`;
}

/** A phone: 6 to 15 digits once normalised (spaces, hyphens and brackets allowed as written). */
export const isPhone = (value: string) => /^[+\d\s\-()]+$/.test(value) && /^\+\d{6,15}$/.test(normalisePhone(value));
