import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { registerJobHandler, type JobContext } from '../../jobs/job-queue.js';
import { queueMail } from '../../mail/mail.service.js';
import { AdminAccount } from '../admin-account/admin-account.entity.js';
import { WEBHOOK_JOB, type WebhookJobPayload } from './webhook-events.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WEBHOOK_URL_MESSAGES, addressAllowed, checkedLookup } from './webhook-url.js';

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-Shop-Signature of a delivery. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface Outcome {
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
}

/** One POST, no redirect followed, at most 10 s, to a checked address; never throws. */
function post(rawUrl: string, headers: Record<string, string>, body: string, allowLoopback: boolean): Promise<Outcome> {
  const started = performance.now();
  const done = (statusCode: number | null, excerpt: string): Outcome => ({ statusCode, excerpt, durationMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    const url = new URL(rawUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is not looked up: checked here instead.
    if (net.isIP(host) && !addressAllowed(host, url.protocol, allowLoopback)) return resolve(done(null, WEBHOOK_URL_MESSAGES.address));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'HarbourLaneShop-Webhooks/1',
        },
        lookup: checkedLookup(url.protocol, allowLoopback),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk.subarray(0, EXCERPT_BYTES - size));
          size += chunk.length;
        });
        response.on('end', () => resolve(done(response.statusCode ?? null, Buffer.concat(chunks).toString('utf8'))));
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve(done(null, error.message.slice(0, EXCERPT_BYTES))));
    request.end(body);
  });
}

/** Growing, jittered delays: the base doubled per attempt, capped at 2 hours, +-25 %. */
export function webhookBackoff(baseMs: number) {
  return (attempt: number) => Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), 2 * 3600_000) * (0.75 + Math.random() * 0.5);
}

/**
 * Sends one delivery (one attempt) and logs it. A failed attempt throws, so the queue runs it again
 * after a growing, jittered delay, with the same delivery id; once the first attempt is older than
 * WEBHOOK_RETRY_HOURS the subscription is disabled and its owner mailed.
 */
export async function deliverWebhook(job: JobContext<WebhookJobPayload>): Promise<void> {
  const { em, payload, runtime } = job;
  const config = runtime.config;
  const webhook = await em.findOne(Webhook, { id: payload.webhookId });
  if (!webhook || !webhook.enabled) return;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'x-shop-event': payload.event,
    'x-shop-delivery': payload.deliveryId,
    'x-shop-timestamp': String(timestamp),
    'x-shop-signature': webhookSignature(webhook.signingSecret, timestamp, payload.body),
  };
  const outcome = await post(webhook.url, headers, payload.body, config.webhookAllowLoopback);
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const first = await em.findOne(WebhookDelivery, { deliveryId: payload.deliveryId, webhook: webhook.id }, { orderBy: { id: 'asc' } });
  const startedAt = first?.deliveredAt ?? new Date();
  const givingUp = !ok && Date.now() - startedAt.getTime() >= config.webhookRetryHours * 3600_000;
  const nextAttemptAt = ok || givingUp ? null : new Date(Date.now() + webhookBackoff(config.webhookRetryBaseMs)(job.attempt));
  em.create(WebhookDelivery, {
    webhook,
    deliveryId: payload.deliveryId,
    event: payload.event,
    attempt: job.attempt,
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    responseExcerpt: outcome.excerpt,
    deliveredAt: first ? new Date() : startedAt,
    nextAttemptAt,
    body: payload.body,
  });
  if (givingUp) await disable(em, webhook, config.publicUrl);
  await em.flush();
  if (!ok && !givingUp) throw new Error(`Webhook delivery ${payload.deliveryId} answered ${outcome.statusCode ?? outcome.excerpt}`);
}

async function disable(em: EntityManager, webhook: Webhook, publicUrl: string): Promise<void> {
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
}

/** The handler is registered at load, before the configuration is known: each attempt notes WEBHOOK_RETRY_BASE_MS here. */
let retryBaseMs = 60_000;

registerJobHandler<WebhookJobPayload>(
  WEBHOOK_JOB,
  async (job) => {
    retryBaseMs = job.runtime.config.webhookRetryBaseMs;
    await deliverWebhook(job);
  },
  { backoff: (attempt) => webhookBackoff(retryBaseMs)(attempt) },
);
