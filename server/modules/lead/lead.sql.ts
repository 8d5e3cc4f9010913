import { defineStatement } from '../../common/sql.js';

/** Makes room in a board column: the cards from `order` down move one place down (the column stays dense). */
export const makeRoomInStage = defineStatement<[stageId: number, order: number, leadId: number], never>(
  'lead.makeRoomInStage',
  'update lead set position = position + 1 where stage_id = ? and position >= ? and id <> ?',
);

export const countCardsInStage = defineStatement<[stageId: number, exceptLeadId: number], { n: string }>(
  'lead.countCardsInStage',
  'select count(*) as n from lead where stage_id = ? and id <> ?',
);

/** Leads sharing an e-mail or a normalised phone (text[] literals, see lead-duplicates.ts); at most 20. */
export const leadsWithContacts = defineStatement<
  [emails: string, phones: string, exceptLeadId: number],
  { id: number; first_name: string; last_name: string; emails: string[]; phones: string[] }
>(
  'lead.leadsWithContacts',
  `select id, first_name, last_name, emails, phones from lead
    where (emails \\?| ?::text[] or phones \\?| ?::text[]) and id <> ? order by id desc limit 20`,
);

/** Customers with one of the e-mails, or whose phone has one of the digit strings; at most 20. */
export const customersWithContacts = defineStatement<
  [emails: string, emailsAgain: string, digits: string],
  { id: number; first_name: string; last_name: string; email: string; emails: string[]; phone: string | null }
>(
  'lead.customersWithContacts',
  `select id, first_name, last_name, email, emails, phone from customer
    where email = any(?::text[]) or emails \\?| ?::text[] or regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = any(?::text[])
    order by id desc limit 20`,
);

/** Serialises the lead writes of one e-mail until the transaction ends (two form submissions at once). */
export const lockLeadEmail = defineStatement<[key: string], never>('lead.lockLeadEmail', 'select pg_advisory_xact_lock(hashtext(?))');

/** The first lead having this e-mail (a JSON array of it). */
export const leadWithEmail = defineStatement<[emailJson: string], { id: number }>(
  'lead.leadWithEmail',
  'select id from lead where emails @> ?::jsonb order by id limit 1',
);
