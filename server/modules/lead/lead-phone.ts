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

/** E-mails lowercase and phones normalised, empties and repeats dropped. */
export const cleanEmails = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean))];
export const cleanPhones = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map(normalisePhone).filter(Boolean))];
