import { ForbiddenError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { AdminAccount } from '../staff/index.js';
import { assertDeliverable, Webhook } from '../webhook/index.js';
import { ACP_VERSION } from './acp-protocol.js';
import { AgenticCheckoutConfig } from './acp-session.entity.js';
import type { AgenticCheckoutSettings, AgenticCheckoutSettingsInput } from './acp-config.inputs.js';
import { ACP_ORDER_EVENTS } from './acp-webhooks.js';

export const ACP_CONFIG_MESSAGES = {
  secretLength: 'The secret must be 16 to 100 characters.',
  secretWithoutUrl: 'Please enter the webhook URL too.',
} as const;

/** What the platform's subscription listens to (it shows in Settings -> Webhooks with its delivery log). */
const EVENTS = [ACP_ORDER_EVENTS.order_create, ACP_ORDER_EVENTS.order_update];

/** Whether agentic checkout answers at all (one row; none: off). */
export async function agenticCheckoutEnabled(em: Service['ctx']['em']): Promise<boolean> {
  const config = await em.findOne(AgenticCheckoutConfig, { id: 1 });
  return config?.enabled ?? false;
}

/**
 * Settings -> Agentic checkout: the switch, and the agent platform's webhook (URL and signing secret,
 * both write-only: the answer says only whether they are set). The webhook is a subscription of the
 * shop's outbox to the ACP order events, made, changed or removed here.
 */
export class AgenticCheckoutConfigService extends Service {
  async get(): Promise<AgenticCheckoutSettings> {
    const config = await this.em.findOne(AgenticCheckoutConfig, { id: 1 });
    const webhook = config?.webhookId ? await this.em.findOne(Webhook, { id: config.webhookId }) : null;
    const base = this.ctx.runtime.config.publicUrl.replace(/\/+$/, '');
    return {
      enabled: config?.enabled ?? false,
      webhookSet: webhook !== null,
      webhookEnabled: webhook?.enabled ?? false,
      webhookId: webhook?.id ?? null,
      discoveryUrl: `${base}/.well-known/acp.json`,
      apiBaseUrl: `${base}/acp`,
      protocolVersion: ACP_VERSION,
    };
  }

  async update(input: AgenticCheckoutSettingsInput): Promise<AgenticCheckoutSettings> {
    // A key never sets up webhooks (api-key WITHHELD_FROM_KEYS), and the platform's is one: staff only.
    if (this.ctx.principal?.kind === 'admin' && this.ctx.principal.apiKey) throw new ForbiddenError();
    const errors: FieldErrors = {};
    const url = input.webhookUrl?.trim();
    const secret = input.webhookSecret?.trim();
    if (url) {
      const problem = await assertDeliverable(url, this.ctx.runtime.config.webhookAllowLoopback);
      if (problem) errors.webhookUrl = problem;
    }
    if (secret !== undefined && secret !== '' && (secret.length < 16 || secret.length > 100)) errors.webhookSecret = ACP_CONFIG_MESSAGES.secretLength;
    const config = (await this.em.findOne(AgenticCheckoutConfig, { id: 1 })) ?? this.em.create(AgenticCheckoutConfig, { id: 1 });
    let webhook = config.webhookId ? await this.em.findOne(Webhook, { id: config.webhookId }) : null;
    if (url && !webhook && !secret) errors.webhookSecret = MESSAGES.required;
    if (secret && !url && !webhook) errors.webhookUrl = ACP_CONFIG_MESSAGES.secretWithoutUrl;
    if (Object.keys(errors).length) throw new ValidationError(errors);

    if (input.enabled !== undefined && input.enabled !== null) config.enabled = input.enabled;
    if (url === '' && webhook) {
      // An empty URL removes the platform's webhook (its delivery log goes with it).
      this.em.remove(webhook);
      config.webhookId = null;
      webhook = null;
    } else if (url || secret) {
      if (!webhook) {
        const admin = this.ctx.principal?.kind === 'admin' && this.ctx.principal.id ? this.em.getReference(AdminAccount, this.ctx.principal.id) : null;
        webhook = this.em.create(Webhook, { url: url!, signingSecret: secret!, events: EVENTS, createdBy: admin });
      }
      if (url) webhook.url = url;
      if (secret) webhook.signingSecret = secret;
      webhook.events = EVENTS;
      webhook.enabled = true;
      webhook.disabledReason = null;
    }
    await this.em.flush();
    if (webhook && config.webhookId !== webhook.id) {
      config.webhookId = webhook.id;
      await this.em.flush();
    }
    return this.get();
  }
}
