import type { ShopModule } from '../../common/shop-module.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookDeliveryResolver, WebhookResolver } from './webhook.resolver.js';
import { webhookRoutes } from './webhook.routes.js';
import './webhook-delivery.job.js'; // registers its job handlers

export const webhookModule: ShopModule = {
  name: 'webhook',
  entities: [Webhook, WebhookDelivery],
  resolvers: [WebhookDeliveryResolver, WebhookResolver],
  routes: webhookRoutes,
};

// Public face: what other modules use.
export { emitWebhookEvent, emitWebhookEvents, onWebhookEvent, registerWebhookEvent, webhookData, webhookListened } from './webhook-events.js';
export type { WebhookFormat } from './webhook-events.js';
export { Webhook, WebhookDelivery } from './webhook.entity.js';
// Outgoing HTTP to partners' addresses, for other modules that send (the product feed's push, issue 45).
export { postDelivery } from './webhook-post.js';
export { assertDeliverable } from './webhook-url.js';
