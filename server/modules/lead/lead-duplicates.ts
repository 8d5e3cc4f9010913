import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { DEFAULT_COUNTRY_CODE, cleanEmails, cleanPhones } from './lead-phone.js';
import type { LeadDuplicate } from './lead.inputs.js';
import { customersWithContacts, leadsWithContacts } from './lead.sql.js';

/** A PostgreSQL array literal of texts, each quoted (a bound parameter cast with ::text[]). */
const pgArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Leads and customers that may be the person being entered: the same e-mail ignoring case, or the same
 * normalised phone ('+852' by default). Leads store both normalised, so they match on equality through
 * the GIN indexes; a customer's phone is stored as typed, so its digits are compared with the number's
 * digits with and without the default country code. Two queries, at most 20 rows each.
 */
export async function findDuplicates(em: EntityManager, emailList: string[], phoneList: string[], excludeLeadId?: number | null): Promise<LeadDuplicate[]> {
  const emails = cleanEmails(emailList);
  const phones = cleanPhones(phoneList);
  if (!emails.length && !phones.length) return [];
  const code = DEFAULT_COUNTRY_CODE.slice(1);
  const digits = phones.flatMap((phone) => {
    const all = phone.slice(1);
    return all.startsWith(code) ? [all, all.slice(code.length)] : [all];
  });
  const leads = await run(em, leadsWithContacts, [pgArray(emails), pgArray(phones), excludeLeadId ?? 0]);
  const customers = await run(em, customersWithContacts, [pgArray(emails), pgArray(emails), pgArray(digits)]);
  const found: LeadDuplicate[] = [];
  const name = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();
  for (const row of leads) {
    const email = row.emails.find((e) => emails.includes(e));
    found.push({
      kind: 'lead',
      id: row.id,
      name: name(row),
      matchedBy: email ? 'email' : 'phone',
      value: email ?? row.phones.find((p) => phones.includes(p)) ?? '',
    });
  }
  for (const row of customers) {
    const email = [row.email, ...row.emails].find((e) => emails.includes(e.toLowerCase()));
    found.push({ kind: 'customer', id: row.id, name: name(row), matchedBy: email ? 'email' : 'phone', value: email ?? row.phone ?? '' });
  }
  return found;
}
