import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { registerJobHandler, type JobContext, type JobRuntime } from '../../jobs/job-queue.js';
import { deliverMail, MAIL_MAX_ATTEMPTS } from '../../mail/mail.job.js';
import { readSettingsGroup, SETTINGS_DEFAULTS } from '../settings/index.js';
import { loadSecret } from '../system/index.js';
import { BroadcastMessage, BroadcastStatus, ReceiverGroup, RecipientStatus } from './broadcast.entities.js';
import { broadcastMailPayload } from './broadcast-mail.js';
import {
  countOutcome,
  countRecipients,
  customerConsent,
  latestConsent,
  lockBroadcast,
  lockBroadcastToStart,
  markRecipientDone,
  markStarted,
  queueRecipientJobs,
  recipientWithBroadcast,
  type RecipientRow,
} from './broadcast.sql.js';
import { freezeGroupRecipients } from './receiver-filter.js';

/** Starts a scheduled broadcast when due: freezes its recipients and queues their jobs. */
export const BROADCAST_START_JOB = 'broadcast.start';
/** Sends a broadcast to one frozen recipient; unique key `broadcast:<broadcast>:<recipient>`. */
export const BROADCAST_RECIPIENT_JOB = 'broadcast.recipient';

/**
 * Freezes the recipient list and queues one job per recipient, in ONE transaction under a lock on the
 * broadcast row, as two insert ... select statements (20,000 recipients in well under a second):
 * - a second start job, another instance, or a retry finds the broadcast no longer scheduled: nothing;
 * - each recipient job's unique key is (broadcast, recipient): it can never be queued twice;
 * - the jobs' run_at are spaced by the sending rate (settings config.mailsPerMinute), so any number of
 *   workers together send at that pace, and a restart resumes where it stopped.
 */
export async function startBroadcast(em: EntityManager, broadcastId: number): Promise<void> {
  const basic = await readSettingsGroup(em, 'basic');
  const config = await readSettingsGroup(em, 'config');
  const perMinute = config.mailsPerMinute || SETTINGS_DEFAULTS.config.mailsPerMinute;
  await em.transactional(async (tx) => {
    const [broadcast] = await run(tx, lockBroadcastToStart, [broadcastId]);
    if (!broadcast || broadcast.status !== BroadcastStatus.scheduled) return;
    // Rescheduled to later: the start job of the new time does it.
    if (broadcast.send_at && new Date(broadcast.send_at).getTime() > Date.now() + 1000) return;
    const names = typeof broadcast.receiver_groups === 'string' ? (JSON.parse(broadcast.receiver_groups) as string[]) : broadcast.receiver_groups;
    const groups = names.length ? await tx.find(ReceiverGroup, { name: { $in: names } }) : [];
    await freezeGroupRecipients(tx, broadcastId, groups, basic.mainLanguage);
    await run(tx, queueRecipientJobs, [BROADCAST_RECIPIENT_JOB, 60_000 / perMinute, MAIL_MAX_ATTEMPTS, broadcastId]);
    const [{ count }] = await run(tx, countRecipients, [broadcastId]);
    const recipients = Number(count);
    await run(tx, markStarted, [recipients === 0 ? BroadcastStatus.sent : BroadcastStatus.sending, recipients, recipients, broadcastId]);
  });
}

const FIGURE: Record<string, 'sent' | 'failed' | 'skipped'> = { sent: 'sent', failed: 'failed', skipped: 'skipped' };

/**
 * Records a recipient's outcome once (only a pending recipient changes) and counts it on the broadcast,
 * which is sent when every recipient is done; one transaction.
 */
async function finish(em: EntityManager, recipient: RecipientRow, outcome: RecipientStatus.sent | RecipientStatus.failed | RecipientStatus.skipped) {
  await unitOfWork(em, async (tx) => {
    // The broadcast row first, as cancel does: the two never wait on each other in opposite orders.
    await run(tx, lockBroadcast, [recipient.broadcast_id]);
    const changed = await run(tx, markRecipientDone, [outcome, recipient.id]);
    if (!changed.length) return;
    await run(tx, countOutcome({ column: FIGURE[outcome] }), [recipient.broadcast_id]);
  });
}

/** Whether the address still consents to marketing mail, checked right before its send. */
async function stillConsents(em: EntityManager, recipient: RecipientRow): Promise<boolean> {
  if (recipient.customer_id) {
    const [customer] = await run(em, customerConsent, [recipient.customer_id]);
    return !!customer && customer.is_subscribe && customer.enabled;
  }
  // An address without an account (a lead): its latest consent record decides; none is no consent.
  const [latest] = await run(em, latestConsent, [recipient.email]);
  return !!latest?.subscribed;
}

const secrets = new WeakMap<JobRuntime, Promise<Uint8Array>>();
function tokenSecret(job: JobContext<unknown>): Promise<Uint8Array> {
  if (job.runtime.tokenSecret) return Promise.resolve(job.runtime.tokenSecret);
  let secret = secrets.get(job.runtime);
  if (!secret) {
    secret = loadSecret(job.em, 'token', job.runtime.config.tokenSecret);
    secrets.set(job.runtime, secret);
  }
  return secret;
}

/**
 * Sends one recipient's mail, at most once: a recipient no longer pending is done; the mail itself is
 * the outbox row of this job (deliverMail), so a retry after a crash between sending and recording
 * finds it sent and only records the outcome.
 */
export async function sendToRecipient(job: JobContext<{ recipientId: number }>): Promise<void> {
  const { em } = job;
  const [recipient] = await run(em, recipientWithBroadcast, [job.payload.recipientId]);
  if (!recipient || recipient.status !== RecipientStatus.pending || recipient.broadcast_status === BroadcastStatus.canceled) return;
  if (!(await stillConsents(em, recipient))) {
    await finish(em, recipient, RecipientStatus.skipped);
    return;
  }
  const message = await em.findOneOrFail(BroadcastMessage, { id: recipient.message_id });
  const basic = await readSettingsGroup(em, 'basic');
  const payload = broadcastMailPayload(
    { config: job.runtime.config, tokenSecret: await tokenSecret(job) },
    message,
    { email: recipient.email, firstName: recipient.first_name, lastName: recipient.last_name, language: recipient.language },
    { name: basic.name, mainLanguage: basic.mainLanguage },
  );
  try {
    await deliverMail(job, payload);
  } catch (error) {
    if (job.isLastAttempt) await finish(em, recipient, RecipientStatus.failed);
    throw error;
  }
  await finish(em, recipient, RecipientStatus.sent);
}

registerJobHandler<{ broadcastId: number }>(BROADCAST_START_JOB, (job) => startBroadcast(job.em, job.payload.broadcastId));
registerJobHandler<{ recipientId: number }>(BROADCAST_RECIPIENT_JOB, sendToRecipient, {
  backoff: (attempt) => Math.min(60_000 * 2 ** (attempt - 1), 2 * 3_600_000),
});
