import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { convertAmount, subtractMoney, toMinorUnits } from '../../../core/decimal.js';
import { Permission } from '../../common/permissions.js';
import { run } from '../../common/sql.js';
import { Order, OrderLine } from '../order/index.js';
import { emitWebhookEvent, onWebhookEvent, registerWebhookEvent, type WebhookFormat, webhookListened } from '../webhook/index.js';
import { acpOrderStatus } from './acp-view.js';
import { sessionOfOrder } from './acp.sql.js';

/** The outbox's names of the ACP order events (the platform's subscription listens to both). */
export const ACP_ORDER_EVENTS = { order_create: 'acp.order_create', order_update: 'acp.order_update' } as const;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the ACP webhook's Merchant-Signature. */
export function merchantSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The ACP's wire format: the event itself is the body (`{type, data}`), signed in Merchant-Signature; Request-Id is the delivery's id. */
const ACP_FORMAT: WebhookFormat = {
  body: (event) => JSON.stringify(event),
  headers: (secret, timestamp, body, deliveryId) => ({
    'merchant-signature': merchantSignature(secret, timestamp, body),
    'request-id': deliveryId,
    timestamp: new Date(timestamp * 1000).toISOString(),
  }),
};

const example = () => ({
  type: 'order_create',
  data: {
    type: 'order',
    id: '1001',
    checkout_session_id: 'cs_example',
    permalink_url: 'https://shop.example/order/success?order_number=2612061001',
    status: 'confirmed',
  },
});
registerWebhookEvent(ACP_ORDER_EVENTS.order_create, Permission.agentic_checkout, example, ACP_FORMAT);
registerWebhookEvent(
  ACP_ORDER_EVENTS.order_update,
  Permission.agentic_checkout,
  () => ({ type: 'order_update', data: { ...example().data, status: 'shipped' } }),
  ACP_FORMAT,
);

/** The session an order came from, and the order's page as the agent was given it. */
export interface OrderSession {
  id: string;
  permalink: string;
}

/** The ACP Order of a shop order: its lines, totals and refunds in the order's currency's minor units. */
async function orderObject(em: EntityManager, order: Order, session: OrderSession): Promise<Record<string, unknown>> {
  const minor = (base: string) => toMinorUnits(convertAmount(base, order.currencyRate), order.currency);
  const lines = await em.find(OrderLine, { order: order.id }, { orderBy: { id: 'asc' } });
  const shipped = ['shipped', 'completed'].includes(order.status);
  const refunded = order.status === 'refunded';
  const total = toMinorUnits(order.chargedTotal, order.currency);
  const goods = minor(subtractMoney(order.subtotal, order.discountTotal, true));
  return {
    type: 'order',
    id: String(order.id),
    checkout_session_id: session.id,
    order_number: order.orderNumber,
    permalink_url: session.permalink,
    status: acpOrderStatus(order.status),
    line_items: lines.map((line) => ({
      id: `li_${line.id}`,
      title: line.productName,
      quantity: { ordered: line.quantity, current: refunded ? 0 : line.quantity, fulfilled: shipped ? line.quantity : 0 },
      unit_price: minor(line.unitPrice),
      subtotal: minor(line.netTotal),
      status: shipped ? 'fulfilled' : refunded ? 'canceled' : 'pending',
    })),
    adjustments: refunded
      ? [
          {
            id: `refund_${order.id}`,
            type: 'refund',
            occurred_at: order.updatedAt.toISOString(),
            status: 'completed',
            amount: total,
            currency: order.currency.toLowerCase(),
          },
        ]
      : [],
    totals: [
      { type: 'subtotal', display_text: 'Subtotal', amount: goods },
      { type: 'fulfillment', display_text: 'Shipping', amount: Math.max(0, total - goods) },
      { type: 'total', display_text: 'Total', amount: total },
      ...(refunded ? [{ type: 'amount_refunded', display_text: 'Refunded', amount: total }] : []),
    ],
  };
}

/** Queues an ACP order event to the platform's subscription, in the caller's transaction (`em`). */
export async function queueOrderEvent(em: EntityManager, type: keyof typeof ACP_ORDER_EVENTS, order: Order, session: OrderSession): Promise<void> {
  await emitWebhookEvent(em, ACP_ORDER_EVENTS[type], async () => ({ type, data: await orderObject(em, order, session) }));
}

/*
 * The platform hears of every status change of an agent's order (paid, shipped, completed, refunded,
 * canceled) as `order_update`, queued by the move's own transaction. Nothing is read unless the platform
 * listens and the order is an agent's.
 */
onWebhookEvent('order.status_changed', async (em, records) => {
  if (!(await webhookListened(em, ACP_ORDER_EVENTS.order_update))) return;
  for (const record of await records()) {
    if (record.source !== 'agent' || typeof record.id !== 'number') continue;
    const [session] = await run(em, sessionOfOrder, [record.id]);
    if (!session) continue;
    const order = await em.findOneOrFail(Order, { id: record.id });
    await queueOrderEvent(em, 'order_update', order, { id: session.id, permalink: session.order_permalink ?? '' });
  }
});
