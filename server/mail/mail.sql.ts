import { defineStatement } from '../common/sql.js';

export const outboxStatus = defineStatement<[jobId: number], { status: string }>('mail.outboxStatus', 'select status from mail_outbox where job_id = ?');

/** The outbox row of a mail job: written once, rewritten only over a failed attempt. */
export const saveOutbox = defineStatement<
  [
    jobId: number,
    recipients: string,
    sender: string,
    replyTo: string | null,
    subject: string,
    html: string,
    text: string,
    template: string,
    language: string,
    status: string,
    error: string | null,
    sentAt: Date | null,
    messageId: string | null,
  ]
>(
  'mail.saveOutbox',
  `insert into mail_outbox (created_at, updated_at, job_id, recipients, sender, reply_to, subject, html, text, template, language, status, error, sent_at, message_id)
   values (now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
   on conflict (job_id) do update set updated_at = now(), recipients = excluded.recipients, sender = excluded.sender, reply_to = excluded.reply_to,
     subject = excluded.subject, html = excluded.html, text = excluded.text, template = excluded.template, language = excluded.language,
     status = excluded.status, error = excluded.error, sent_at = excluded.sent_at, message_id = excluded.message_id
   where mail_outbox.status = 'failed'`,
);
