import { TestShop } from '../support/shop.js';
import type { StripeStandIn } from '../support/stripe-stand-in.js';
import { workerStripe } from '../support/worker-stand-ins.js';
import { queuedMails } from './customer-fixtures.js';
import { anAddress, checkoutMethods, enableStripe, sellable, sellingWarehouse } from './order-fixtures.js';

let shop: TestShop;
let standIn: StripeStandIn;
let stripeMethod: number;
let shipping: number;
let warehouse: number;

beforeAll(async () => {
  // The worker's stand-in, which the shared server calls and whose webhooks reach it.
  standIn = await workerStripe();
  shop = await TestShop.start();
  stripeMethod = await enableStripe(shop, standIn.webhookSecret);
  shipping = (await checkoutMethods(shop)).shipping;
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

/** A guest's card order in US dollars and its payment session. */
async function cardOrder(email = 'card.buyer@example.com') {
  const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '250.00' });
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 2 });
  const placed = await shop.rest('POST', '/api/checkout', {
    cart_id: cart.body.cart_id,
    email,
    currency: 'USD',
    shipping_method_id: shipping,
    payment_method_id: stripeMethod,
    shipping_address: anAddress(),
  });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const payment = await shop.rest('POST', '/api/stripe/payment', { stripe_key: placed.body.stripe_key });
  return { placed: placed.body, payment: payment.body, intent: standIn.intents.get(String(payment.body.client_secret).split('_secret_')[0])! };
}

const statusOf = async (orderNumber: string) =>
  (await shop.em.execute<{ status: string }[]>('select status from shop_order where order_number = ?', [orderNumber]))[0].status;
const moves = async (orderNumber: string) =>
  Number(
    (
      await shop.em.execute<{ n: string }[]>(
        'select count(*) as n from order_status_change c join shop_order o on o.id = c.order_id where o.order_number = ?',
        [orderNumber],
      )
    )[0].n,
  );

