import { LockMode } from '@mikro-orm/core';
import { staffName } from '../../common/context.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { emitWebhookEvent, webhookData } from '../webhook/index.js';
import { unitOfWork } from '../../common/transaction.js';
import { StockLedger } from '../inventory/index.js';
import type { OrderStatusInput } from './order.inputs.js';
import { Order, OrderLine, OrderStatusChange, type OrderActor, type StockAllocation } from './order.entity.js';
import { queueOrderMail } from './order-mail.js';
import { COUNTER_SALE, ORDER_MESSAGES, OrderStatus, canMove, holdsStock } from './order-status.js';
import { stockDemands } from './sale-recorder.js';
import { usesOnStatusMove } from '../promotion/index.js';
import { pointsOnStatusMove } from '../points/index.js';
import { queueTierEvaluation } from '../membership/index.js';
import { sellingRule } from '../warehouse/index.js';
import { recordMoneyEvent } from '../sales-ledger/index.js';

/**
 * What a move of an order from `from` to `to` sets off besides its stock, its status and its history row:
 * the promotions' uses, reward points and the membership tier (they follow every order, whatever its
 * source, issue 14; a guest's order has none), and the partners' `order.status_changed` (issue 23),
 * queued in the caller's transaction. Every move runs it (moveIn); so does the point of sale, whose sale
 * is written already handed over (shipped, then completed) in one statement. `data`: the order as the
 * event carries it, in its new status; computed only when someone listens.
 */
