import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission } from '../../common/permissions.js';
import { emitWebhookEvent, registerWebhookEvent, webhookData } from '../webhook/index.js';
import { loadSale, type PosSaleView, type SaleLanguage } from './pos.views.js';

/**
 * Partners' webhooks of the point of sale (issue 23). A counter sale is an order with source `pos`, so it
 * sends `order.created` and `order.paid` like a web order (once: a sale sent again with its client id
 * writes nothing and sends nothing); besides them `pos.sale.created` and `pos.return.created` carry the
 * sale as GET /api/admin/pos/sale/{id} answers it (store, register, receipt number, payments, returned units).
 * All are queued in the transaction of the sale or the return.
 */
registerWebhookEvent('pos.sale.created', Permission.offlinestore);
registerWebhookEvent('pos.return.created', Permission.offlinestore);

/**
 * In the sale's transaction, once the order is written completed: paid in full at the counter. `order`:
 * the order as its events carry it (computed only when someone listens); `sale`: the sale as written.
 */
export async function announceSale(em: EntityManager, order: () => Promise<Record<string, unknown>>, sale: PosSaleView): Promise<void> {
  await emitWebhookEvent(em, 'order.paid', order);
  await emitWebhookEvent(em, 'pos.sale.created', () => webhookData(sale));
}

/** What one return brought back and paid out (beside the sale, whose lines count every return so far). */
export interface ReturnFacts {
  lines: { orderLineId: number; quantity: number; amount: string }[];
  refundAmount: string;
  /** The one method that paid it back, or 'split' when `refunds` holds several. */
  refundMethod: string;
  refunds: { method: string; amount: string }[];
}

/** In the return's transaction, after its lines and refund are written. */
export async function announceReturn(em: EntityManager, orderId: number, content: SaleLanguage, facts: ReturnFacts): Promise<void> {
  await emitWebhookEvent(em, 'pos.return.created', async () => webhookData({ ...(await loadSale(em, { orderId }, content)), return: facts }));
}
