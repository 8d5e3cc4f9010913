import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { groupCommit } from '../../common/group-commit.js';
import { run } from '../../common/sql.js';
import { RetryLater, registerJobHandler, type JobContext } from '../../jobs/job-queue.js';
import { queueMail } from '../../mail/mail.service.js';
import { AdminAccount } from '../staff/index.js';
import { WEBHOOK_JOB, type WebhookJobPayload, webhookFormatOf } from './webhook-events.js';
import { Webhook } from './webhook.entity.js';
import { postDelivery } from './webhook-post.js';
import { deliveryTargets, logAttempts } from './webhook.sql.js';

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-Shop-Signature of a delivery. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Growing, jittered delays: the base doubled per attempt, capped at 2 hours, +-25 %. */
export function webhookBackoff(baseMs: number) {
  return (attempt: number) => Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), 2 * 3600_000) * (0.75 + Math.random() * 0.5);
}

interface Target {
  url: string;
  signingSecret: string;
  enabled: boolean;
  /** When the first attempt of this delivery was logged (null on the first attempt). */
  firstAttemptAt: Date | null;
}

interface AttemptLog {
  webhook_id: number;
  delivery_id: string;
  event: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string;
  delivered_at: Date;
  next_attempt_at: Date | null;
  body: string;
}

/**
 * The worker's slots deliver at once; what they read and log goes in one statement per batch (group
 * commit): the subscriptions and first attempts of every delivery starting meanwhile, the log rows of
 * every attempt ending meanwhile. A batch runs on the entity manager of one of its jobs (the handlers'
 * forks hold no transaction), so batches are kept per database (per MikroORM driver): two servers of
 * one process (tests) never mix.
 */
interface Batchers {
  target: (query: { em: EntityManager; webhookId: number; deliveryId: string }) => Promise<Target | null>;
  log: (entry: { em: EntityManager; row: AttemptLog }) => Promise<void>;
}

const batchersByDatabase = new WeakMap<object, Batchers>();

function batchers(em: EntityManager): Batchers {
  const driver = em.getDriver();
  let found = batchersByDatabase.get(driver);
  if (!found) {
    found = {
      target: groupCommit(async (queries) => {
        const list = queries.map((q, n) => ({ n, webhook_id: q.webhookId, delivery_id: q.deliveryId }));
        const rows = await run(queries[0].em, deliveryTargets, [JSON.stringify(list)]);
        return rows.map((row) =>
          row.url === null
            ? null
            : {
                url: row.url,
                signingSecret: row.signing_secret!,
                enabled: !!row.enabled,
                firstAttemptAt: row.first_attempt_at ? new Date(row.first_attempt_at) : null,
              },
        );
      }),
      log: groupCommit(async (entries) => {
        await run(entries[0].em, logAttempts, [JSON.stringify(entries.map((entry) => entry.row))]);
        return entries.map(() => undefined);
      }),
    };
    batchersByDatabase.set(driver, found);
  }
  return found;
}

/**
 * Sends one delivery (one attempt) and logs it. A failed attempt throws, so the queue runs it again
 * after a growing, jittered delay (the one the log shows as its next attempt), with the same delivery
 * id; once the first attempt is older than WEBHOOK_RETRY_HOURS the subscription is disabled and its
 * owner mailed.
 */
export async function deliverWebhook(job: JobContext<WebhookJobPayload>): Promise<void> {
  const { em, payload, runtime } = job;
  const config = runtime.config;
  const batch = batchers(em);
  const target = await batch.target({ em, webhookId: payload.webhookId, deliveryId: payload.deliveryId });
  if (!target?.enabled) return;
  const timestamp = Math.floor(Date.now() / 1000);
  const format = webhookFormatOf(payload.event);
  const headers = format
    ? format.headers(target.signingSecret, timestamp, payload.body, payload.deliveryId)
    : {
        'x-shop-event': payload.event,
        'x-shop-delivery': payload.deliveryId,
        'x-shop-timestamp': String(timestamp),
        'x-shop-signature': webhookSignature(target.signingSecret, timestamp, payload.body),
      };
  const outcome = await postDelivery(target.url, headers, payload.body, config.webhookAllowLoopback);
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const deliveredAt = new Date();
  const startedAt = target.firstAttemptAt ?? deliveredAt;
  const givingUp = !ok && deliveredAt.getTime() - startedAt.getTime() >= config.webhookRetryHours * 3600_000;
  const retryInMs = ok || givingUp ? 0 : webhookBackoff(config.webhookRetryBaseMs)(job.attempt);
  await batch.log({
    em,
    row: {
      webhook_id: payload.webhookId,
      delivery_id: payload.deliveryId,
      event: payload.event,
      attempt: job.attempt,
      status_code: outcome.statusCode,
      duration_ms: outcome.durationMs,
      response_excerpt: outcome.excerpt,
      delivered_at: deliveredAt,
      next_attempt_at: ok || givingUp ? null : new Date(deliveredAt.getTime() + retryInMs),
      body: payload.body,
    },
  });
  if (givingUp) await disable(em, payload.webhookId, config.publicUrl);
  else if (!ok) throw new RetryLater(`Webhook delivery ${payload.deliveryId} answered ${outcome.statusCode ?? outcome.excerpt}`, retryInMs);
}

async function disable(em: EntityManager, webhookId: number, publicUrl: string): Promise<void> {
  const webhook = await em.findOne(Webhook, { id: webhookId });
  if (!webhook) return;
  webhook.enabled = false;
  webhook.disabledReason = 'Deliveries failed for 24 hours.';
  const owner = webhook.createdBy ? await em.findOne(AdminAccount, { id: webhook.createdBy.id }) : null;
  if (owner) {
    await queueMail(em, {
      to: owner.email,
      template: 'webhookDisabled',
      data: { name: owner.name, url: webhook.url, link: { url: `${publicUrl.replace(/\/+$/, '')}/admin/webhook/edit/${webhook.id}`, label: webhook.url } },
    });
  }
  // The subscription and its owner's mail in one transaction.
  await em.flush();
}

registerJobHandler<WebhookJobPayload>(WEBHOOK_JOB, deliverWebhook);
