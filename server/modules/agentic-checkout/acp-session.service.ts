import { randomBytes } from 'node:crypto';
import { ConflictError, ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { priceLines } from '../cart/index.js';
import { markPaidByIntent, Order, placeOrder } from '../order/index.js';
import { PaymentKind, PaymentMethod, PaymentMethodService } from '../payment/index.js';
import { acceptedCurrencies } from '../pricing/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { type AcpMessage, type PricedSession, priceSession } from './acp-pricing.js';
import { ACP_MESSAGES, AcpError, invalidRequest, SESSION_LIFETIME_MS } from './acp-protocol.js';
import type { AcpItem, CompleteRequest, CreateRequest, UpdateRequest } from './acp-requests.js';
import { AcpPayments, type Authorization } from './acp-payment.js';
import { AcpCheckoutSession, type AcpSessionStatus, type SessionItem } from './acp-session.entity.js';
import { acpOrderStatus, CARD_HANDLER_ID, permalinkOf, sessionView, statusOf } from './acp-view.js';
import { queueOrderEvent } from './acp-webhooks.js';
import { beginCompletion } from './acp.sql.js';
import { orderSnapshotOf } from './acp-address.js';

type View = Record<string, unknown>;

const declined = (content: string): AcpMessage => ({ type: 'error', code: 'payment_declined', content_type: 'plain', content });

/**
 * Agentic checkout sessions (ACP 2026-04-17) of one API key: create, update, read, cancel and complete.
 * A session keeps what the agent sent; every answer is priced again by the shop's pipeline. Completing
 * authorizes the platform's delegated card, places the order exactly as web checkout does (placeOrder:
 * the same stock locks, the sale recorder, source `agent`), then captures the payment and marks the
 * order paid; a declined card, 3-D Secure or stock gone meanwhile places nothing and charges nothing.
 */
export class AcpSessionService extends Service {
  private get apiKeyId(): number {
    const principal = this.ctx.principal;
    return principal?.kind === 'admin' && principal.apiKey ? principal.apiKey.id : 0;
  }

  async create(input: CreateRequest): Promise<View> {
    const currency = await this.currencyOf(input.currency);
    const session = this.em.create(AcpCheckoutSession, {
      id: `cs_${randomBytes(18).toString('base64url')}`,
      apiKeyId: this.apiKeyId,
      currency,
      items: await this.itemsOf(input.line_items, []),
      buyer: input.buyer ?? null,
      fulfillmentDetails: input.fulfillment_details ?? null,
      discountCodes: codesOf(input) ?? [],
      orderNotes: input.order_notes ?? '',
      locale: input.locale?.slice(0, 35) ?? null,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    });
    return this.saved(session);
  }

  async update(id: string, input: UpdateRequest): Promise<View> {
    const session = await this.find(id);
    if (!['not_ready_for_payment', 'ready_for_payment'].includes(session.status) || this.expired(session))
      throw invalidRequest(400, 'invalid_state', ACP_MESSAGES.notUpdatable(this.expired(session) ? 'expired' : session.status));
    if (input.line_items) session.items = await this.itemsOf(input.line_items, session.items);
    if (input.buyer) session.buyer = input.buyer;
    if (input.fulfillment_details) session.fulfillmentDetails = input.fulfillment_details;
    if (input.selected_fulfillment_options) session.selectedFulfillmentOptions = input.selected_fulfillment_options;
    const codes = codesOf(input);
    if (codes) session.discountCodes = codes;
    if (input.order_notes !== undefined) session.orderNotes = input.order_notes;
    session.paymentError = null;
    return this.saved(session);
  }

  async get(id: string): Promise<View> {
    const session = await this.find(id);
    return (await this.render(session)).view;
  }

  async cancel(id: string): Promise<View> {
    const session = await this.find(id);
    if (session.status === 'completed' || session.status === 'canceled') throw invalidRequest(405, 'invalid_state', ACP_MESSAGES.notCancelable(session.status));
    if (session.status === 'complete_in_progress') throw invalidRequest(409, 'session_busy', ACP_MESSAGES.busy);
    if (session.paymentIntentId) {
      const payments = await this.payments();
      if (payments) await payments.release(session.paymentIntentId);
      session.paymentIntentId = null;
    }
    session.status = 'canceled';
    await this.em.flush();
    return (await this.render(session)).view;
  }

  async complete(id: string, input: CompleteRequest): Promise<View> {
    const existing = await this.find(id);
    if (existing.status === 'authentication_required' && !input.authentication_result)
      throw invalidRequest(400, 'requires_3ds', ACP_MESSAGES.requires3ds, '$.authentication_result');
    if (existing.status === 'completed' || existing.status === 'canceled' || this.expired(existing))
      throw invalidRequest(400, 'invalid_state', ACP_MESSAGES.notCompletable(this.expired(existing) ? 'expired' : existing.status));
    const credential = input.payment_data.instrument?.credential;
    if (input.payment_data.handler_id !== CARD_HANDLER_ID || !credential || credential.type !== 'spt' || !credential.token)
      throw invalidRequest(400, 'invalid_payment_data', ACP_MESSAGES.paymentHandler, '$.payment_data');
    // One completion at a time: the session moves to complete_in_progress, or another request has it.
    const [began] = await run(this.em, beginCompletion, [id, this.apiKeyId]);
    if (!began) throw invalidRequest(409, 'session_busy', ACP_MESSAGES.busy);
    const before = began.status as AcpSessionStatus;
    const session = await this.em.findOneOrFail(AcpCheckoutSession, { id }, { refresh: true });
    let answered = false;
    try {
      const view = await this.completeBegun(session, before, input, credential.token);
      answered = true;
      return view;
    } finally {
      // A failure of the shop's or Stripe's own: the session is open again, as it was; unless its order was
      // placed already (the payment's capture failed after it): then it stays complete_in_progress, so that
      // no retry pays a second time, and the order waits pending for the shop to look at.
      if (!answered && !session.orderId) {
        session.status = before === 'authentication_required' && session.paymentIntentId ? 'authentication_required' : 'not_ready_for_payment';
        await this.em.flush();
      }
    }
  }

  private async completeBegun(session: AcpCheckoutSession, before: AcpSessionStatus, input: CompleteRequest, token: string): Promise<View> {
    if (input.buyer) session.buyer = input.buyer;
    if (input.order_notes !== undefined) session.orderNotes = input.order_notes;
    const payments = await this.payments();
    session.status = before === 'authentication_required' ? 'authentication_required' : 'not_ready_for_payment';
    const priced = await priceSession(this.ctx, session);
    const viewContext = await this.viewContext();
    if (statusOf(session, priced, payments !== null) === 'not_ready_for_payment' || !payments) {
      session.status = 'not_ready_for_payment';
      await this.em.flush();
      return sessionView(this.ctx, session, priced, viewContext);
    }
    const amount = priced.minor(priced.totals.grandTotal);
    let authorization: Authorization;
    if (before === 'authentication_required' && session.paymentIntentId && input.authentication_result) {
      const intent = await payments.amountOf(session.paymentIntentId);
      const authenticated = ['authenticated', 'attempt_acknowledged', 'informational'].includes(input.authentication_result.outcome);
      authorization =
        authenticated && intent.amount === amount && intent.currency === session.currency.toLowerCase()
          ? await payments.confirmAuthenticated(session.paymentIntentId, input.authentication_result)
          : { kind: 'declined', reason: authenticated ? 'Total changed during authentication.' : 'Issuer authentication did not succeed.' };
    } else {
      authorization = await payments.authorize({ sessionId: session.id, token, amount, currency: session.currency, email: priced.email! });
    }
    if (authorization.kind === 'declined') return this.refused(session, priced, declined(`Your payment was declined: ${authorization.reason}`));
    if (authorization.kind === 'requires_action') {
      session.paymentIntentId = authorization.intentId;
      session.status = 'authentication_required';
      session.paymentError = null;
      await this.em.flush();
      return sessionView(this.ctx, session, priced, viewContext);
    }
    return this.placeAndCapture(session, priced, input, payments, authorization.intentId);
  }

  /** The order placed as web checkout places one, then the payment taken and the order marked paid. */
  private async placeAndCapture(
    session: AcpCheckoutSession,
    priced: PricedSession,
    input: CompleteRequest,
    payments: AcpPayments,
    intentId: string,
  ): Promise<View> {
    const method = await this.em.findOne(PaymentMethod, { kind: PaymentKind.stripe, enabled: true });
    const shipping = orderSnapshotOf(session.fulfillmentDetails!, priced.country!);
    let placed: { id: number; orderNumber: string };
    try {
      placed = await placeOrder(this.ctx, {
        lines: priced.lines,
        customer: priced.customerId === null ? null : { id: priced.customerId },
        email: priced.email!,
        name: String(session.buyer?.first_name ?? shipping.firstName),
        shippingAddress: shipping,
        billingAddress: input.payment_data.billing_address ? orderSnapshotOf({ address: input.payment_data.billing_address }, priced.country!) : shipping,
        shippingMethod: priced.shippingMethod!,
        paymentMethod: { id: method!.id, kind: method!.kind, name: method!.name, instructions: method!.instructions },
        currency: session.currency,
        remark: session.orderNotes,
        source: 'agent',
        actor: 'customer',
        coupons: priced.totals.coupons,
      });
    } catch (error) {
      await payments.release(intentId);
      // Sold out meanwhile (another agent, the web, the counter) or a code used up: nothing placed, nothing charged.
      if (error instanceof ConflictError || error instanceof ValidationError) {
        session.paymentIntentId = null;
        const now = await priceSession(this.ctx, session);
        const reason: AcpMessage = { type: 'error', code: 'out_of_stock', content_type: 'plain', content: error.message };
        return this.refused(session, now, now.payable ? { ...reason, code: 'conflict' } : null);
      }
      throw error;
    }
    session.orderId = placed.id;
    session.paymentIntentId = intentId;
    await this.em.flush();
    await payments.capture(intentId);
    await markPaidByIntent(this.ctx, placed.id, intentId, `Agentic checkout ${session.id}`);
    const order = await this.em.findOneOrFail(Order, { id: placed.id }, { refresh: true });
    session.status = 'completed';
    const view = sessionView(this.ctx, session, priced, { ...(await this.viewContext()), order });
    await unitOfWork(this.em, async (em) => {
      session.soldView = view;
      session.orderId = order.id;
      session.paymentIntentId = intentId;
      session.paymentError = null;
      session.orderPermalink = permalinkOf(this.ctx, order);
      await em.flush();
      // The platform hears of the order in the transaction that completes the session.
      await queueOrderEvent(em, 'order_create', order, { id: session.id, permalink: session.orderPermalink });
    });
    return view;
  }

  private async refused(session: AcpCheckoutSession, priced: PricedSession, message: AcpMessage | null): Promise<View> {
    session.status = 'not_ready_for_payment';
    session.paymentIntentId = null;
    session.paymentError = message?.code ?? null;
    await this.em.flush();
    const view = await this.viewContext();
    return sessionView(this.ctx, session, priced, { ...view, extra: message ? [message] : [] });
  }

  private expired(session: AcpCheckoutSession): boolean {
    return session.status !== 'completed' && session.status !== 'canceled' && session.expiresAt.getTime() <= Date.now();
  }

  /** The key's own session, else 404 (another key's sessions do not exist for it). */
  private async find(id: string): Promise<AcpCheckoutSession> {
    const session = id.length <= 64 ? await this.em.findOne(AcpCheckoutSession, { id, apiKeyId: this.apiKeyId }) : null;
    if (!session) throw invalidRequest(404, 'not_found', ACP_MESSAGES.notFound);
    return session;
  }

  /** The shop's currency the agent asked for (lower case in ACP), else 400. */
  private async currencyOf(currency: string): Promise<string> {
    const found = (await acceptedCurrencies(this.em)).find((c) => c.identifier.toUpperCase() === currency.toUpperCase());
    if (!found) throw invalidRequest(400, 'unsupported_currency', ACP_MESSAGES.unsupportedCurrency(currency), '$.currency');
    return found.identifier;
  }

  /**
   * The session's lines from the request's items: every id must be a variant the shop has (else 400 on
   * its JSONPath); an id sent twice is one line of two units (the spec's Item has no quantity).
   */
  private async itemsOf(items: readonly AcpItem[], previous: readonly SessionItem[]): Promise<SessionItem[]> {
    const ids = items.map((item) => item.id.trim());
    const known = new Set(
      (
        await priceLines(
          this.ctx,
          ids.filter((id) => /^\d{1,9}$/.test(id)).map((id, index) => ({ id: index, stockId: Number(id), quantity: 1 })),
        )
      ).map((line) => String(line.stockId)),
    );
    const lines: SessionItem[] = [];
    ids.forEach((id, index) => {
      if (!known.has(id)) throw invalidRequest(400, 'invalid_item_id', ACP_MESSAGES.unknownItem(id), `$.line_items[${index}].id`);
      const line = lines.find((l) => l.itemId === id);
      if (line) line.quantity += 1;
      else lines.push({ lineId: previous.find((p) => p.itemId === id)?.lineId ?? `li_${id}`, itemId: id, quantity: 1 });
    });
    return lines;
  }

  private async saved(session: AcpCheckoutSession): Promise<View> {
    const { view, status } = await this.render(session);
    if (status === 'ready_for_payment' || status === 'not_ready_for_payment') session.status = status;
    await this.em.flush();
    return { ...view, updated_at: session.updatedAt.toISOString() };
  }

  private async render(session: AcpCheckoutSession): Promise<{ view: View; status: string }> {
    if (session.status === 'completed' && session.soldView) {
      // As sold, with the order's status of today.
      const order = session.orderId ? await this.em.findOne(Order, { id: session.orderId }) : null;
      const sold = session.soldView as View & { order: Record<string, unknown> };
      return { view: { ...sold, order: { ...sold.order, ...(order ? { status: acpOrderStatus(order.status) } : {}) } }, status: 'completed' };
    }
    const priced = await priceSession(this.ctx, session);
    const context = await this.viewContext();
    const order = session.orderId ? await this.em.findOne(Order, { id: session.orderId }) : null;
    const view = sessionView(this.ctx, session, priced, { ...context, order, extra: session.paymentError ? [declined('Payment declined.')] : [] });
    return { view, status: String(view.status) };
  }

  private async payments(): Promise<AcpPayments | null> {
    const credentials = await PaymentMethodService.of(this.ctx).stripeCredentials();
    return credentials ? new AcpPayments(this.ctx, credentials.secretKey) : null;
  }

  private async viewContext() {
    const credentials = await PaymentMethodService.of(this.ctx).stripeCredentials();
    const basic = await readSettingsGroup(this.em, 'basic');
    return { publishableKey: credentials?.publishableKey ?? null, shopName: basic.name };
  }
}

/** The discount extension's codes (or the deprecated `coupons`), trimmed, at most 20; undefined: not sent. */
function codesOf(input: { coupons?: string[]; discounts?: { codes?: string[] } }): string[] | undefined {
  const codes = input.discounts?.codes ?? input.coupons;
  return codes
    ?.map((code) => code.trim())
    .filter((code) => code.length > 0 && code.length <= 64)
    .slice(0, 20);
}

export { AcpError };
