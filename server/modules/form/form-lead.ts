import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refId } from '../../common/loaders.js';
import { run } from '../../common/sql.js';
import { translate } from '../../common/translations.js';
import { Customer } from '../customer/index.js';
import { announceLead, changeLeadState, cleanPhones, Lead, leadWithEmail, lockLeadEmail } from '../lead/index.js';
import { FormFieldType, type Form } from './form.entity.js';
import type { AnswerValue } from './form-submission.entity.js';
import type { FieldSnapshot } from './form-version.entity.js';

/** What a submission tells the CRM. */
export interface SubmissionForLead {
  form: Form;
  /** The fields the answers were given against. */
  fields: Pick<FieldSnapshot, 'key' | 'type'>[];
  answers: Record<string, AnswerValue>;
  /** The signed-in shopper, when there is one (their account's e-mail is the match without an email field). */
  customer?: { id: number; email: string } | null;
  mainLanguage: string;
}

const text = (value: AnswerValue | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();

/**
 * Creates or updates the lead (modules/lead, matched by e-mail ignoring case) of a submission, in the
 * caller's transaction `tx`: the lead takes the form's lead status through changeLeadState (history row
 * and trigger mail once, when it enters a new status) and, when it has none yet, the form's lead source
 * and the answered phone. It is linked to the customer account with that e-mail, when there is one. The
 * e-mail is the first email field's answer, else the signed-in shopper's. Answers the lead id, or null when
 * there is no e-mail to match. The one place that turns a submission into a lead.
 */
export async function upsertLeadFromSubmission(tx: EntityManager, submission: SubmissionForLead): Promise<number | null> {
  const { form, fields, answers } = submission;
  const emailKey = fields.find((field) => field.type === FormFieldType.email && text(answers[field.key]))?.key;
  const email = (emailKey ? text(answers[emailKey]) : (submission.customer?.email ?? '')).toLowerCase();
  if (!email) return null;
  const phoneKey = fields.find((field) => field.type === FormFieldType.phone && text(answers[field.key]))?.key;
  // Two submissions of one new e-mail at once: the advisory lock makes the second find the first's lead.
  await run(tx, lockLeadEmail, [`lead:${email}`]);
  const [match] = await run(tx, leadWithEmail, [JSON.stringify([email])]);
  let lead = match ? await tx.findOne(Lead, { id: match.id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  const created = !lead;
  const fromStatusId = refId(lead?.status);
  if (!lead) {
    const name = text(answers.first_name) || text(answers.name) || email.split('@')[0];
    lead = tx.create(Lead, {
      emails: [email],
      firstName: name.slice(0, 100),
      lastName: text(answers.last_name).slice(0, 100),
      leadSourceDescription: `Form: ${translate(form.title, submission.mainLanguage, submission.mainLanguage)}`.slice(0, 1000),
    });
  } else {
    lead.version += 1;
  }
  if (phoneKey && !lead.phones.length) lead.phones = cleanPhones([text(answers[phoneKey])]);
  if (!lead.leadSource && form.leadSource) lead.leadSource = form.leadSource;
  if (!refId(lead.customer)) {
    const account = submission.customer?.email === email ? { id: submission.customer.id } : await tx.findOne(Customer, { email }, { fields: ['id'] });
    if (account) lead.customer = tx.getReference(Customer, account.id, { wrapped: true });
  }
  const statusId = refId(form.leadStatus);
  if (statusId) await changeLeadState(tx, lead, { statusId }, null, submission.mainLanguage);
  await tx.flush();
  await announceLead(tx, lead, { created, fromStatusId });
  return lead.id;
}
