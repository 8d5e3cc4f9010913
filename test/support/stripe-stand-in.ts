import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  description?: string;
  receipt_email?: string;
  capture_method?: string;
  /** The shared payment token it was confirmed with (agentic checkout). */
  shared_payment_granted_token?: string;
  next_action?: { type: string } | null;
  amount_received?: number;
}

/** A card the stand-in declines, as Stripe's test card 4000 0000 0000 0002 is. */
export const DECLINED_CARD = '4000000000000002';

/**
 * Shared payment tokens (agentic commerce, `shared_payment_granted_token`) the stand-in treats as
 * Stripe's test cards: one declined, one that needs 3-D Secure; any other `spt_...` authorizes.
 */
export const SPT_DECLINED = 'spt_test_declined';
export const SPT_3DS = 'spt_test_3ds_required';

/**
 * A local stand-in for the parts of Stripe the shop uses: the PaymentIntents API the server SDK calls
 * (STRIPE_API_URL), a small Stripe.js (STRIPE_JS_URL) whose card element and confirmCardPayment work in
 * a headless browser, and the webhooks Stripe would send, signed with the SDK's own test-header helper
 * and the webhook secret the shop knows. Nothing leaves the loopback interface.
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  /** Every API request: method, path, form body, headers. */
  readonly requests: { method: string; path: string; body: Record<string, string>; idempotencyKey?: string }[] = [];
  /** Where confirmations send their events (the shop's /api/stripe/webhook). */
  webhookUrl = '';
  private readonly byIdempotencyKey = new Map<string, string>();
  private held?: { reached: () => void; released: Promise<void> };
  private counter = 0;
  /** Ids unique across stand-ins: test files share one database, which remembers intents and events. */
  private readonly prefix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private readonly sdk = new Stripe('sk_test_stand_in');

  constructor(readonly webhookSecret: string) {}

  static async start(webhookSecret = 'whsec_stand_in_secret'): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(webhookSecret);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get jsUrl(): string {
    return `${this.url}/v3/`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Holds the next PaymentIntent creation until `release()` (a payment still under way): `reached`
   * resolves once the shop's request has arrived and is waiting.
   */
  holdNextIntent(): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    let reached!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    this.held = { reached, released };
    return { reached: arrived, release };
  }

  /** A webhook request as Stripe would sign it (for tests that post it themselves). */
  signedEvent(
    type: string,
    intent: StandInIntent,
    id = `evt_${this.prefix}_${++this.counter}`,
    secret = this.webhookSecret,
  ): { payload: string; signature: string; id: string } {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: intent } });
    return { payload, signature: this.sdk.webhooks.generateTestHeaderString({ payload, secret }), id };
  }

  /** Sends a signed event to the shop's webhook and answers its status. */
  async sendEvent(type: string, intent: StandInIntent, id?: string): Promise<number> {
    const event = this.signedEvent(type, intent, id);
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      // No idle connection kept to the shared server (see TestShop's rest()).
      headers: { connection: 'close', 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return response.status;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = req.headers['content-type']?.includes('json')
      ? (JSON.parse(raw || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey });
    const json = (status: number, value: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

    if (req.method === 'GET' && url.pathname === '/v3/') {
      return void res.writeHead(200, { 'content-type': 'application/javascript' }).end(stripeJs(this.url));
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const held = this.held;
      if (held) {
        this.held = undefined;
        held.reached();
        await held.released;
      }
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const known = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
      if (known) return json(200, this.intents.get(known));
      const id = `pi_standin_${this.prefix}_${++this.counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]] = value;
      }
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
        status: 'requires_payment_method',
        metadata,
        description: body.description,
        receipt_email: body.receipt_email,
        capture_method: body.capture_method ?? 'automatic',
        shared_payment_granted_token: body.shared_payment_granted_token,
        next_action: null,
      };
      this.intents.set(id, intent);
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, id);
      // Confirmed on creation with an agent's shared payment token, server side (agentic checkout).
      if (body.confirm === 'true' && body.shared_payment_granted_token) {
        const token = body.shared_payment_granted_token;
        if (!token.startsWith('spt_'))
          return json(400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such shared payment token' } });
        if (token === SPT_DECLINED) {
          intent.status = 'requires_payment_method';
          return json(402, {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent },
          });
        }
        if (token === SPT_3DS) {
          intent.status = 'requires_action';
          intent.next_action = { type: 'use_stripe_sdk' };
          return json(200, intent);
        }
        intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      }
      return json(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/capture|\/cancel)?$/.exec(url.pathname);
    const intent = match ? this.intents.get(match[1]) : undefined;
    if (match && !intent) return json(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (intent && req.method === 'GET' && !match![2]) return json(200, intent);
    const serverSide = req.headers.authorization?.startsWith('Bearer sk_');
    if (intent && req.method === 'POST' && match![2] === '/confirm' && serverSide && body.client_secret === undefined) {
      // The server's confirmation after 3-D Secure done elsewhere: Stripe's external authentication fields.
      if (intent.status !== 'requires_action')
        return json(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent is ${intent.status}` },
        });
      if (!body['payment_method_options[card][three_d_secure][cryptogram]']) return json(200, intent);
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      intent.next_action = null;
      return json(200, intent);
    }
    if (intent && req.method === 'POST' && match![2] === '/capture' && serverSide) {
      if (intent.status !== 'requires_capture')
        return json(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent is ${intent.status}` },
        });
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      // As Stripe does: the shop's webhook hears of the captured payment.
      if (this.webhookUrl) await this.sendEvent('payment_intent.succeeded', intent);
      return json(200, intent);
    }
    if (intent && req.method === 'POST' && match![2] === '/cancel' && serverSide) {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return json(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent is ${intent.status}` },
        });
      intent.status = 'canceled';
      return json(200, intent);
    }
    if (intent && req.method === 'POST' && match![2] === '/confirm') {
      // Called by the stand-in Stripe.js with the client secret, as the real one does.
      if (body.client_secret !== intent.client_secret) return json(400, { error: { type: 'invalid_request_error', message: 'Invalid client secret' } });
      const declined = String(body.card_number ?? '').replace(/\s/g, '') === DECLINED_CARD;
      intent.status = declined ? 'requires_payment_method' : 'succeeded';
      await this.sendEvent(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent);
      if (declined) return json(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      return json(200, intent);
    }
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}

/** The stand-in Stripe.js: a card field and confirmCardPayment, talking to the stand-in API. */
function stripeJs(base: string): string {
  return `(() => {
  window.Stripe = function (publishableKey) {
    if (!publishableKey || publishableKey.indexOf('pk_') !== 0) throw new Error('Invalid publishable key');
    let input = null;
    return {
      elements() {
        return {
          create(type) {
            return {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                input = document.createElement('input');
                input.name = 'cardnumber';
                input.setAttribute('aria-label', 'Card number');
                input.placeholder = '4242 4242 4242 4242';
                host.appendChild(input);
              },
              on() {},
              destroy() { if (input) input.remove(); },
            };
          },
        };
      },
      async confirmCardPayment(clientSecret) {
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch(${JSON.stringify(base)} + '/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, card_number: input ? input.value : '' }),
        });
        const answer = await response.json();
        return response.ok ? { paymentIntent: answer } : { error: answer.error };
      },
    };
  };
})();`;
}
