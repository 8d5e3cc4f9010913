import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refId } from '../../common/loaders.js';
import { translate } from '../../common/translations.js';
import { AdminAccount } from '../admin-account/admin-account.entity.js';
import { unusablePassword } from '../customer-admin/customer-admin.service.js';
import { Customer } from '../customer/customer.entity.js';
import { LeadStatus } from '../lead-status/lead-status.entity.js';
import { queueLeadStatusMails } from '../lead-status/lead-trigger.js';
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
 * Creates or updates the lead (a customer record, matched by e-mail) of a submission, in the caller's
 * transaction `tx`: the lead takes the form's lead status (queueing the status's trigger mails when it
 * enters a new one) and, when it has none yet, the form's lead source. The e-mail is the first email
 * field's answer, else the signed-in shopper's. Answers the customer id, or null when there is no
 * e-mail to match. The one place that turns a submission into a lead (the CRM of issue 17 builds on it).
 */
export async function upsertLeadFromSubmission(tx: EntityManager, submission: SubmissionForLead): Promise<number | null> {
  const { form, fields, answers } = submission;
  const emailKey = fields.find((field) => field.type === FormFieldType.email && text(answers[field.key]))?.key;
  const email = (emailKey ? text(answers[emailKey]) : (submission.customer?.email ?? '')).toLowerCase();
  if (!email) return null;
  const phoneKey = fields.find((field) => field.type === FormFieldType.phone && text(answers[field.key]))?.key;
  const statusId = refId(form.leadStatus);
  let lead = await tx.findOne(Customer, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const previousStatus = lead ? refId(lead.status) : null;
  if (!lead) {
    const name = text(answers.first_name) || text(answers.name) || email.split('@')[0];
    lead = tx.create(Customer, {
      email,
      firstName: name.slice(0, 100),
      lastName: text(answers.last_name).slice(0, 100),
      phone: phoneKey ? text(answers[phoneKey]).slice(0, 50) : null,
      passwordHash: await unusablePassword(),
      leadSourceDescription: `Form: ${translate(form.title, submission.mainLanguage, submission.mainLanguage)}`.slice(0, 1000),
    });
  }
  if (statusId) lead.status = tx.getReference(LeadStatus, statusId, { wrapped: true });
  if (!lead.leadSource && form.leadSource) lead.leadSource = form.leadSource;
  await tx.flush();
  if (statusId && statusId !== previousStatus) {
    const status = await tx.findOneOrFail(LeadStatus, { id: statusId });
    const adminId = refId(lead.admin);
    const staff = adminId ? await tx.findOne(AdminAccount, { id: adminId }) : null;
    await queueLeadStatusMails(tx, lead, status, staff, submission.mainLanguage);
  }
  return lead.id;
}
