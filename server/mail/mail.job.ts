import nodemailer, { type Transporter } from 'nodemailer';
import { registerJobHandler, type JobContext } from '../jobs/job-queue.js';
import { SETTINGS_DEFAULTS } from '../modules/settings/settings.definitions.js';
import { readSettingsGroup } from '../modules/settings/settings.store.js';
import { renderMail, mailLocale, type MailData } from './mail-templates.js';
import { MailStatus } from './outbox.entity.js';
import { run } from '../common/sql.js';
import { outboxStatus, saveOutbox } from './mail.sql.js';

/** The job type of a mail (see mail.service.ts queueMail). */
export const MAIL_JOB = 'mail';
/** About 8.5 hours of retries: 1, 2, 4, ... 64 minutes, then a last try after 2 hours. */
export const MAIL_MAX_ATTEMPTS = 9;

export interface MailJobPayload {
  to: string[];
  template: string;
  language: string;
  data: MailData;
  replyTo?: string;
  /** Extra headers (marketing mail: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

const transports = new Map<string, Transporter>();

/** One transport per SMTP_URL (a connection per mail; nothing to close). */
function transport(smtpUrl: string): Transporter {
  let existing = transports.get(smtpUrl);
  if (!existing) {
    existing = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as never);
    transports.set(smtpUrl, existing);
  }
  return existing;
}

/**
 * Renders and sends one mail. Idempotent: the outbox row carries the job id, so an attempt that
 * finds a stored or sent row for its job does nothing (a worker that crashed after sending, or after
 * storing, does not mail twice). The one window left is between the SMTP server's acceptance and the
 * outbox insert right after it: a crash exactly there sends the mail again on the retry.
 *
 * SMTP_URL set: sent through nodemailer, recorded with status `sent`; a failure is retried with
 * backoff, and the last failure is recorded as `failed` with the error. SMTP_URL empty: recorded as
 * `stored`, readable in the back office (modules/mail-outbox), never lost.
 */
export function sendMailJob(job: JobContext<MailJobPayload>): Promise<void> {
  return deliverMail(job, job.payload);
}

/**
 * sendMailJob for a job of another type that sends one mail as its effect (a broadcast recipient): the
 * same outbox row keyed by the job's id, so it too sends at most once.
 */
export async function deliverMail(job: JobContext<unknown>, payload: MailJobPayload): Promise<void> {
  const { em } = job;
  const smtpUrl = job.runtime.config.smtpUrl;
  // Only sending must look first; storing again is a no-op of the save statement.
  if (smtpUrl) {
    const [earlier] = await run(em, outboxStatus, [job.id]);
    if (earlier && earlier.status !== MailStatus.failed) return;
  }

  const basic = await readSettingsGroup(em, 'basic');
  const locale = mailLocale(payload.language);
  const rendered = renderMail(payload.template, locale, { ...payload.data, shopName: basic.name });
  const sender = basic.mailFrom || SETTINGS_DEFAULTS.basic.mailFrom;
  const from = { name: basic.name, address: sender };
  const save = (outcome: { status: MailStatus; error?: string; sentAt?: Date; messageId?: string | null }) =>
    run(em, saveOutbox, [
      job.id,
      payload.to.join(', '),
      `${basic.name} <${sender}>`,
      payload.replyTo ?? null,
      rendered.subject,
      rendered.html,
      rendered.text,
      payload.template,
      locale,
      outcome.status,
      outcome.error ?? null,
      outcome.sentAt ?? null,
      outcome.messageId ?? null,
    ]);

  if (!smtpUrl) {
    await save({ status: MailStatus.stored });
    return;
  }
  let messageId: string | undefined;
  try {
    const info = await transport(smtpUrl).sendMail({
      from,
      to: payload.to,
      replyTo: payload.replyTo,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: payload.headers,
    });
    messageId = info.messageId;
  } catch (error) {
    if (job.isLastAttempt) await save({ status: MailStatus.failed, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await save({ status: MailStatus.sent, sentAt: new Date(), messageId: messageId ?? null });
}

registerJobHandler<MailJobPayload>(MAIL_JOB, sendMailJob, { backoff: (attempt) => Math.min(60_000 * 2 ** (attempt - 1), 2 * 3_600_000) });