describe('Stripe payments (POST /api/stripe/payment, POST /api/stripe/webhook)', () => {
  it("creates one PaymentIntent per order in the order's currency and minor units, through the SDK", async () => {
    const { placed, payment, intent } = await cardOrder();
    expect(placed).toMatchObject({ payment_kind: 'stripe', currency: 'USD', charged_total: '64.00' }); // (500 + 0 shipping) x 0.128
    expect(payment).toMatchObject({ publishable_key: 'pk_test_stand_in', amount: 6400, currency: 'USD', status: 'pending' });
    // The page learns the order it pays (and the access key that leads on to the success page).
    expect(payment).toMatchObject({ order_number: placed.order_number, access_key: placed.access_key });
    expect(intent).toMatchObject({ amount: 6400, currency: 'usd', metadata: { order_number: placed.order_number } });
    const creates = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body['metadata[order_number]'] === placed.order_number,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0].idempotencyKey).toBe(`order-${placed.id}-payment`);

    const again = await shop.rest('POST', '/api/stripe/payment', { stripe_key: placed.stripe_key });
    expect(again.body.client_secret).toBe(payment.client_secret);
    expect(standIn.requests.filter((r) => r.path === '/v1/payment_intents' && r.body['metadata[order_number]'] === placed.order_number)).toHaveLength(1);
  });

  it('opens /stripe by the opaque stripe_key of the payment only, and refuses anything else in words for the shopper', async () => {
    const { placed } = await cardOrder();
    expect(placed.stripe_key).toMatch(/^[\w-]{32}$/);
    expect(placed.stripe_key).not.toContain(placed.order_number);
    expect(placed.stripe_key).not.toBe(placed.access_key);
    const invalid = { status: 404, body: { message: 'This payment link is not valid. Please use the link from your order confirmation.' } };
    for (const stripeKey of [placed.order_number, placed.access_key, `${placed.stripe_key}x`, 'x'.repeat(500)])
      expect({ stripeKey, answer: await shop.rest('POST', '/api/stripe/payment', { stripe_key: stripeKey }) }).toMatchObject({ stripeKey, answer: invalid });
    const graphql = await shop.gql('mutation ($k: String!) { startStripePayment(stripeKey: $k) { orderNumber } }', { k: placed.order_number });
    expect(graphql.errors?.[0]).toMatchObject({ message: invalid.body.message, extensions: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(graphql)).not.toContain('ID not exists');

    // The cancel page offers the card page again while the order waits: its view of the order carries the key.
    const shown = await shop.rest('GET', `/api/order/number/${placed.order_number}?access_key=${placed.access_key}`);
    expect(shown.body.stripe_key).toBe(placed.stripe_key);
  });

  it('gives no stripe_key to an order paid otherwise', async () => {
    const methods = await checkoutMethods(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '20.00' });
    const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 });
    const placed = await shop.rest('POST', '/api/checkout', {
      cart_id: cart.body.cart_id,
      email: 'cod.buyer@example.com',
      shipping_method_id: shipping,
      payment_method_id: methods.cod,
      shipping_address: anAddress(),
    });
    expect(placed).toMatchObject({ status: 201, body: { payment_kind: 'cash_on_delivery', stripe_key: null } });
    const shown = await shop.rest('GET', `/api/order/number/${placed.body.order_number}?access_key=${placed.body.access_key}`);
    expect(shown.body.stripe_key).toBeNull();
  });

  it('marks the order paid on payment_intent.succeeded; a replay and a late failure change nothing', async () => {
    const { placed, intent } = await cardOrder('paid.buyer@example.com');
    const event = standIn.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const post = (payload: string, signature: string) =>
      fetch(standIn.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect((await post(event.payload, event.signature)).status).toBe(200);
    expect(await statusOf(placed.order_number)).toBe('paid');
    expect(await queuedMails(shop, 'paid.buyer@example.com', 'orderPaid')).toBe(1);
    // The provider's note (event ids) is for staff only.
    const asGuest = await shop.rest('GET', `/api/order/number/${placed.order_number}?access_key=${placed.access_key}`);
    expect(asGuest.body.status_changes.map((c: { note: string }) => c.note)).toEqual(['', '']);
    expect(asGuest.body.stripe_key).toBeNull(); // paid: nothing left to pay on /stripe
    const after = await moves(placed.order_number);

    expect((await post(event.payload, event.signature)).status).toBe(200);
    expect(await standIn.sendEvent('payment_intent.payment_failed', intent)).toBe(200);
    expect(await standIn.sendEvent('payment_intent.processing', intent)).toBe(200);
    expect(await statusOf(placed.order_number)).toBe('paid');
    expect(await moves(placed.order_number)).toBe(after);
  });

  it('refuses an event without a valid signature (400) and changes nothing', async () => {
    const { placed, intent } = await cardOrder();
    const forged = standIn.signedEvent('payment_intent.succeeded', intent, 'evt_forged', 'whsec_somebody_else');
    const answer = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'stripe-signature': forged.signature }, body: forged.payload });
    expect(answer.status).toBe(400);
    const unsigned = await fetch(standIn.webhookUrl, { method: 'POST', body: forged.payload });
    expect(unsigned.status).toBe(400);
    const tampered = standIn.signedEvent('payment_intent.succeeded', intent);
    expect(tampered.payload).toContain('"amount":6400');
    const changed = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: { 'stripe-signature': tampered.signature },
      body: tampered.payload.replace('"amount":6400', '"amount":6401'),
    });
    expect(changed.status).toBe(400);
    expect(await statusOf(placed.order_number)).toBe('pending');
  });

  it('moves a payment under review to payment_review, and to payment_reject when it fails; ignores a wrong amount', async () => {
    const { placed, intent } = await cardOrder();
    await standIn.sendEvent('payment_intent.payment_failed', intent);
    expect(await statusOf(placed.order_number)).toBe('pending'); // declined at the card page: the shopper may try again
    await standIn.sendEvent('payment_intent.processing', intent);
    expect(await statusOf(placed.order_number)).toBe('payment_review');
    await standIn.sendEvent('payment_intent.payment_failed', intent);
    expect(await statusOf(placed.order_number)).toBe('payment_reject');

    const other = await cardOrder();
    await standIn.sendEvent('payment_intent.succeeded', { ...other.intent, amount: 1 });
    expect(await statusOf(other.placed.order_number)).toBe('pending');
  });

  it('pays through the stand-in card flow end to end (confirm -> signed webhook -> paid)', async () => {
    const { placed, payment } = await cardOrder();
    const confirm = await fetch(`${standIn.url}/v1/payment_intents/${String(payment.client_secret).split('_secret_')[0]}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: payment.client_secret, card_number: '4242424242424242' }),
    });
    expect(confirm.status).toBe(200);
    expect(await statusOf(placed.order_number)).toBe('paid');
  });
});
