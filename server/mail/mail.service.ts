/**
 * Mail (DESIGN 3, mail): queue a mail from a service; the job queue renders and sends it after the
 * caller's transaction commits. Never sends inside a request.
 *
 * USAGE
 *
 *   import { queueMail } from '../../mail/mail.service.js';
 *
 *   // in a service method, on the request's entity manager (or `tx` inside em.transactional):
 *   await queueMail(this.em, {
 *     to: customer.email,                      // one address or a list
 *     template: 'passwordReset',               // i18n keys mail.passwordReset.subject / .body
 *     language: 'zh_hk',                       // en_us | zh_hk | zh_cn (or en-US ...); default en-US
 *     data: {
 *       name: customer.firstName,              // text: escaped in the HTML part
 *       link: { url: resetUrl },               // a link (http, https, mailto)
 *       minutes: 60,
 *       unsubscribeUrl: signedUnsubscribeUrl,  // optional: an unsubscribe link in the footer
 *     },
 *     replyTo: 'visitor@example.com',          // optional
 *   });
 *   await this.em.flush();                     // the mail job is written in this flush's transaction
 *
 * - If the caller's transaction rolls back (or the flush fails), no mail is ever sent.
 * - Rich text written by an admin (e.g. a lead status' trigger_template) goes as `{ html: '...' }`; it is
 *   sanitised again before use: `template: 'message', data: { subject, body: { html } }`.
 * - `MailService.of(ctx).queue(mail)` does the same on the request's entity manager.
 * - Templates available (i18n/*.json, add your own `mail.<name>.subject` / `mail.<name>.body` in all
 *   three files): passwordReset {name, link, minutes}; contactMessage {name, email, subject, message}
 *   (to the shop: settings basic.contactEmail, replyTo the visitor); leadStatus {staffName,
 *   customerName, customerEmail, status, description, link}; message {subject, body} (free text or
 *   { html }). `shopName` is always filled in. Placeholders and values: see mail-templates.ts.
 * - The sender is settings basic.mailFrom (name: basic.name), read when the mail is sent. With
 *   SMTP_URL empty the mail is kept in the outbox (back office: mailOutbox, GET /api/admin/mail/outbox);
 *   sent mails are recorded there too, with status `sent`.
 * - Throws a plain Error (a defect, 500) for an unknown template or an address that is not an
 *   e-mail: validate user input before.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Service } from '../common/service.js';
import { enqueue, jobInsert, type EnqueueOptions } from '../jobs/job-queue.js';
import { hasMailTemplate, mailLocale, type MailData } from './mail-templates.js';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, type MailJobPayload } from './mail.job.js';

export type { MailData, MailValue, MailLink, MailHtml } from './mail-templates.js';

export interface MailRequest {
  to: string | string[];
  /** `mail.<template>.subject` / `.body` in i18n/. */
  template: string;
  /** Content language (en_us, zh_hk, zh_cn) or UI locale; default en-US. */
  language?: string | null;
  data?: MailData;
  replyTo?: string | null;
  /** Send not before this time. */
  runAt?: Date;
  /** Extra headers (marketing mail: RFC 8058 List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Queue at most one mail with this key (e.g. `lead-status:<customer>:<status>:<time>`). */
  uniqueKey?: string;
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** Queues one mail (see USAGE above). Answers false only when `uniqueKey` was already used. */
export async function queueMail(em: EntityManager, mail: MailRequest): Promise<boolean> {
  const job = mailJob(mail);
  return enqueue(em, MAIL_JOB, job.payload, job.options);
}

/**
 * The job insert of a mail, for a writer that adds it in the same statement as its own rows (see
 * jobs/job-queue.ts jobInsert); the same checks as queueMail.
 */
export function mailJobInsert(mail: MailRequest) {
  const job = mailJob(mail);
  return jobInsert(MAIL_JOB, job.payload, job.options);
}

function mailJob(mail: MailRequest): { payload: MailJobPayload; options: EnqueueOptions } {
  const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => address.trim());
  if (!to.length || to.some((address) => !EMAIL.test(address))) throw new Error(`queueMail: not an e-mail address in ${JSON.stringify(mail.to)}`);
  const replyTo = mail.replyTo?.trim() || undefined;
  if (replyTo && !EMAIL.test(replyTo)) throw new Error(`queueMail: replyTo is not an e-mail address: ${JSON.stringify(mail.replyTo)}`);
  if (!hasMailTemplate(mail.template)) throw new Error(`queueMail: no template "${mail.template}" (mail.${mail.template}.subject/.body in i18n/en-US.json)`);
  return {
    payload: {
      to,
      template: mail.template,
      language: mailLocale(mail.language),
      data: mail.data ?? {},
      ...(replyTo ? { replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    },
    options: { maxAttempts: MAIL_MAX_ATTEMPTS, runAt: mail.runAt, uniqueKey: mail.uniqueKey },
  };
}

/** queueMail on the request's entity manager. */
export class MailService extends Service {
  queue(mail: MailRequest): Promise<boolean> {
    return queueMail(this.em, mail);
  }
}
