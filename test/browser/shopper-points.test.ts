import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { registerShopper } from '../integration/customer-fixtures.js';
import { checkoutMethods, sellable, sellingWarehouse } from '../integration/order-fixtures.js';
import { setSettings } from '../integration/product-fixtures.js';
import { addToCart, fillCheckout } from '../support/browser-steps.js';

/**
 * Issue 14, journey: staff give a shopper reward points; the shopper sees them on /account, pays part of
 * an order with them at checkout (on a phone-sized screen), and the order and the balance agree.
 */

const en = messages('en-US');
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('shopper-points');
  await setSettings(journey.shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('a shopper sees their points on /account and pays part of an order with them', async () => {
  const shop = journey!.shop;
  const admin = await shop.adminToken();
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const kettle = await sellable(shop, { stock: { [warehouse]: 5 }, price: '100.00', name: 'Points kettle' });
  const shopper = await registerShopper(shop);
  const [customer] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  expect((await shop.rest('POST', `/api/admin/user/${customer.id}/points`, { points: 300, remark: 'Welcome gift' }, admin)).status).toBe(200);

  const page = await journey!.newPage({ viewport: { width: 390, height: 844 } });
  await journey!.signIn('shop', shopper.email, shopper.password);
  await page.goto('/account');
  await page.getByRole('tab', { name: en('shop.account.tab.loyalty') }).click();
  await page.getByTestId('account-points-balance').getByText('300').waitFor();
  await page.getByTestId('account-points-history').getByText('Welcome gift').waitFor();

  await addToCart(page, kettle, 1);
  await page.goto('/checkout');
  await fillCheckout(page, { shipping: methods.shipping, payment: methods.cod });
  await page.getByTestId('review-total').getByText('130.00').waitFor();
  // 200 points pay 20.00 (10 points a dollar): 100 + 30 shipping - 20.
  await page.getByTestId('checkout-points').fill('200');
  await page.getByTestId('review-total').getByText('110.00').waitFor();
  await journey!.screenshot('shopper-points-review');
  await page.getByTestId('place-order').click();
  await page.waitForURL((url) => url.pathname === '/order/success');
  const orderNumber = new URL(page.url()).searchParams.get('order_number');

  const [order] = await shop.em.execute<{ points_discount: string; points_used: number }[]>(
    'select points_discount::text, points_used from shop_order where order_number = ?',
    [orderNumber],
  );
  expect(order).toEqual({ points_discount: '20.00', points_used: 200 });
  expect((await shop.rest('GET', '/api/account/points', undefined, shopper.token)).body.balance).toBe(100);
  expect(journey!.pageErrors).toEqual([]);
});
