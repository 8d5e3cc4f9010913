import type { AppContext } from '../../common/context.js';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { OrderStatus } from './order-status.js';
import { OrderStatusService } from './order-status.service.js';
import { setPaymentIntent } from './order.sql.js';

/**
 * A card order paid at once, server side (agentic checkout: the platform's delegated card was charged
 * when the order was placed): the intent is kept on the order and the order moves pending -> paid as
 * Stripe's `payment_intent.succeeded` would move it; the webhook arriving later finds it paid and does
 * nothing. One transaction; a repeat does nothing.
 */
export async function markPaidByIntent(ctx: AppContext, orderId: number, intentId: string, note: string): Promise<void> {
  const statuses = OrderStatusService.of(ctx);
  await statuses.prepare();
  await unitOfWork(ctx.em, async (em) => {
    await run(em, setPaymentIntent, [intentId, orderId]);
    await statuses.moveIfAllowed(em, orderId, (current) => (current === OrderStatus.pending ? [OrderStatus.paid] : []), { actor: 'payment', note });
  });
}
