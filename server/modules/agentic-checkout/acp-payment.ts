import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { AppContext } from '../../common/context.js';
import { stripeClient } from '../order/index.js';
import { ACP_MESSAGES, AcpError } from './acp-protocol.js';

/** What the card's issuer said to an authorization: held (capture next), 3-D Secure first, or declined. */
export type Authorization = { kind: 'authorized'; intentId: string } | { kind: 'requires_action'; intentId: string } | { kind: 'declined'; reason: string };

/** The ACP's AuthenticationResult, as the agent sends it after 3-D Secure. */
export interface AuthenticationResult {
  outcome: string;
  outcome_details?: { three_ds_cryptogram: string; electronic_commerce_indicator: string; transaction_id: string; version: string };
}

/** Stripe out of reach (network, its own 5xx): 503, nothing written; the agent may try again. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const down = error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
    if (down) throw new AcpError(503, { type: 'service_unavailable', code: 'payment_provider_unavailable', message: ACP_MESSAGES.stripeDown });
    throw error;
  }
}

function outcomeOf(intent: Stripe.PaymentIntent): Authorization {
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') return { kind: 'authorized', intentId: intent.id };
  if (intent.status === 'requires_action') return { kind: 'requires_action', intentId: intent.id };
  return { kind: 'declined', reason: intent.last_payment_error?.message ?? 'Declined by the card issuer.' };
}

/** A declined card or a token Stripe refuses: the buyer's payment failed, nothing else went wrong. */
function declinedBy(error: unknown): Authorization | null {
  if (error instanceof Stripe.errors.StripeCardError) return { kind: 'declined', reason: error.message };
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return { kind: 'declined', reason: error.message };
  return null;
}

/**
 * Card payments of agentic checkout through Stripe with the shop's own secret key: the platform's
 * delegated card (a Stripe shared payment token) authorizes a PaymentIntent of the session's amount
 * (capture later, once the order holds its stock), 3-D Secure completed with the agent's
 * authentication result, then captured or cancelled.
 */
export class AcpPayments {
  private readonly stripe: Stripe;

  constructor(ctx: AppContext, secretKey: string) {
    this.stripe = stripeClient(ctx.runtime.config, secretKey);
  }

  /** One intent per session, token and amount (Stripe's idempotency key): an agent's retry never authorizes twice. */
  async authorize(input: { sessionId: string; token: string; amount: number; currency: string; email: string }): Promise<Authorization> {
    const attempt = createHash('sha256').update(`${input.token}\n${input.amount}\n${input.currency}`).digest('hex').slice(0, 24);
    try {
      const params = {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        capture_method: 'manual',
        confirm: true,
        // Stripe's field for an agentic commerce shared payment token (SPT).
        shared_payment_granted_token: input.token,
        description: `Agentic checkout ${input.sessionId}`,
        receipt_email: input.email,
        metadata: { checkout_session_id: input.sessionId },
      } as Stripe.PaymentIntentCreateParams;
      const intent = await reach(() => this.stripe.paymentIntents.create(params, { idempotencyKey: `acp-${input.sessionId}-${attempt}` }));
      return outcomeOf(intent);
    } catch (error) {
      const declined = declinedBy(error);
      if (declined) return declined;
      throw error;
    }
  }

  /** After 3-D Secure: the intent confirmed with the issuer's authentication (Stripe's external 3DS fields). */
  async confirmAuthenticated(intentId: string, result: AuthenticationResult): Promise<Authorization> {
    const details = result.outcome_details;
    if (!details) return { kind: 'declined', reason: 'Issuer authentication did not succeed.' };
    try {
      const params = {
        payment_method_options: {
          card: {
            three_d_secure: {
              cryptogram: details.three_ds_cryptogram,
              electronic_commerce_indicator: details.electronic_commerce_indicator,
              transaction_id: details.transaction_id,
              version: details.version,
            },
          },
        },
      } as Stripe.PaymentIntentConfirmParams;
      return outcomeOf(await reach(() => this.stripe.paymentIntents.confirm(intentId, params)));
    } catch (error) {
      const declined = declinedBy(error);
      if (declined) return declined;
      throw error;
    }
  }

  async amountOf(intentId: string): Promise<{ amount: number; currency: string }> {
    const intent = await reach(() => this.stripe.paymentIntents.retrieve(intentId));
    return { amount: intent.amount, currency: intent.currency };
  }

  async capture(intentId: string): Promise<void> {
    await reach(() => this.stripe.paymentIntents.capture(intentId, {}, { idempotencyKey: `acp-capture-${intentId}` }));
  }

  /** Lets the authorization go (no order could be made): never throws, the hold lapses by itself anyway. */
  async release(intentId: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `acp-cancel-${intentId}` });
    } catch {
      // Stripe releases an uncaptured authorization after 7 days whatever happens here.
    }
  }
}