export async function followMove(
  em: EntityManager,
  order: { id: number; customerId: number | null },
  from: OrderStatus,
  to: OrderStatus,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<void> {
  if (!canMove(from, to)) throw new ConflictError(ORDER_MESSAGES.illegalMove(from, to));
  await usesOnStatusMove(em, order.id, from, to);
  if (order.customerId) await pointsOnStatusMove(em, order.id, to);
  if ((to === OrderStatus.completed || to === OrderStatus.refunded) && order.customerId) await queueTierEvaluation(em, order.customerId);
  await emitWebhookEvent(em, 'order.status_changed', async () => ({ ...(await data()), from_status: from }));
}

export interface StatusMove {
  actor: OrderActor;
  adminName?: string;
  note?: string | null;
  /** A refund puts the units back only when asked. */
  restock?: boolean | null;
}

/**
 * Moves orders along the state machine (order-status.ts) for admins and the payment provider alike.
 * Each move locks the order row, so an admin and a webhook can not both move one order from the same
 * status; a move that is not in the table is refused (409) and changes nothing. Moving into a status
 * that does not hold stock gives the units back (history rows); moving out of one takes them again
 * (and fails with 409 if they are gone). Paid and shipped queue their mails.
 */
export class OrderStatusService extends Service {
  /** An admin's move (the admin's name goes into the status history). */
  async moveByAdmin(orderId: number, input: OrderStatusInput): Promise<Order> {
    return this.move(orderId, input.status, await this.adminMove(input));
  }

  async moveManyByAdmin(orderIds: number[], input: OrderStatusInput): Promise<number> {
    return this.moveMany(orderIds, input.status, await this.adminMove(input));
  }

  private async adminMove(input: OrderStatusInput): Promise<StatusMove> {
    return { actor: 'admin', adminName: staffName(this.ctx), note: input.note, restock: input.restock };
  }

  async move(orderId: number, to: OrderStatus, how: StatusMove): Promise<Order> {
    await this.prepare();
    await unitOfWork(this.em, async (em) => this.moveIn(em, await this.lock(em, orderId), to, how));
    return this.reload(orderId);
  }

  /** All or nothing: any illegal move or missing order stops the batch. */
  async moveMany(orderIds: number[], to: OrderStatus, how: StatusMove): Promise<number> {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    await this.prepare();
    await unitOfWork(this.em, async (em) => {
      await StockLedger.lockOrdersStock(em, ids);
      for (const id of ids) await this.moveIn(em, await this.lock(em, id), to, how);
    });
    return ids.length;
  }

  /**
   * For the payment provider: `route` says, from the current status, which statuses to pass through;
   * the moves happen when the table allows every step, else nothing does (a late or repeated event).
   * Answers whether the order moved.
   */
  async moveIfAllowed(em: EntityManager, orderId: number, route: (current: OrderStatus) => readonly OrderStatus[], how: StatusMove): Promise<boolean> {
    const locked = await this.lock(em, orderId);
    let from = locked.status;
    const path = route(from);
    if (!path.length) return false;
    for (const to of path) {
      if (!canMove(from, to)) return false;
      from = to;
    }
    // The order stays locked (and up to date in this transaction's identity map) from step to step.
    for (const to of path) await this.moveIn(em, locked, to, how);
    return true;
  }

  /**
   * Reads what a move may need outside the transaction (the selling rule, cached for the request): on
   * the embedded database there is one connection, which the transaction holds.
   */
  async prepare(): Promise<void> {
    await sellingRule(this.ctx);
  }

  private async lock(em: EntityManager, orderId: number): Promise<Order> {
    const order = await em.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!order) throw new NotFoundError();
    return order;
  }

  /** One step; `order` is locked by the caller (this.lock) in this transaction. */
  private async moveIn(em: EntityManager, order: Order, to: OrderStatus, how: StatusMove): Promise<void> {
    if (order.source === COUNTER_SALE) throw new ConflictError(ORDER_MESSAGES.counterSale);
    if (!canMove(order.status, to)) throw new ConflictError(ORDER_MESSAGES.illegalMove(order.status, to));
    const holds = holdsStock(to);
    const hold = holds === 'choice' ? !how.restock : holds;
    // The lines only when stock moves or a mail lists them (a counter sale's move to completed needs neither).
    let loaded: Promise<OrderLine[]> | undefined;
    const lines = () => (loaded ??= em.find(OrderLine, { order: order.id }, { orderBy: { id: 'asc' } }));
    if (order.stockHeld !== hold) await this.moveStock(em, order, await lines(), hold, how.adminName ?? '');
    const from = order.status;
    order.status = to;
    order.stockHeld = hold;
    if (to === OrderStatus.paid && !order.paidAt) order.paidAt = new Date();
    em.create(OrderStatusChange, { order, fromStatus: from, toStatus: to, actor: how.actor, adminName: how.adminName ?? '', note: how.note ?? '' });
    await followMove(em, { id: order.id, customerId: order.customer?.id ?? null }, from, to, () => webhookData(order));
    if (to === OrderStatus.paid) await emitWebhookEvent(em, 'order.paid', () => webhookData(order));
    if (to === OrderStatus.paid || to === OrderStatus.shipped) {
      const name = order.shippingAddress.firstName;
      await queueOrderMail(em, this.ctx.runtime.config, to === OrderStatus.paid ? 'orderPaid' : 'orderShipped', order, {
        name,
        lines: await lines(),
        note: how.note ?? '',
      });
    }
    await em.flush();
    await recordMoneyEvent(em, { orderId: order.id, status: to });
  }

  /** Gives the order's units back to where they came from, or takes them again from the selling warehouses. */
  private async moveStock(em: EntityManager, order: Order, lines: OrderLine[], take: boolean, adminName: string): Promise<void> {
    const live = lines.filter((line) => line.stock && line.product);
    const demands = stockDemands(live.map((l) => ({ stockId: l.stock!.id, productId: l.product!.id, quantity: l.quantity, sku: l.sku, options: l.options })));
    const remark = `Order ${order.orderNumber}`;
    if (!take) {
      const allocations = new Map<number, StockAllocation[]>(live.map((l) => [l.stock!.id, l.allocations]));
      await StockLedger.giveBack(em, demands, allocations, remark, adminName);
      return;
    }
    const allocations = await StockLedger.sellForOrder(em, await sellingRule(this.ctx), demands, remark, adminName);
    for (const line of live) line.allocations = allocations.get(line.stock!.id) ?? [];
  }

  private async reload(orderId: number): Promise<Order> {
    this.ctx.loaders.clearAll();
    const order = await this.em.findOne(Order, { id: orderId }, { refresh: true });
    if (!order) throw new NotFoundError();
    return order;
  }
}
