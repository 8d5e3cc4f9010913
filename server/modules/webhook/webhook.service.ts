import { randomBytes } from 'node:crypto';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { run } from '../../common/sql.js';
import { actorPermissions, AdminAccount } from '../staff/index.js';
import { WEBHOOK_JOB, WEBHOOK_MAX_ATTEMPTS, webhookEventPermission, webhookEvents } from './webhook-events.js';
import { requeueDelivery } from './webhook.sql.js';
import { assertDeliverable } from './webhook-url.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import type { WebhookInput } from './webhook.inputs.js';

export const WEBHOOK_MESSAGES = {
  unknownEvent: 'Please choose events from the list.',
  unreadable: 'You can not subscribe to events of resources you may not read.',
} as const;

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Settings -> Webhooks (issue 23). A staff member subscribes only to events of resources they may read;
 * the URL is checked (https, public address after resolving the name) at save and again at each
 * delivery. Deliveries are jobs (webhook-delivery.job.ts); the log keeps one row per attempt.
 */
export class WebhookService extends Service {
  list(options?: ListOptions): Promise<Page<Webhook>> {
    return paginate(this.em, Webhook, options, { sortable: ['id', 'url', 'enabled', 'createdAt', 'updatedAt'], searchable: ['url'] });
  }

  async get(id: number): Promise<Webhook> {
    const webhook = await this.em.findOne(Webhook, { id });
    if (!webhook) throw new NotFoundError();
    return webhook;
  }

  events() {
    return webhookEvents();
  }

  async create(input: WebhookInput): Promise<Webhook> {
    await this.check(input, true);
    const maker = this.ctx.principal?.kind === 'admin' && this.ctx.principal.id ? this.em.getReference(AdminAccount, this.ctx.principal.id) : null;
    const secret = newSecret();
    const webhook = this.em.create(Webhook, {
      url: input.url.trim(),
      events: input.events,
      enabled: input.enabled ?? true,
      signingSecret: secret,
      createdBy: maker,
    });
    await this.em.flush();
    webhook.secret = secret;
    return webhook;
  }

  async update(id: number, input: WebhookInput): Promise<Webhook> {
    const webhook = await this.get(id);
    await this.check(input, false);
    if (input.url !== undefined) webhook.url = input.url.trim();
    if (input.events !== undefined) webhook.events = input.events;
    if (input.enabled !== undefined && input.enabled !== null) {
      webhook.enabled = input.enabled;
      if (input.enabled) webhook.disabledReason = null;
    }
    await this.em.flush();
    return webhook;
  }

  async rotate(id: number): Promise<Webhook> {
    const webhook = await this.get(id);
    webhook.signingSecret = newSecret();
    await this.em.flush();
    webhook.secret = webhook.signingSecret;
    return webhook;
  }

  async remove(id: number): Promise<boolean> {
    this.em.remove(await this.get(id));
    await this.em.flush();
    return true;
  }

  deliveries(id: number, options?: ListOptions): Promise<Page<WebhookDelivery>> {
    return paginate(
      this.em,
      WebhookDelivery,
      { sort: '-id', ...options },
      { sortable: ['id', 'createdAt'], searchable: ['event', 'deliveryId'], where: { webhook: id } },
    );
  }

  /** "Send again": a new attempt of that delivery, same delivery id and body, whatever became of it (one statement). */
  async retry(deliveryId: string): Promise<boolean> {
    const queued = await run(this.em, requeueDelivery, [WEBHOOK_JOB, WEBHOOK_MAX_ATTEMPTS, deliveryId]);
    if (!queued.length) throw new NotFoundError();
    return true;
  }

  /** Every field's problem at once: url form and address, events known and readable by the caller. */
  private async check(input: WebhookInput, isNew: boolean): Promise<void> {
    const errors: FieldErrors = {};
    if (input.url !== undefined || isNew) {
      const problem = await assertDeliverable(input.url.trim(), this.ctx.runtime.config.webhookAllowLoopback);
      if (problem) errors.url = problem;
    }
    if (input.events !== undefined) {
      const held = actorPermissions(this.ctx);
      const permissions = input.events.map(webhookEventPermission);
      if (permissions.some((p) => p === undefined)) errors.events = WEBHOOK_MESSAGES.unknownEvent;
      else if (permissions.some((p) => !held.has(p!))) throw new ForbiddenError(WEBHOOK_MESSAGES.unreadable);
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
}
