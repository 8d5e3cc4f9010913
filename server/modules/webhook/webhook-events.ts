import { randomUUID } from 'node:crypto';
import { Utils, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toSnake } from '../../common/case.js';
import { Permission } from '../../common/permissions.js';
import { run } from '../../common/sql.js';
import { SharedCache } from '../../common/shared-cache.js';
import { enabledSubscriptions, queueDeliveries } from './webhook.sql.js';

/**
 * The events partners can subscribe to (issue 23), each with the permission that reads its resource: a
 * staff member subscribes only to events they may read. Other modules add theirs with
 * registerWebhookEvent at load (forms, leads, point of sale), and emit them with emitWebhookEvent.
 */
interface EventDefinition {
  permission: Permission;
  /** The `data` of an example event, made by the module's own mapper (the README's payload examples). */
  example?: () => Record<string, unknown>;
  /** Another protocol's body and signature (agentic checkout's order events); default the shop's own. */
  format?: WebhookFormat;
}

/**
 * How the events of a protocol with its own wire format are written and signed, e.g. the ACP's order
 * events (`{type, data}` signed in Merchant-Signature): delivered by the same outbox (retries, log, one
 * delivery id on every attempt) as the shop's own events.
 */
export interface WebhookFormat {
  body(data: Record<string, unknown>): string;
  headers(signingSecret: string, timestamp: number, body: string, deliveryId: string): Record<string, string>;
}

const EVENTS = new Map<string, EventDefinition>([
  ['order.created', { permission: Permission.order }],
  ['order.paid', { permission: Permission.order }],
  ['order.status_changed', { permission: Permission.order }],
  ['inventory.changed', { permission: Permission.product }],
  ['product.created', { permission: Permission.product }],
  ['product.updated', { permission: Permission.product }],
  ['product.deleted', { permission: Permission.product }],
  ['customer.created', { permission: Permission.customer_account }],
]);

export function registerWebhookEvent(name: string, permission: Permission, example?: () => Record<string, unknown>, format?: WebhookFormat): void {
  EVENTS.set(name, { permission, example, format });
}

export function webhookFormatOf(name: string): WebhookFormat | undefined {
  return EVENTS.get(name)?.format;
}

/** What a module does beside an event, in the transaction that emits it (`records` computed once for all). */
export type WebhookEventHook = (em: EntityManager, records: () => Promise<readonly Record<string, unknown>[]>) => Promise<void>;
const HOOKS = new Map<string, WebhookEventHook[]>();

/** Runs `hook` whenever `event` is emitted (e.g. agentic checkout turns an order's status change into the ACP's order_update). */
export function onWebhookEvent(event: string, hook: WebhookEventHook): void {
  HOOKS.set(event, [...(HOOKS.get(event) ?? []), hook]);
}

export function webhookEvents(): { name: string; permission: Permission; example?: () => Record<string, unknown>; format?: WebhookFormat }[] {
  return [...EVENTS].map(([name, definition]) => ({ name, ...definition }));
}

export function webhookEventPermission(name: string): Permission | undefined {
  return EVENTS.get(name)?.permission;
}

export const WEBHOOK_JOB = 'webhook.deliver';

export interface WebhookJobPayload {
  webhookId: number;
  deliveryId: string;
  event: string;
  /** The signed body `{id, event, created_at, data}`, fixed at the change so every attempt sends the same. */
  body: string;
}

/**
 * The one mapper of event data: a record as the admin REST answers it, snake_case, without the
 * entity's hidden properties (hashes, tokens, secrets are all `hidden`).
 */
export function webhookData(record: object): Record<string, unknown> {
  const plain = (Utils.isEntity(record) ? wrap(record).toObject() : record) as Record<string, unknown>;
  return snakeDeep(plain) as Record<string, unknown>;
}

function snakeDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeDeep);
  if (value instanceof Date) return value.toISOString();
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toSnake(key), snakeDeep(inner)]));
}

/** The body of an event: `{id, event, created_at, data}`. */
export function eventBody(event: string, data: Record<string, unknown>, id = randomUUID(), createdAt = new Date()): string {
  return JSON.stringify({ id, event, created_at: createdAt.toISOString(), data });
}

/**
 * Queues one delivery per enabled subscription to `event`, in the caller's transaction (pass its `em`):
 * a rolled-back change sends nothing, a committed one is delivered by the job queue, also after a crash.
 * One statement, whatever the number of subscriptions; `data` is computed only when someone listens.
 */
export async function emitWebhookEvent(
  em: EntityManager,
  event: string,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<number> {
  return emitWebhookEvents(em, event, async () => [await data()]);
}

/**
 * The enabled subscriptions, read once per transaction: a counter sale emits five events (stock, order
 * created, status changed, paid, sale) and looked the listeners up five times. Kept for the rest of the
 * transaction until a Webhook is written (webhooks are written through their entity only); never shared
 * between requests (TTL 0): a subscription made on another instance must hear the very next event.
 */
const subscriptions = new SharedCache<readonly { id: number; events: string[] }[]>(['Webhook'], 0, 1, true);

async function listenersOf(em: EntityManager, event: string): Promise<number[]> {
  const all = await subscriptions.get(em, 'enabled', () => run(em, enabledSubscriptions, []));
  return all.filter((w) => w.events.includes(event)).map((w) => w.id);
}

/** Whether some enabled subscription listens to `event` (read once per transaction with the others). */
export async function webhookListened(em: EntityManager, event: string): Promise<boolean> {
  return (await listenersOf(em, event)).length > 0;
}

/**
 * One event per record (a batch delete, the stock of an order's lines): one look-up of the listeners (once
 * per transaction) and one insert of every delivery, whatever the number of records; `records` is computed
 * only when someone listens.
 */
export async function emitWebhookEvents(
  em: EntityManager,
  event: string,
  records: () => Promise<readonly Record<string, unknown>[]> | readonly Record<string, unknown>[],
): Promise<number> {
  const definition = EVENTS.get(event);
  if (!definition) throw new Error(`Unknown webhook event ${event}`);
  let computed: Promise<readonly Record<string, unknown>[]> | undefined;
  const once = () => (computed ??= Promise.resolve(records()));
  for (const hook of HOOKS.get(event) ?? []) await hook(em, once);
  const listening = await listenersOf(em, event);
  if (!listening.length) return 0;
  const format = definition.format;
  const bodies = (await once()).map((data) => (format ? format.body(data) : eventBody(event, data)));
  if (!bodies.length) return 0;
  const rows = await run(em, queueDeliveries, [WEBHOOK_JOB, event, WEBHOOK_MAX_ATTEMPTS, JSON.stringify(bodies), listening]);
  return rows.length;
}

/** Attempts are bounded by time (24 hours, see the handler), this only stops a runaway job. */
export const WEBHOOK_MAX_ATTEMPTS = 1000;
