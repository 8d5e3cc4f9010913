import net from 'node:net';
import { TestShop } from '../support/shop.js';
import { anAddress, checkoutMethods, enableStripe, sellable, sellingWarehouse } from './order-fixtures.js';

const DOWN = 'Card payment is unavailable, please try again later';

let shop: TestShop;
beforeAll(async () => {
  // A port nothing listens on: every call of the Stripe SDK fails to connect.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as net.AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  shop = await TestShop.start({ STRIPE_API_URL: `http://127.0.0.1:${port}` });
});
afterAll(() => shop.close());

describe('Stripe out of reach', () => {
  it("answers 503 'Card payment is unavailable' and leaves the order pending with nothing written", async () => {
    const stripeMethod = await enableStripe(shop, 'whsec_unreachable');
    const { shipping } = await checkoutMethods(shop);
    const warehouse = await sellingWarehouse(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '100.00' });
    const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 });
    const placed = await shop.rest('POST', '/api/checkout', {
      cart_id: cart.body.cart_id,
      email: 'unreachable.buyer@example.com',
      shipping_method_id: shipping,
      payment_method_id: stripeMethod,
      shipping_address: anAddress(),
    });
    expect(placed.status).toBe(201);
    const ask = { stripe_key: placed.body.stripe_key };
    const orderNumber = placed.body.order_number;
    const changes = () =>
      shop.em.execute('select c.id from order_status_change c join shop_order o on o.id = c.order_id where o.order_number = ?', [orderNumber]);
    const before = (await changes()).length;

    expect(await shop.rest('POST', '/api/stripe/payment', ask)).toMatchObject({ status: 503, body: { message: DOWN } });
    const graphql = await shop.gql('mutation ($k: String!) { startStripePayment(stripeKey: $k) { clientSecret } }', { k: ask.stripe_key });
    expect(graphql.errors?.[0]).toMatchObject({ message: DOWN, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const [order] = await shop.em.execute('select status, payment_intent_id from shop_order where order_number = ?', [orderNumber]);
    expect(order).toEqual({ status: 'pending', payment_intent_id: null });
    expect((await changes()).length).toBe(before);
  });
});
