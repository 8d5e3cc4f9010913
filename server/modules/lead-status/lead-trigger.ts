import type { EntityManager } from '@mikro-orm/postgresql';
import { translate } from '../../common/translations.js';
import { escapeHtml } from '../../mail/mail-templates.js';
import { queueMail } from '../../mail/mail.service.js';
import type { AdminAccount } from '../staff/index.js';
import { LeadStatus, LeadStatusTrigger } from './lead-status.entity.js';

/**
 * The mail a lead status sends when a customer enters it (trigger != none).
 *
 * Design: the status holds a subject and a rich-text body per content language (trigger_subject,
 * trigger_template). When the customer enters the status, both are taken in the shop's main language
 * (falling back to any language that has a text), the variables below are filled in (HTML-escaped in the
 * body), and the result is queued as the generic `message` mail template, once per recipient:
 * the assigned staff member (email_to_assigned), the customer (email_to_lead), or both (Campaign).
 * An empty subject is the status title. A recipient that does not exist (no staff assigned) is skipped.
 *
 * Variables: {first_name} {last_name} {email} {phone} {status} {staff_name} {staff_email}; any other
 * `{word}` is left as written.
 */
export const TRIGGER_VARIABLES = ['first_name', 'last_name', 'email', 'phone', 'status', 'staff_name', 'staff_email'] as const;

export function fillVariables(text: string, values: Record<string, string>, escape: (value: string) => string = (v) => v): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name in values ? escape(values[name]) : whole));
}

/** Whom a trigger mail is about: a customer, or a lead (modules/lead) with its first e-mail and phone. */
export interface TriggerPerson {
  firstName: string;
  lastName: string;
  /** Empty: no mail to the lead (staff still get theirs). */
  email: string;
  phone?: string | null;
}

/**
 * Queues the trigger mails of `status` for `customer` (a customer or a lead), on `em` (pass the transaction's manager: the
 * jobs are written in it, so a rollback sends nothing). Answers the number of mails queued.
 */
export async function queueLeadStatusMails(
  em: EntityManager,
  customer: TriggerPerson,
  status: LeadStatus,
  staff: AdminAccount | null,
  mainLanguage: string,
): Promise<number> {
  if (status.trigger === LeadStatusTrigger.none) return 0;
  const recipients: string[] = [];
  const toStaff = status.trigger === LeadStatusTrigger.email_to_assigned || status.trigger === LeadStatusTrigger.email_to_assigned_and_lead;
  const toLead = status.trigger === LeadStatusTrigger.email_to_lead || status.trigger === LeadStatusTrigger.email_to_assigned_and_lead;
  if (toStaff && staff) recipients.push(staff.email);
  if (toLead && customer.email) recipients.push(customer.email);
  const values: Record<string, string> = {
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? '',
    status: status.title,
    staff_name: staff?.name ?? '',
    staff_email: staff?.email ?? '',
  };
  const subject = fillVariables(translate(status.triggerSubject, mainLanguage, mainLanguage) || status.title, values);
  const body = fillVariables(translate(status.triggerTemplate, mainLanguage, mainLanguage), values, escapeHtml);
  for (const to of [...new Set(recipients)]) {
    await queueMail(em, { to, template: 'message', language: mainLanguage, data: { subject, body: { html: body } } });
  }
  return new Set(recipients).size;
}
