import { defineStatement } from '../../common/sql.js';

/** The enabled subscriptions and their events (webhook-events.ts picks the listeners of each event). */
export const enabledSubscriptions = defineStatement<[], { id: number; events: string[] }>(
  'webhook.enabledSubscriptions',
  'select id, events from webhook where enabled order by id',
  { prepared: true },
);

/** One delivery job per listening webhook and event body (a JSON array of bodies), in the caller's transaction (the event happens only if it commits). */
export const queueDeliveries = defineStatement<[jobType: string, event: string, maxAttempts: number, bodies: string, webhookIds: number[]], { id: number }>(
  'webhook.queueDeliveries',
  `insert into job (type, payload, state, run_at, attempts, max_attempts, created_at, updated_at)
   select ?, jsonb_build_object('webhookId', w.id, 'deliveryId', gen_random_uuid()::text, 'event', cast(? as text), 'body', b.body),
          'pending', now(), 0, ?, now(), now()
   from webhook w cross join json_array_elements_text(cast(? as json)) as b(body) where w.id in (?)
   returning id`,
);

/**
 * What the deliveries of a batch need (a JSON array of `{n, webhook_id, delivery_id}`, answered in the order of n): each
 * one's subscription (no row's columns when it is gone) and when its first attempt was made (null before it).
 */
export const deliveryTargets = defineStatement<
  [deliveries: string],
  { url: string | null; signing_secret: string | null; enabled: boolean | null; first_attempt_at: Date | null }
>(
  'webhook.deliveryTargets',
  `select w.url, w.signing_secret, w.enabled,
          (select d.delivered_at from webhook_delivery d where d.delivery_id = q.delivery_id and d.webhook_id = q.webhook_id order by d.id limit 1) as first_attempt_at
   from jsonb_to_recordset(cast(? as jsonb)) as q(n integer, webhook_id integer, delivery_id text)
   left join webhook w on w.id = q.webhook_id
   order by q.n`,
);

/** The log rows of a batch of attempts (a JSON array); an attempt of a subscription deleted meanwhile is not logged. */
export const logAttempts = defineStatement<[attempts: string], { id: number }>(
  'webhook.logAttempts',
  `insert into webhook_delivery (webhook_id, delivery_id, event, attempt, status_code, duration_ms, response_excerpt, delivered_at, next_attempt_at, body, created_at, updated_at)
   select a.webhook_id, a.delivery_id, a.event, a.attempt, a.status_code, a.duration_ms, a.response_excerpt, a.delivered_at, a.next_attempt_at, a.body, now(), now()
   from jsonb_to_recordset(cast(? as jsonb)) as a(webhook_id integer, delivery_id text, event text, attempt integer, status_code integer,
          duration_ms integer, response_excerpt text, delivered_at timestamptz, next_attempt_at timestamptz, body text)
   where exists (select 1 from webhook w where w.id = a.webhook_id)
   returning id`,
);

/** "Send again": a new delivery job of the delivery's last logged attempt, same id and body (no row: no such delivery). */
export const requeueDelivery = defineStatement<[jobType: string, maxAttempts: number, deliveryId: string], { id: number }>(
  'webhook.requeueDelivery',
  `insert into job (type, payload, state, run_at, attempts, max_attempts, created_at, updated_at)
   select ?, jsonb_build_object('webhookId', d.webhook_id, 'deliveryId', d.delivery_id, 'event', d.event, 'body', d.body), 'pending', now(), 0, ?, now(), now()
   from (select webhook_id, delivery_id, event, body from webhook_delivery where delivery_id = ? order by id desc limit 1) d
   returning id`,
);
