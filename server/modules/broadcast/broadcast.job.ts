import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../../common/transaction.js';
import { registerJobHandler, type JobContext, type JobRuntime } from '../../jobs/job-queue.js';
import { deliverMail, MAIL_MAX_ATTEMPTS } from '../../mail/mail.job.js';
import { readSettingsGroup } from '../settings/settings.store.js';
import { SETTINGS_DEFAULTS } from '../settings/settings.definitions.js';
import { loadSecret } from '../system/secrets.js';
import { BroadcastMessage, BroadcastStatus, ReceiverGroup, RecipientStatus } from './broadcast.entities.js';
import { broadcastMailPayload } from './broadcast-mail.js';
import { compileContext, recipientsSelect } from './receiver-filter.js';

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
    const [broadcast] = await tx.execute<{ status: BroadcastStatus; send_at: Date | null; receiver_groups: string[] | string }[]>(
      `select status, send_at, receiver_groups from broadcast where id = ? for update`,
      [broadcastId],
    );
    if (!broadcast || broadcast.status !== BroadcastStatus.scheduled) return;
    // Rescheduled to later: the start job of the new time does it.
    if (broadcast.send_at && new Date(broadcast.send_at).getTime() > Date.now() + 1000) return;
    const names = typeof broadcast.receiver_groups === 'string' ? (JSON.parse(broadcast.receiver_groups) as string[]) : broadcast.receiver_groups;
    const groups = names.length ? await tx.find(ReceiverGroup, { name: { $in: names } }) : [];
    const select = recipientsSelect(groups, await compileContext(tx, basic.mainLanguage));
    await tx.execute(
      `insert into broadcast_recipient (broadcast_id, customer_id, lead_id, email, first_name, last_name, language, status)
       select ?, r.customer_id, r.lead_id, r.email, coalesce(r.first_name, ''), coalesce(r.last_name, ''), r.language, 'pending' from (${select.sql}) r
       on conflict (broadcast_id, email) do nothing`,
      [broadcastId, ...select.params],
    );
    const spacingMs = 60_000 / perMinute;
    await tx.execute(
      `insert into job (type, payload, state, run_at, attempts, max_attempts, unique_key, created_at, updated_at)
       select ?, jsonb_build_object('recipientId', r.id), 'pending',
              now() + (row_number() over (order by r.id) - 1) * cast(? as double precision) * interval '1 millisecond',
              0, ?, 'broadcast:' || r.broadcast_id || ':' || r.id, now(), now()
       from broadcast_recipient r where r.broadcast_id = ? and r.status = 'pending'
       on conflict (unique_key) do nothing`,
      [BROADCAST_RECIPIENT_JOB, spacingMs, MAIL_MAX_ATTEMPTS, broadcastId],
    );
    const [{ count }] = await tx.execute<{ count: string }[]>(`select count(*) as count from broadcast_recipient where broadcast_id = ?`, [broadcastId]);
    const recipients = Number(count);
    await tx.execute(
      `update broadcast set status = ?, recipients = ?, started_at = now(), finished_at = case when ? = 0 then now() else null end, updated_at = now() where id = ?`,
      [recipients === 0 ? BroadcastStatus.sent : BroadcastStatus.sending, recipients, recipients, broadcastId],
    );
  });
}

interface RecipientRow {
  id: number;
  broadcast_id: number;
  customer_id: number | null;
  lead_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  language: string | null;
  status: RecipientStatus;
  broadcast_status: BroadcastStatus;
  message_id: number;
}

const FIGURE: Record<string, 'sent' | 'failed' | 'skipped'> = { sent: 'sent', failed: 'failed', skipped: 'skipped' };

/**
 * Records a recipient's outcome once (only a pending recipient changes) and counts it on the broadcast,
 * which is sent when every recipient is done; one transaction.
 */
async function finish(em: EntityManager, recipient: RecipientRow, outcome: RecipientStatus.sent | RecipientStatus.failed | RecipientStatus.skipped) {
  await unitOfWork(em, async (tx) => {
    // The broadcast row first, as cancel does: the two never wait on each other in opposite orders.
    await tx.execute('select id from broadcast where id = ? for update', [recipient.broadcast_id]);
    const changed = await tx.execute<{ id: number }[]>(
      `update broadcast_recipient set status = ?, done_at = now() where id = ? and status = 'pending' returning id`,
      [outcome, recipient.id],
    );
    if (!changed.length) return;
    const column = FIGURE[outcome];
    await tx.execute(
      `update broadcast set ${column} = ${column} + 1, updated_at = now(),
         status = case when status = 'sending' and sent + failed + skipped + 1 >= recipients then 'sent' else status end,
         finished_at = case when status = 'sending' and sent + failed + skipped + 1 >= recipients then now() else finished_at end
       where id = ?`,
      [recipient.broadcast_id],
    );
  });
}

/** Whether the address still consents to marketing mail, checked right before its send. */
async function stillConsents(em: EntityManager, recipient: RecipientRow): Promise<boolean> {
  if (recipient.customer_id) {
    const [customer] = await em.execute<{ is_subscribe: boolean; enabled: boolean }[]>('select is_subscribe, enabled from customer where id = ?', [
      recipient.customer_id,
    ]);
    return !!customer && customer.is_subscribe && customer.enabled;
  }
  // An address without an account (a lead): its latest consent record decides; none is no consent.
  const [latest] = await em.execute<{ subscribed: boolean }[]>(
    'select subscribed from consent_record where email = ? order by created_at desc, id desc limit 1',
    [recipient.email],
  );
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
  const [recipient] = await em.execute<RecipientRow[]>(
    `select r.*, b.status as broadcast_status, b.message_id from broadcast_recipient r join broadcast b on b.id = r.broadcast_id where r.id = ?`,
    [job.payload.recipientId],
  );
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
