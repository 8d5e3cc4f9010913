import { normalisePhone } from '../../../core/phone.js';

export { DEFAULT_COUNTRY_CODE, normalisePhone } from '../../../core/phone.js';

/** E-mails lowercase and phones normalised, empties and repeats dropped. */
export const cleanEmails = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean))];
export const cleanPhones = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map(normalisePhone).filter(Boolean))];
