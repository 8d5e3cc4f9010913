import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { staffName } from '../../common/context.js';
import { randomUUID } from 'node:crypto';
import { snakeKeys } from '../../common/case.js';
import { ConflictError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { fromCents, toCents } from '../../../core/decimal.js';
import { run } from '../../common/sql.js';
import { Service } from '../../common/service.js';
import { BUSY_MESSAGE, unitOfWork } from '../../common/transaction.js';
import { translate } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { priceLines } from '../cart/index.js';
import { Customer } from '../customer/index.js';
import { StockLedger } from '../inventory/index.js';
import { COUNTER_SALE, followMove, OrderStatus, queueOrderMail, recordSale } from '../order/index.js';
import { spendableBalance } from '../points/index.js';
import { acceptedCurrencies, assertCouponsApply, assertFitsAnOrder, type PricedOrder, priceOrder } from '../pricing/index.js';
import { carrySettingsInto, settingsSnapshot, shopToday, useLanguage } from '../settings/index.js';
import { announceSale } from './pos-events.js';
import { EXCHANGE_METHOD } from './pos-refund.js';
import { creditOf, exchangeOf, takeBackExchanged } from './pos-exchange.js';
import { counterMethodName, settlePayments, type SettledPayment } from './pos-payments.js';
import { assertMayDiscount, findCounter, openSessionOf, takeReceiptNumber, type Counter } from './pos-counter.js';
import type { PosSaleInput, PosTicketInput } from './pos.inputs.js';
import { loadSale, saleView, type PosQuote, type PosSaleView, type SaleLanguage } from './pos.views.js';
import { writeSaleSql, type PosPaymentFields, type PosSaleFields, type SaleOrderFields, type SaleStatusFields } from './pos-sale.sql.js';
import { POS_MESSAGES } from './store-messages.js';
import { saleSql } from './store.sql.js';
import { unwrittenOrderLedger, writtenOrderFigures } from '../sales-ledger/index.js';

/**
 * A sale at the counter (issue 18): priced by the web shop's pipeline (channel `pos`, the customer's
 * tier, coupons, the cashier's manual discounts and the customer's points, in one of the shop's
 * currencies), the points spent, stock taken from the store's warehouse by the ledger, an order with
 * source `pos` handed over (`completed`, with the consequences of that move as for any order: followMove),
 * the payments and the money event, all in ONE transaction, recorded by the order module's recordSale as
 * every sale is (the counter gives its stock, its rows and its statuses). The client's id makes a retry
 * harmless. The rows are written by one plain statement (writeSaleSql) rather than entities: ten
 * registers sell at once, and the unit of work's bookkeeping cost more CPU than the statements themselves.
 */
export class PosSaleService extends Service {
  /** What the ticket costs now: the same pricing as the sale, nothing written. */
  async quote(input: PosTicketInput): Promise<PosQuote> {
    const content = await useLanguage(this.ctx);
    const counter = await findCounter(this.em, input.storeId, input.registerId);
    const { totals, customer, exchange } = await this.price(input, counter, content, false);
    const credit = creditOf(exchange, totals);
    return {
      subtotal: totals.subtotal,
      discountTotal: totals.discountTotal,
      manualDiscount: totals.manualDiscount,
      pointsUsed: totals.pointsUsed,
      pointsDiscount: totals.pointsDiscount,
      availablePoints: customer ? await spendableBalance(this.em, customer.id, await shopToday(this.em)) : 0,
      grandTotal: totals.grandTotal,
      currency: totals.currency.identifier,
      currencyMark: totals.currency.mark,
      currencyRate: totals.currency.rate,
      chargedTotal: totals.chargedTotal,
      exchangeCredit: fromCents(credit.worthCents),
      exchangeRefund: fromCents(credit.worthCents - credit.appliedCents),
      toPay: fromCents(toCents(totals.chargedTotal) - credit.appliedCents),
      promotions: totals.promotions.map((p) => p.name),
      invalidCoupons: totals.invalidCoupons,
      lines: totals.lines.map((l) => ({ stockId: l.stockId, discount: l.discount, netTotal: l.netTotal })),
    };
  }

  /** `at`: when the sale happened (the demo shop's past days); default now. */
  async sell(input: PosSaleInput, { at }: { at?: Date } = {}): Promise<PosSaleView> {
    const content = await useLanguage(this.ctx);
    const counter = await findCounter(this.em, input.storeId, input.registerId, input.clientId);
    if (counter.soldOrderId !== null) return sameTicket(await loadSale(this.em, { orderId: counter.soldOrderId }, content), input);
    try {
      return await this.sellNew(input, counter, content, at);
    } catch (error) {
      // The same sale sent twice at once: the second finds the first's order (it failed on the client id's
      // unique key, or, for an exchange, on finding the lines it takes back returned already by the first).
      if (error instanceof UniqueConstraintViolationException || (input.exchange && error instanceof ValidationError)) {
        const [first] = await run(this.em, saleSql('clientId'), [input.clientId]);
        if (first) return sameTicket(saleView(first, content), input);
      }
      // A receipt number taken meanwhile (a register's prefix changed to an old one): nothing was written.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(BUSY_MESSAGE);
      throw error;
    }
  }

  /** A sale not made yet (as far as the counter's look-up could tell). */
  private async sellNew(input: PosSaleInput, counter: Counter, content: SaleLanguage, at: Date | undefined): Promise<PosSaleView> {
    const sessionId = openSessionOf(counter);
    const { totals, customer, exchange } = await this.price(input, counter, content, true);
    const credit = creditOf(exchange, totals);
    const settled = await settlePayments(this.em, input.payments ?? [], {
      chargedCents: toCents(totals.chargedTotal) - credit.appliedCents,
      grandCents: toCents(totals.grandTotal) - credit.appliedCents,
    });
    const { changeCents } = settled;
    // The exchange's credit is a payment of the sale (in the base currency, the exchange's), first.
    const payments: SettledPayment[] =
      exchange && credit.appliedCents > 0n
        ? [
            { method: EXCHANGE_METHOD, currencyCents: credit.appliedCents, baseCents: credit.appliedCents, reference: exchange.sale.receiptNumber },
            ...settled.payments,
          ]
        : settled.payments;
    const adminName = staffName(this.ctx);
    // The shared settings this request priced with serve the transaction's steps too (points, ledger).
    const settings = await settingsSnapshot(this.em);
    const order = this.orderRecord({ counter, totals, customer, payments, receiptEmail: input.receiptEmail, language: content.language, at });
    return unitOfWork(this.em, async (em) => {
      carrySettingsInto(em, settings);
      const receiptNumber = await takeReceiptNumber(em, sessionId, counter.registerId);
      if (exchange)
        await takeBackExchanged(em, exchange, credit.appliedCents, { sessionId, registerId: counter.registerId, adminName, content, receiptNumber });
      const customerId = customer?.id ?? null;
      const { written, orderData } = await recordSale(
        em,
        { totals, customerId, email: order.email },
        {
          takeStock: (tx, demands) => StockLedger.sellAtCounter(tx, counter.warehouse, demands, `Sale ${receiptNumber}`, adminName),
          write: async (tx, lines) => {
            const sale = {
              clientId: input.clientId,
              storeId: counter.storeId,
              registerId: counter.registerId,
              sessionId,
              cashierName: adminName || '-',
              receiptNumber,
              change: fromCents(changeCents),
              manualDiscount: totals.manualDiscount,
              createdAt: at ?? null,
            } satisfies PosSaleFields;
            const drawer = payments.map(
              (p) =>
                ({
                  sessionId,
                  method: p.method,
                  amount: fromCents(p.baseCents),
                  currency: totals.currency.identifier,
                  currencyAmount: fromCents(p.currencyCents),
                  reference: p.reference,
                  createdAt: at ?? null,
                }) satisfies PosPaymentFields,
            );
            // Handed over at the counter: shipped and completed at once, the moves a delivered web order makes.
            const statuses = [
              { fromStatus: null, toStatus: OrderStatus.shipped, actor: 'admin', adminName, note: `Point of sale ${receiptNumber}`, createdAt: at ?? null },
              { fromStatus: OrderStatus.shipped, toStatus: OrderStatus.completed, actor: 'admin', adminName, note: receiptNumber, createdAt: at ?? null },
            ] satisfies SaleStatusFields[];
            // The sale's money event goes in with its rows: the register's own day row (SalesDaily) is locked
            // from here to the commit, as its receipt sequence already is.
            const event = { kind: 'pos_sale', channel: 'pos', storeId: counter.storeId, registerId: counter.registerId, at } as const;
            const ledger = await unwrittenOrderLedger(tx, event, writtenOrderFigures(order, lines, totals.discounts));
            const [row] = await run(tx, writeSaleSql, [
              JSON.stringify(snakeKeys(order)),
              JSON.stringify(lines.map(snakeKeys)),
              JSON.stringify(snakeKeys(sale)),
              JSON.stringify(drawer.map(snakeKeys)),
              JSON.stringify(statuses.map(snakeKeys)),
              ledger,
            ]);
            return { ...order, id: row.id, orderNumber: row.order_number, row };
          },
        },
      );
      // The move to `completed` has its consequences as any other (points earned and the like).
      await followMove(em, { id: written.id, customerId }, OrderStatus.shipped, OrderStatus.completed, orderData);
      const { row, ...sold } = written;
      const view = saleView(row, content);
      await announceSale(em, orderData, view);
      if (order.email) {
        // The receipt as the sale recorded its store (the order's address is the store's, see orderRecord).
        const counterSale = { store: inSaleLanguage(counter.storeName, order.language), storeAddress: order.shippingAddress.address, receiptNumber };
        await queueOrderMail(em, this.ctx.runtime.config, 'counterSaleReceipt', sold, {
          name: customer?.firstName ?? order.email,
          lines: totals.lines,
          counterSale,
        });
      }
      return view;
    });
  }

  /**
   * Lines priced by the pipeline (channel pos, the customer's tier, coupons, the manual discounts and the
   * customer's points), in the chosen currency of the shop's.
   */
  private async price(input: PosTicketInput, counter: Counter, content: SaleLanguage, strict: boolean) {
    const lines = mergeLines(input.lines ?? []);
    const priced = await priceLines(
      this.ctx,
      lines.map((l, i) => ({ id: i, stockId: l.stockId, quantity: l.quantity })),
    );
    const errors: FieldErrors = {};
    const exchange = input.exchange ? await exchangeOf(this.em, input.exchange, counter, content, errors) : null;
    if (priced.length !== lines.length) errors.lines = MESSAGES.noSpecific;
    // Only an exchange's quote goes without new items (PosTicketInput.lines).
    if (strict && !lines.length) errors.lines = MESSAGES.required;
    const customer = input.customerId ? await this.em.findOne(Customer, { id: input.customerId }) : null;
    if (input.customerId && !customer) errors.customerId = MESSAGES.noSpecific;
    if ((input.points ?? 0) > 0 && !input.customerId) errors.points = POS_MESSAGES.pointsNeedCustomer;
    if (input.currency) {
      const accepted = await acceptedCurrencies(this.em);
      if (!accepted.some((c) => c.identifier === input.currency)) errors.currency = POS_MESSAGES.currencyUnavailable;
      // The base currency comes first; the credit of returned goods is counted in it.
      else if (input.exchange && input.currency !== accepted[0].identifier) errors.currency = POS_MESSAGES.exchangeInBase;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const ticketDiscount = toCents(input.discount ?? '0');
    const lineDiscounts = lines.map((l) => toCents(l.discount));
    if (ticketDiscount > 0n || lineDiscounts.some((cents) => cents > 0n)) await assertMayDiscount(this.ctx, counter, input.approvalCode, strict);
    const totals = await priceOrder(this.ctx, {
      channel: 'pos',
      lines: priced,
      shippingMethod: null,
      country: null,
      currency: input.currency,
      customer: customer ? { id: customer.id } : null,
      coupons: input.coupons ?? [],
      points: input.points,
      manualDiscounts: { lines: lineDiscounts.map(Number), order: Number(ticketDiscount) },
    });
    assertFitsAnOrder(totals, 'lines');
    if (strict) assertCouponsApply(totals);
    return { lines, totals, customer, exchange };
  }

  /** The order's own row: a sale at the store's address, paid (in full) by the methods of its payments. */
  private orderRecord(o: {
    counter: Counter;
    totals: PricedOrder;
    customer: Customer | null;
    payments: SettledPayment[];
    receiptEmail?: string | null;
    language: string;
    at?: Date;
  }) {
    const { totals, counter } = o;
    const at = {
      firstName: inSaleLanguage(counter.storeName, o.language).slice(0, 100),
      lastName: '',
      country: '',
      contactNumber: counter.storePhone,
      address: inSaleLanguage(counter.storeAddress, o.language),
    };
    const methods = [...new Set(o.payments.map((p) => p.method))];
    return {
      accessKey: randomUUID(),
      customerId: o.customer?.id ?? null,
      email: (o.receiptEmail || o.customer?.email || '').toLowerCase(),
      status: OrderStatus.completed,
      stockHeld: true,
      language: o.language,
      currency: totals.currency.identifier,
      currencyRate: String(totals.currency.rate),
      currencyMark: totals.currency.mark,
      subtotal: totals.subtotal,
      shippingFee: '0.00',
      discountTotal: totals.discountTotal,
      pointsDiscount: totals.pointsDiscount,
      pointsUsed: totals.pointsUsed,
      bonusPoints: totals.bonusPoints,
      tierDiscount: totals.tierDiscount,
      grandTotal: totals.grandTotal,
      chargedTotal: totals.chargedTotal,
      shippingMethodName: '',
      paymentMethodName: methods
        .map((m) => counterMethodName(m, o.language))
        .join(' + ')
        .slice(0, 255),
      paymentKind: methods.length === 1 ? methods[0] : 'split',
      shippingAddress: at,
      billingAddress: at,
      paidAt: o.at ?? new Date(),
      source: COUNTER_SALE,
      createdAt: o.at ?? null,
    } satisfies SaleOrderFields;
  }
}

/** A store's text (its name, its address) in the sale's language, or the first language it has. */
function inSaleLanguage(text: Record<string, string>, language: string): string {
  return translate(text, language, language) || Object.values(text)[0] || '';
}

/**
 * The sale made already with the client id of `input`, when it is that ticket sent again (a retry: the
 * same store, register, customer and units). Another ticket with a used id is refused on `clientId`: the
 * screen must not show as done a sale that was never made (and another register's sale is not its own).
 */
function sameTicket(sale: PosSaleView, input: PosSaleInput): PosSaleView {
  const units = (lines: { stockId: number | null; quantity: number }[]) =>
    lines
      .map((l) => `${l.stockId}:${l.quantity}`)
      .sort()
      .join(',');
  const same =
    sale.storeId === input.storeId &&
    sale.registerId === input.registerId &&
    sale.customerId === (input.customerId ?? null) &&
    units(sale.lines) === units(mergeLines(input.lines));
  if (!same) throw fieldError('clientId', MESSAGES.noRepeated);
  return sale;
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
