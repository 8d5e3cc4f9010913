import { listArgs, type RestRoute } from '../../rest/route.js';

/** Settings -> Webhooks (api-contract "Partner access"). */
export const webhookRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/webhook', field: 'webhooks', args: listArgs, shape: 'list', summary: 'webhooks: list (page, per_page, sort, keyword)' },
  { method: 'POST', path: '/api/admin/webhook', field: 'createWebhook', status: 201, summary: 'webhooks: create; the answer carries `secret` this once' },
  { method: 'GET', path: '/api/admin/webhook/events', field: 'webhookEvents', summary: 'webhooks: the events to subscribe to, with their permission' },
  {
    method: 'POST',
    path: '/api/admin/webhook/delivery/:delivery_id/retry',
    field: 'retryWebhookDelivery',
    args: (req) => ({ deliveryId: req.params.delivery_id }),
    summary: 'webhooks: send a delivery again (same delivery_id)',
  },
  {
    method: 'GET',
    path: '/api/admin/webhook/:id/deliveries',
    field: 'webhookDeliveries',
    args: (req) => ({ id: req.params.id, options: listArgs(req).options }),
    shape: 'list',
    summary: 'webhooks: the delivery log, one row per attempt',
  },
  { method: 'POST', path: '/api/admin/webhook/:id/rotate', field: 'rotateWebhook', summary: 'webhooks: a new signing secret' },
  { method: 'GET', path: '/api/admin/webhook/:id', field: 'webhook', summary: 'webhooks: one by id' },
  { method: 'PUT', path: '/api/admin/webhook/:id', field: 'updateWebhook', summary: 'webhooks: update' },
  { method: 'DELETE', path: '/api/admin/webhook/:id', field: 'deleteWebhook', summary: 'webhooks: delete' },
];
