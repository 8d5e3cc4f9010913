import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ConflictError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { convertAmount, fromCents, toCents } from '../../common/decimal.js';
import { Service } from '../../common/service.js';
import { BUSY_MESSAGE, unitOfWork } from '../../common/transaction.js';
import { translate, useLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { priceLines } from '../cart/cart-lines.js';
import { Customer } from '../customer/customer.entity.js';
import { StockLedger } from '../inventory/stock-ledger.js';
import { Order, OrderLine, OrderStatusChange } from '../order/order.entity.js';
import { queueOrderMail } from '../order/order-mail.js';
import { nextOrderKeys, stockDemands } from '../order/order-placement.js';
import { OrderStatus } from '../order/order-status.js';
import { OrderStatusService } from '../order/order-status.service.js';
import { allocate } from '../pricing/allocation.js';
import { priceOrder, type PricedOrder } from '../pricing/price-order.js';
import { assertCouponsApply, recordPricing } from '../pricing/record-pricing.js';
import { ProductService } from '../product/product.service.js';
import { recordMoneyEvent } from '../report/sales-ledger.js';
import { emitWebhookEvent, webhookData } from '../webhook/webhook-events.js';
import { assertMayDiscount, counterMethods, findCounter, lockOpenSession, openSessionOf, type Counter } from './pos-counter.js';
import type { PosSaleInput, PosTicketInput } from './pos.inputs.js';
import { loadSale, type PosQuote, type PosSaleView } from './pos.views.js';
import { PosPayment, PosSale } from './pos-sale.entity.js';
import { POS_MESSAGES } from './store-messages.js';

interface Payment {
  method: string;
  cents: bigint;
  reference: string;
}

/**
 * A sale at the counter (issue 18): priced by the web shop's pipeline (channel `pos`, the customer's
 * tier and coupons), manual discounts after it, stock taken from the store's warehouse by the ledger,
 * an order with source `pos` moved to `completed` through the same status transition web orders take,
 * the payments and the money event, all in ONE transaction. The client's id makes a retry harmless.
 */
export class PosSaleService extends Service {
  /** What the ticket costs now: the same pricing as the sale, nothing written. */
  async quote(input: PosTicketInput): Promise<PosQuote> {
    await useLanguage(this.ctx);
    const counter = await findCounter(this.em, input.storeId, input.registerId);
    const { totals, manualCents } = await this.price(input, counter, false);
    return {
      subtotal: totals.subtotal,
      discountTotal: totals.discountTotal,
      manualDiscount: fromCents(manualCents),
      grandTotal: totals.grandTotal,
      promotions: totals.promotions.map((p) => p.name),
      invalidCoupons: totals.invalidCoupons,
      lines: totals.lines.map((l) => ({ stockId: l.stockId, discount: l.discount, netTotal: l.netTotal })),
    };
  }

  /** `at`: when the sale happened (the demo shop's past days); default now. */
  async sell(input: PosSaleInput, { at }: { at?: Date } = {}): Promise<PosSaleView> {
    const content = await useLanguage(this.ctx);
    const already = await this.existing(input.clientId);
    if (already) return already;
    const counter = await findCounter(this.em, input.storeId, input.registerId);
    const sessionId = openSessionOf(counter);
    const { lines, totals, customer, manualCents } = await this.price(input, counter, true);
    const { payments, changeCents } = await this.settle(input, toCents(totals.grandTotal));
    const adminName = await ProductService.of(this.ctx).adminName();
    const statuses = OrderStatusService.of(this.ctx);
    await statuses.prepare();
    const { id, orderNumber } = await nextOrderKeys(this.em);
    try {
      await unitOfWork(this.em, async (em) => {
        await lockOpenSession(em, sessionId);
        const receiptNumber = await nextReceiptNumber(em, counter.registerId);
        const demands = stockDemands(totals.lines.map((l) => ({ ...l, options: l.optionsMain })));
        const allocations = await StockLedger.sellAtCounter(em, StockLedger.counterRule(counter.warehouse), demands, `Sale ${receiptNumber}`, adminName);
        const order = this.writeOrder(em, {
          id,
          orderNumber,
          counter,
          totals,
          customer,
          payments,
          receiptEmail: input.receiptEmail,
          language: content.language,
        });
        for (const [i, line] of totals.lines.entries()) {
          em.create(OrderLine, {
            order,
            stock: line.stockId,
            product: line.productId,
            productName: line.productName.slice(0, 255),
            productUrl: line.productUrl,
            sku: line.sku,
            options: line.options.slice(0, 500),
            image: line.image,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            lineTotal: line.lineTotal,
            discount: line.discount,
            netTotal: line.netTotal,
            allocations: allocations.get(lines[i].stockId) ?? [],
          });
        }
        em.create(OrderStatusChange, {
          order,
          fromStatus: null,
          toStatus: OrderStatus.shipped,
          actor: 'admin',
          adminName,
          note: `Point of sale ${receiptNumber}`,
        });
        em.create(PosSale, {
          order,
          clientId: input.clientId,
          store: counter.storeId,
          register: counter.registerId,
          session: sessionId,
          cashierName: adminName || '-',
          receiptNumber,
          change: fromCents(changeCents),
          manualDiscount: fromCents(manualCents),
          ...(at ? { createdAt: at } : {}),
        });
        for (const p of payments) {
          em.create(PosPayment, {
            session: sessionId,
            order,
            method: p.method,
            amount: fromCents(p.cents),
            reference: p.reference,
            ...(at ? { createdAt: at } : {}),
          });
        }
        await em.flush();
        await recordPricing(em, { orderId: id, customerId: customer?.id ?? null, email: order.email }, totals);
        await recordMoneyEvent(em, { orderId: id, kind: 'pos_sale', channel: 'pos', storeId: counter.storeId, at });
        await emitWebhookEvent(em, 'order.created', () => webhookData(order));
        // Handed over at the counter: the same move to `completed` a delivered web order makes (points and the like follow it).
        await statuses.moveIfAllowed(em, id, () => [OrderStatus.completed], { actor: 'admin', adminName, note: receiptNumber });
        if (order.email) {
          const name = customer?.firstName ?? order.email;
          await queueOrderMail(em, this.ctx.runtime.config, 'orderPlaced', order, { name, lines: totals.lines });
        }
      });
    } catch (error) {
      // The same sale sent twice at once: the second finds the first's order.
      if (error instanceof UniqueConstraintViolationException) {
        const first = await this.existing(input.clientId);
        if (first) return first;
        // A receipt number taken meanwhile (a register's prefix changed to an old one): nothing was written.
        throw new ConflictError(BUSY_MESSAGE);
      }
      throw error;
    }
    this.em.clear();
    return loadSale(this.em, { orderId: id }, content);
  }

  /** Lines priced by the pipeline (channel pos, the customer's tier and coupons), then the manual discounts. */
  private async price(input: PosTicketInput, counter: Counter, strict: boolean) {
    const lines = mergeLines(input.lines);
    const priced = await priceLines(
      this.ctx,
      lines.map((l, i) => ({ id: i, stockId: l.stockId, quantity: l.quantity })),
    );
    const errors: FieldErrors = {};
    if (priced.length !== lines.length) errors.lines = MESSAGES.noSpecific;
    const customer = input.customerId ? await this.em.findOne(Customer, { id: input.customerId }) : null;
    if (input.customerId && !customer) errors.customerId = MESSAGES.noSpecific;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const manual = lines.some((l) => toCents(l.discount) > 0n) || toCents(input.discount ?? '0') > 0n;
    if (manual) await assertMayDiscount(this.ctx, counter, input.approvalCode);
    const totals = await priceOrder(this.ctx, {
      channel: 'pos',
      lines: priced,
      shippingMethod: null,
      country: null,
      customer: customer ? { id: customer.id } : null,
      coupons: input.coupons ?? [],
    });
    if (strict) assertCouponsApply(totals);
    const manualCents = applyManualDiscounts(totals, lines, input.discount);
    return { lines, totals, customer, manualCents };
  }

  private async existing(clientId: string): Promise<PosSaleView | null> {
    const [row]: { order_id: number }[] = await this.em.execute('select order_id from pos_sale where client_id = ?', [clientId]);
    return row ? loadSale(this.em, { orderId: row.order_id }, await useLanguage(this.ctx)) : null;
  }

  /**
   * The payments cover the total; only cash gives change (tendered - change is what the drawer keeps).
   * A non-cash payment over what is left to pay is refused.
   */
  private async settle(input: PosSaleInput, totalCents: bigint): Promise<{ payments: Payment[]; changeCents: bigint }> {
    const methods = await counterMethods(this.em);
    const errors: FieldErrors = {};
    input.payments.forEach((p, i) => {
      if (!methods.includes(p.method)) errors[`payments.${i}.method`] = POS_MESSAGES.methodUnavailable;
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const payments = input.payments.map((p) => ({ method: p.method, cents: toCents(p.amount), reference: p.reference ?? '' })).filter((p) => p.cents > 0n);
    const paid = payments.reduce((sum, p) => sum + p.cents, 0n);
    const nonCash = payments.filter((p) => p.method !== 'cash').reduce((sum, p) => sum + p.cents, 0n);
    if (paid < totalCents) throw fieldError('payments', POS_MESSAGES.underpaid);
    if (nonCash > totalCents) throw fieldError('payments', MESSAGES.noSpecific);
    let changeCents = paid - totalCents;
    const change = changeCents;
    // The drawer keeps the cash net of the change.
    for (const p of payments) {
      if (p.method !== 'cash' || changeCents === 0n) continue;
      const back = p.cents < changeCents ? p.cents : changeCents;
      p.cents -= back;
      changeCents -= back;
    }
    return { payments: payments.filter((p) => p.cents > 0n || totalCents === 0n), changeCents: change };
  }

  private writeOrder(
    em: EntityManager,
    o: {
      id: number;
      orderNumber: string;
      counter: Counter;
      totals: PricedOrder;
      customer: Customer | null;
      payments: Payment[];
      receiptEmail?: string | null;
      language: string;
      at?: Date;
    },
  ): Order {
    const { totals, counter } = o;
    const storeName = translate(counter.storeName, o.language, o.language) || Object.values(counter.storeName)[0] || '';
    const at = {
      firstName: storeName.slice(0, 100),
      lastName: '',
      country: '',
      contactNumber: counter.storePhone,
      address: Object.values(counter.storeAddress)[0] ?? '',
    };
    const methods = [...new Set(o.payments.map((p) => p.method))];
    return em.create(Order, {
      id: o.id,
      orderNumber: o.orderNumber,
      accessKey: randomUUID(),
      customer: o.customer?.id ?? null,
      email: (o.receiptEmail || o.customer?.email || '').toLowerCase(),
      status: OrderStatus.shipped,
      stockHeld: true,
      language: o.language,
      currency: totals.currency.identifier,
      currencyRate: String(totals.currency.rate),
      currencyMark: totals.currency.mark,
      subtotal: totals.subtotal,
      shippingFee: '0.00',
      discountTotal: totals.discountTotal,
      pointsDiscount: totals.pointsDiscount,
      grandTotal: totals.grandTotal,
      chargedTotal: totals.chargedTotal,
      shippingMethodName: '',
      paymentMethodName: methods.join(' + ').slice(0, 255),
      paymentKind: methods.length === 1 ? methods[0] : 'split',
      shippingAddress: at,
      billingAddress: at,
      paidAt: o.at ?? new Date(),
      source: 'pos',
      ...(o.at ? { createdAt: o.at } : {}),
    });
  }
}

/** One line per stock (a scanner adds the same item line by line); discounts add up. */
function mergeLines(lines: PosSaleInput['lines']): { stockId: number; quantity: number; discount: string }[] {
  const byStock = new Map<number, { stockId: number; quantity: number; discount: string }>();
  for (const line of lines) {
    const seen = byStock.get(line.stockId);
    const discount = fromCents(toCents(line.discount ?? '0') + toCents(seen?.discount ?? '0'));
    byStock.set(line.stockId, { stockId: line.stockId, quantity: (seen?.quantity ?? 0) + line.quantity, discount });
  }
  return [...byStock.values()];
}

/**
 * Manual discounts after the pipeline's promotions: each line's own (never past what the line is paid),
 * then the whole ticket's split over the lines in whole cents. Answers the cents taken off.
 */
function applyManualDiscounts(totals: PricedOrder, lines: { discount: string }[], ticketDiscount: string | null | undefined): bigint {
  const nets = totals.lines.map((l, i) => {
    const net = toCents(l.netTotal);
    const own = toCents(lines[i].discount);
    return own > net ? 0n : net - own;
  });
  const ownCents = totals.lines.map((l, i) => toCents(l.netTotal) - nets[i]);
  const shares = allocate(Number(toCents(ticketDiscount ?? '0')), nets.map(Number)).map(BigInt);
  let taken = 0n;
  totals.lines.forEach((line, i) => {
    const cut = ownCents[i] + shares[i];
    taken += cut;
    line.discount = fromCents(toCents(line.discount) + cut);
    line.netTotal = fromCents(toCents(line.netTotal) - cut);
  });
  if (taken > 0n) {
    totals.discountTotal = fromCents(toCents(totals.discountTotal) + taken);
    totals.grandTotal = fromCents(toCents(totals.grandTotal) - taken < 0n ? 0n : toCents(totals.grandTotal) - taken);
    totals.chargedTotal = convertAmount(totals.grandTotal, totals.currency.rate);
  }
  return taken;
}

/** The register's next receipt number, under its row lock (one register never repeats, prefixes never collide). */
async function nextReceiptNumber(em: EntityManager, registerId: number): Promise<string> {
  const [row]: { prefix: string; receipt_sequence: number }[] = await em.execute(
    'update store_register set receipt_sequence = receipt_sequence + 1 where id = ? returning prefix, receipt_sequence',
    [registerId],
  );
  return `${row.prefix}-${String(row.receipt_sequence).padStart(6, '0')}`;
}
