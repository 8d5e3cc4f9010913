import { defineStatement } from '../../common/sql.js';

/** The enabled subscriptions and their events (webhook-events.ts picks the listeners of each event). */
export const enabledSubscriptions = defineStatement<[], { id: number; events: string[] }>(
  'webhook.enabledSubscriptions',
  'select id, events from webhook where enabled order by id',
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
