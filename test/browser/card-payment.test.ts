import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import type { StripeStandIn } from '../support/stripe-stand-in.js';
import { workerStripe } from '../support/worker-stand-ins.js';
import { registerShopper, type Shopper } from '../integration/customer-fixtures.js';
import { checkoutMethods, enableStripe, sellable, sellingWarehouse } from '../integration/order-fixtures.js';
import { setSettings } from '../integration/product-fixtures.js';

/**
 * Issue 6, journeys 2 and 3: a member pays by card on /stripe (the stand-in Stripe.js and API, whose
 * confirmation sends a signed webhook) and the order turns paid; then an admin ships it with a comment
 * in the back office, and the shopper sees the status and the comment in their account.
 */

const en = messages('en-US');
let journey: BrowserJourney | undefined;
let standIn: StripeStandIn | undefined;
let shopper: Shopper;
let orderNumber = '';

beforeAll(async () => {
  // The worker's stand-in: the shared server calls it, its Stripe.js is on the /stripe page, its webhooks reach the server.
  standIn = await workerStripe();
  journey = await BrowserJourney.start('card-payment');
  await setSettings(journey.shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
  shopper = await registerShopper(journey.shop);
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

const statusOf = async (number: string) =>
  (await journey!.shop.em.execute<{ status: string }[]>('select status from shop_order where order_number = ?', [number]))[0]?.status;

/** The member's card payment; sets orderNumber (the next journey ships that order). */
async function payByCard(): Promise<void> {
  const shop = journey!.shop;
  const stripe = await enableStripe(shop, standIn!.webhookSecret);
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const lamp = await sellable(shop, { stock: { [warehouse]: 3 }, price: '480.00', name: 'Journey lamp' });

  const page = await journey!.newPage();
  await journey!.signIn('shop', shopper.email, shopper.password);
  await page.goto(`/product/${lamp.url}`);
  await page.getByTestId('add-to-cart-form').getByTestId('add-to-cart').click();
  await page.getByText(en('shop.cart.added')).first().waitFor();
  await page.goto('/checkout');

  const form = page.getByTestId('checkout-form');
  await form.getByRole('textbox', { name: en('common.address.firstName') }).fill('Ada');
  await form.getByRole('textbox', { name: en('common.address.lastName') }).fill('Lovelace');
  await form.getByRole('combobox', { name: en('common.address.country') }).click();
  await page
    .getByRole('option', { name: /Hong Kong/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: en('common.address.contactNumber') }).fill('+852 6000 0001');
  await form.getByRole('textbox', { name: en('common.address.address') }).fill('1 Harbour Road, Wan Chai');
  await form.getByTestId(`shippingMethodId-${methods.shipping}`).click();
  await form.getByTestId(`paymentMethodId-${stripe}`).click();
  await page.getByTestId('place-order').click();

  await page.waitForURL((url) => url.pathname === '/stripe');
  // Spec 2: the card page takes the payment's opaque stripe_key, not the order number.
  const address = new URL(page.url());
  expect([...address.searchParams.keys()]).toEqual(['stripe_key']);
  const [order] = await shop.em.execute<{ order_number: string }[]>('select order_number from shop_order where stripe_key = ?', [
    address.searchParams.get('stripe_key'),
  ]);
  orderNumber = order.order_number;
  await page.getByTestId('stripe-order-number').getByText(orderNumber).waitFor();
  await page.getByTestId('stripe-amount').getByText('510.00').waitFor(); // 480 + 30 shipping, in HKD
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByTestId('stripe-pay').click();
  await page.waitForURL((url) => url.pathname === '/order/success');
  expect(await statusOf(orderNumber)).toBe('paid');
  const intents = [...standIn!.intents.values()].filter((intent) => intent.metadata.order_number === orderNumber);
  expect(intents).toEqual([expect.objectContaining({ amount: 51000, currency: 'hkd', status: 'succeeded' })]);
  await journey!.screenshot('card-payment-paid');
  expect(journey!.pageErrors).toEqual([]);
}

it('lets a member pay by card through the stand-in, and the order turns paid', payByCard);

it('lets an admin ship the paid order with a comment, and the shopper sees the status and the comment', async () => {
  // The tests of a file run in any order (--randomize): without the paid order, pay for one first.
  if (!orderNumber) await payByCard();
  expect(orderNumber).not.toBe('');
  const [{ id }] = await journey!.shop.em.execute<{ id: number }[]>('select id from shop_order where order_number = ?', [orderNumber]);

  const admin = await journey!.newPage({ screenshot: 'card-payment-admin' });
  await journey!.signIn('admin');
  await admin.goto(`/admin/order/${id}`);
  await admin.getByTestId('order-number').getByText(orderNumber).waitFor();
  // Only the moves the state machine allows from paid are offered.
  await admin.getByTestId('status-to-shipped').waitFor();
  expect(await admin.getByTestId('status-to-completed').count()).toBe(0);
  await admin.getByTestId('status-to-shipped').click();
  await admin.getByTestId('status-note').fill('SF Express SF1234567890');
  await admin.getByTestId('status-confirm').click();
  await admin.getByTestId('order-header').getByText(en('admin.order.status.shipped')).waitFor();
  const comment = admin.getByRole('form', { name: en('admin.order.addComment') });
  await comment.getByRole('textbox', { name: en('admin.order.comment') }).fill('Your lamp left our warehouse today.');
  await comment.getByTestId('comment-submit').click();
  await admin.getByTestId('order-comments').getByText('Your lamp left our warehouse today.').waitFor();
  expect(await statusOf(orderNumber)).toBe('shipped');

  const page = await journey!.newPage({ screenshot: 'card-payment-shopper' });
  await journey!.signIn('shop', shopper.email, shopper.password);
  await page.goto(`/account/orders/${id}`);
  const order = page.getByTestId('account-order');
  await order.getByText(en('shop.order.status.shipped')).first().waitFor();
  await order.getByTestId('order-comments').getByText('Your lamp left our warehouse today.').waitFor();
  expect(journey!.pageErrors).toEqual([]);
});
