import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { registerShopper } from '../integration/customer-fixtures.js';
import { checkoutMethods, sellable, sellingWarehouse, type Sellable } from '../integration/order-fixtures.js';
import { setSettings } from '../integration/product-fixtures.js';

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

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: en('shop.login.title') });
  await form.getByRole('textbox', { name: en('shop.field.email') }).fill(email);
  await form.getByLabel(en('shop.field.password'), { exact: true }).fill(password);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/account');
}

async function addToCart(page: Page, product: Sellable): Promise<void> {
  await page.goto(`/product/${product.url}`);
  const form = page.getByTestId('add-to-cart-form');
  await form.getByTestId('add-to-cart').click();
  await page.getByText(en('shop.cart.added')).first().waitFor();
}

it('a shopper sees their points on /account and pays part of an order with them', async () => {
  const shop = journey!.shop;
  const admin = await shop.adminToken();
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const kettle = await sellable(shop, { stock: { [warehouse]: 5 }, price: '100.00', name: 'Points kettle' });
  const shopper = await registerShopper(shop);
  const [customer] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  expect((await shop.rest('POST', `/api/admin/user/${customer.id}/points`, { points: 300, remark: 'Welcome gift' }, admin)).status).toBe(200);

  const page = await journey!.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, shopper.email, shopper.password);
  await page.getByRole('tab', { name: en('shop.account.tab.loyalty') }).click();
  await page.getByTestId('account-points-balance').getByText('300').waitFor();
  await page.getByTestId('account-points-history').getByText('Welcome gift').waitFor();

  await addToCart(page, kettle);
  await page.goto('/checkout');
  const form = page.getByTestId('checkout-form');
  await form.getByRole('textbox', { name: en('common.address.firstName') }).fill('Wing');
  await form.getByRole('textbox', { name: en('common.address.lastName') }).fill('Lee');
  await form.getByRole('combobox', { name: en('common.address.country') }).click();
  await page
    .getByRole('option', { name: /Hong Kong/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: en('common.address.contactNumber') }).fill('+852 6123 4567');
  await form.getByRole('textbox', { name: en('common.address.address') }).fill('10 Queen’s Road Central');
  await form.getByTestId(`shippingMethodId-${methods.shipping}`).click();
  await form.getByTestId(`paymentMethodId-${methods.cod}`).click();
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
