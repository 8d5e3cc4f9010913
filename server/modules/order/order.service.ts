import { OrderSource } from './order-status.js';
import { staffName } from '../../common/context.js';
import { raw } from '@mikro-orm/core';
import { timingSafeEqual } from 'node:crypto';
import { ForbiddenError, NotFoundError, fieldError } from '../../common/errors.js';
import { escapeLike, paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { priceLines } from '../cart/index.js';
import { Customer } from '../customer/index.js';
import { CheckoutService } from './checkout.service.js';
import { Order, OrderComment } from './order.entity.js';
import type {
  AdminCreateOrderInput,
  AdminOrderCommentInput,
  AdminOrderLineInput,
  AdminOrderQuoteInput,
  OrderCommentInput,
  OrderFilter,
  OrderQuote,
} from './order.inputs.js';
import { queueOrderMail } from './order-mail.js';
import { placeOrder } from './order-placement.js';
import { QUANTITY_MESSAGE } from '../../../core/messages.js';
import { useLanguage } from '../settings/index.js';

/** Compares access keys in constant time (a key is a bearer secret). */
function sameKey(given: string | null | undefined, stored: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The order list's keyword: the order number, the e-mail, and the customer as staff know them from a
 * phone call: the name and phone of the shipping and billing addresses and of the customer account, a
 * name as "first last", "last first" or written together (陳大文). One condition, no extra query.
 */
function orderKeyword(keyword: string): Record<string, unknown> {
  const pattern = `%${escapeLike(keyword)}%`;
  const names = (address: string) =>
    [
      `$."${address}"->>'firstName'`,
      `$."${address}"->>'lastName'`,
      `($."${address}"->>'firstName') || ' ' || ($."${address}"->>'lastName')`,
      `($."${address}"->>'lastName') || ' ' || ($."${address}"->>'firstName')`,
      `($."${address}"->>'lastName') || ($."${address}"->>'firstName')`,
      `$."${address}"->>'contactNumber'`,
    ].join(', ');
  const customer = `(select concat_ws(' / ', c.first_name, c.last_name, c.first_name || ' ' || c.last_name, c.last_name || c.first_name, c.phone) from customer c where c.id = $."customer_id")`;
  const text = `concat_ws(' / ', $."order_number", $."email", ${names('shipping_address')}, ${names('billing_address')}, ${customer}) ilike ?`;
  return { [raw((alias: string) => text.replace(/\$\./g, alias ? `${alias}.` : ''), [pattern])]: [] };
}

/**
 * Orders for their owners (a shopper sees only their own: anything else is 404, never 403, so ids
 * reveal nothing) and for the back office (permission `order`): list with filters, one order, comments,
 * and orders taken by phone.
 */
export class OrderService extends Service {
  // ---- the shopper's own orders ----

  async myOrders(language?: string | null): Promise<Order[]> {
    await useLanguage(this.ctx, language);
    return this.em.find(Order, { customer: this.shopperId() }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async myOrder(id: number, language?: string | null): Promise<Order> {
    await useLanguage(this.ctx, language);
    const order = await this.em.findOne(Order, { id, customer: this.shopperId() });
    if (!order) throw new NotFoundError();
    return order;
  }

  /** A guest's order by its number and the access key checkout gave (or a member's own by number). */
  async byNumber(orderNumber: string, accessKey?: string | null): Promise<Order> {
    const order = await this.em.findOne(Order, { orderNumber });
    const owner = order?.customer && this.ctx.principal?.kind === 'customer' && this.ctx.principal.id === order.customer.id;
    if (!order || !(owner || sameKey(accessKey, order.accessKey))) throw new NotFoundError();
    return order;
  }

  async commentAsShopper(id: number, input: OrderCommentInput): Promise<OrderComment[]> {
    const order = await this.myOrder(id);
    const customer = await this.em.findOneOrFail(Customer, { id: this.shopperId() });
    this.em.create(OrderComment, { order, author: 'customer', authorName: `${customer.firstName} ${customer.lastName}`.trim(), comment: input.comment.trim() });
    await this.em.flush();
    return this.em.find(OrderComment, { order: order.id, internal: false }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  // ---- back office ----

  async list(options?: ListOptions, filter?: OrderFilter | null): Promise<Page<Order>> {
    const where: Record<string, unknown>[] = [];
    if (filter?.status?.length) where.push({ status: { $in: filter.status } });
    if (filter?.from) where.push({ createdAt: { $gte: filter.from } });
    if (filter?.to) where.push({ createdAt: { $lt: filter.to } });
    if (filter?.customerId) where.push({ customer: filter.customerId });
    if (filter?.paymentMethodId) where.push({ paymentMethod: filter.paymentMethodId });
    if (filter?.shippingMethodId) where.push({ shippingMethod: filter.shippingMethodId });
    if (filter?.source?.length) where.push({ source: { $in: filter.source } });
    const keyword = options?.keyword?.trim();
    if (keyword) where.push(orderKeyword(keyword));
    return paginate<Order>(
      this.em,
      Order,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'orderNumber', 'status', 'grandTotal', 'createdAt', 'updatedAt'],
        searchable: [],
        where: (where.length ? { $and: where } : undefined) as never,
      },
    );
  }

  async get(id: number): Promise<Order> {
    const order = await this.em.findOne(Order, { id });
    if (!order) throw new NotFoundError();
    return order;
  }

  async commentAsAdmin(id: number, input: AdminOrderCommentInput): Promise<OrderComment[]> {
    const order = await this.get(id);
    this.adminId();
    const admin = { name: staffName(this.ctx) };
    const internal = input.internal ?? false;
    await this.em.transactional(async (em) => {
      const comment = em.create(OrderComment, { order, author: 'admin', authorName: admin.name, comment: input.comment.trim(), internal });
      await em.flush();
      // A comment to the customer reaches them by mail too; an internal note never leaves the back office.
      if (!internal) {
        await queueOrderMail(em, this.ctx.runtime.config, 'orderComment', order, {
          name: order.shippingAddress.firstName,
          comment: { id: comment.id, authorName: admin.name, text: comment.comment },
        });
      }
    });
    return this.em.find(OrderComment, { order: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A phone order's totals before it is placed (subtotal, shipping, discounts, total), priced as it will be. */
  async quoteForCustomer(input: AdminOrderQuoteInput): Promise<OrderQuote> {
    await useLanguage(this.ctx, input.language);
    const customer = input.customerId ? await this.em.findOne(Customer, { id: input.customerId }) : null;
    if (input.customerId && !customer) throw fieldError('customerId', 'ID not exists');
    const lines = await this.phoneLines(input.lines ?? []);
    return CheckoutService.of(this.ctx).quoteOf(lines, input.shippingMethodId ?? null, input, customer?.id ?? null, {
      channel: 'admin',
      coupons: input.coupons ?? [],
    });
  }

  private async phoneLines(requested: readonly AdminOrderLineInput[]) {
    const quantities = new Map<number, number>();
    for (const line of requested) {
      if (!Number.isInteger(line.quantity) || line.quantity < 1) throw fieldError('lines', QUANTITY_MESSAGE);
      quantities.set(line.stockId, (quantities.get(line.stockId) ?? 0) + line.quantity);
    }
    if (!quantities.size) return [];
    const lines = await priceLines(
      this.ctx,
      [...quantities].map(([stockId, quantity], i) => ({ id: i + 1, stockId, quantity })),
    );
    if (lines.length !== quantities.size) throw fieldError('lines', 'ID not exists');
    return lines;
  }

  /** order/create: an order taken by phone, priced and stocked exactly like a storefront order. */
  async createForCustomer(input: AdminCreateOrderInput): Promise<Order> {
    await useLanguage(this.ctx, input.language);
    const customer = input.customerId ? await this.em.findOne(Customer, { id: input.customerId }) : null;
    if (input.customerId && !customer) throw fieldError('customerId', 'ID not exists');
    const lines = await this.phoneLines(input.lines);
    const basics = await CheckoutService.of(this.ctx).orderBasics(input, customer, customer?.email ?? input.email!.trim());
    this.adminId();
    const admin = { name: staffName(this.ctx) };
    const placed = await placeOrder(this.ctx, {
      ...basics,
      lines,
      source: OrderSource.admin,
      actor: 'admin',
      adminName: admin.name,
      coupons: input.coupons ?? [],
    });
    return this.em.findOneOrFail(Order, placed.id);
  }

  private shopperId(): number {
    if (this.ctx.principal?.kind !== 'customer') throw new ForbiddenError();
    return this.ctx.principal.id;
  }

  private adminId(): number {
    if (this.ctx.principal?.kind !== 'admin') throw new ForbiddenError();
    return this.ctx.principal.id;
  }
}
