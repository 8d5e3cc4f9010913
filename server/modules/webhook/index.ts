// Public face: what other modules use.
export { emitWebhookEvent, emitWebhookEvents, registerWebhookEvent, webhookData } from './webhook-events.js';
