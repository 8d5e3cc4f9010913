import Stripe from 'stripe';
import type { AppConfig } from '../../config/env.js';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '../../common/errors.js';
import { toMinorUnits } from '../../../core/decimal.js';
import { Service } from '../../common/service.js';
import { unitOfWork } from '../../common/transaction.js';
import { PaymentMethodService } from '../payment/index.js';
import { Order } from './order.entity.js';
import type { StripeCheckout } from './order.inputs.js';
import { ORDER_MESSAGES, OrderStatus } from './order-status.js';
import { OrderStatusService } from './order-status.service.js';
import { run } from '../../common/sql.js';
import { linkPaymentEvent, recordPaymentEvent, setPaymentIntent } from './order.sql.js';

/** The official SDK, pointed at STRIPE_API_URL (the real API, or the stand-in of the tests). */
export function stripeClient(config: Pick<AppConfig, 'stripeApiUrl'>, secretKey: string): Stripe {
  const api = new URL(config.stripeApiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: api.hostname,
    port: Number(api.port) || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20000,
  });
}

/**
 * Runs a Stripe call; when Stripe cannot be reached (network, timeout, or its own 5xx after the SDK's
 * retries) the answer is 503 'Card payment is unavailable', never a 500. Nothing was written before
 * the call, so the order simply stays pending and the shopper can try again.
 */
async function reachStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const down = error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
    if (down) throw new ServiceUnavailableError(ORDER_MESSAGES.cardPaymentDown);
    throw error;
  }
}

/** Which statuses a payment event walks the order through, from where it is now (empty: nothing). */
function routeFor(eventType: string): ((current: OrderStatus) => OrderStatus[]) | null {
  switch (eventType) {
    case 'payment_intent.succeeded':
      return (current) =>
        current === OrderStatus.pending || current === OrderStatus.payment_review
          ? [OrderStatus.paid]
          : current === OrderStatus.payment_reject
            ? [OrderStatus.pending, OrderStatus.paid]
            : [];
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
      return (current) => (current === OrderStatus.pending ? [OrderStatus.payment_review] : []);
    case 'payment_intent.payment_failed':
      // A card declined at the card page leaves the intent open for another try: the order stays
      // pending. A payment that was under review and then failed is rejected.
      return (current) => (current === OrderStatus.payment_review ? [OrderStatus.payment_reject] : []);
    default:
      return null;
  }
}

/**
 * Card payments through Stripe: one PaymentIntent per order in the order's currency (minor units), and
 * the webhook that moves the order. The webhook trusts nothing but a valid signature; each event id is
 * recorded in the same transaction as its effect, so a replay changes nothing, and events arriving out
 * of order only move the order where the state machine allows.
 */
export class StripePaymentService extends Service {
  /** The order whose card payment this `stripe_key` is (192 random bits: it cannot be guessed). */
  private async byStripeKey(stripeKey: string): Promise<Order> {
    const key = stripeKey.trim();
    const order = key && key.length <= 64 ? await this.em.findOne(Order, { stripeKey: key }) : null;
    if (!order) throw new NotFoundError(ORDER_MESSAGES.paymentLinkInvalid);
    return order;
  }

  async checkout(stripeKey: string): Promise<StripeCheckout> {
    const order = await this.byStripeKey(stripeKey);
    if (order.paymentKind !== 'stripe') throw new ConflictError(ORDER_MESSAGES.paymentUnavailable);
    const credentials = await PaymentMethodService.of(this.ctx).stripeCredentials();
    if (!credentials) throw new ConflictError(ORDER_MESSAGES.paymentUnavailable);
    const stripe = stripeClient(this.ctx.runtime.config, credentials.secretKey);
    const amount = toMinorUnits(order.chargedTotal, order.currency);
    let intent: Stripe.PaymentIntent;
    if (order.paymentIntentId) {
      intent = await reachStripe(() => stripe.paymentIntents.retrieve(order.paymentIntentId!));
    } else {
      if (order.status !== OrderStatus.pending) throw new ConflictError(ORDER_MESSAGES.paymentUnavailable);
      intent = await reachStripe(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: order.currency.toLowerCase(),
            description: `Order ${order.orderNumber}`,
            receipt_email: order.email,
            metadata: { order_id: String(order.id), order_number: order.orderNumber },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `order-${order.id}-payment` },
        ),
      );
      // Two tabs may ask at once: the idempotency key gives both the same intent, and the first write wins.
      await run(this.em, setPaymentIntent, [intent.id, order.id]);
    }
    return {
      orderNumber: order.orderNumber,
      accessKey: order.accessKey,
      publishableKey: credentials.publishableKey,
      clientSecret: intent.client_secret ?? '',
      amount,
      currency: order.currency,
      status: order.status,
    };
  }

  /** POST /api/stripe/webhook with the raw body and its Stripe-Signature header. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean }> {
    const credentials = await PaymentMethodService.of(this.ctx).stripeCredentials({ includeDisabled: true });
    if (!credentials || !signature) throw new BadRequestError('Invalid signature');
    let event: Stripe.Event;
    try {
      event = stripeClient(this.ctx.runtime.config, credentials.secretKey).webhooks.constructEvent(rawBody, signature, credentials.webhookSecret);
    } catch {
      throw new BadRequestError('Invalid signature');
    }
    const route = routeFor(event.type);
    const intent = event.data.object as Partial<Stripe.PaymentIntent>;
    await OrderStatusService.of(this.ctx).prepare();
    await unitOfWork(this.em, async (em) => {
      const first = await run(em, recordPaymentEvent, [event.id, event.type]);
      if (!first.length || !route || !intent.id) return;
      const order = await em.findOne(Order, { paymentIntentId: intent.id });
      if (!order) return;
      await run(em, linkPaymentEvent, [order.id, event.id]);
      // An intent whose amount or currency is not the order's never pays it (a tampered or stale intent).
      if (intent.amount !== toMinorUnits(order.chargedTotal, order.currency) || intent.currency?.toLowerCase() !== order.currency.toLowerCase()) return;
      await OrderStatusService.of(this.ctx).moveIfAllowed(em, order.id, route, { actor: 'payment', note: `Stripe ${event.type} (${event.id})` });
    });
    return { received: true };
  }
}
