import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS } from '../support/browser.js';
import { checkoutMethods, sellable, sellingWarehouse } from '../integration/order-fixtures.js';
import { setSettings } from '../integration/product-fixtures.js';
import { addToCart, fillCheckout } from '../support/browser-steps.js';

/**
 * Issue 6, journey 1: a guest puts two products in the cart from their product pages, checks out with
 * cash on delivery and sees the order number; the order is in the database as placed.
 */

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('guest-checkout');
  await setSettings(journey.shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('lets a guest buy two products with cash on delivery and shows the order number', async () => {
  const shop = journey!.shop;
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const shirt = await sellable(shop, { stock: { [warehouse]: 5 }, price: '120.00', name: 'Journey shirt' });
  const socks = await sellable(shop, { stock: { [warehouse]: 5 }, price: '35.00', name: 'Journey socks' });
  const email = `guest.${Date.now()}@example.com`;

  const page = await journey!.newPage();
  await addToCart(page, shirt, 1);
  await addToCart(page, socks, 2);

  await page.goto('/cart');
  await page.getByTestId('cart-page').getByText('Journey shirt').waitFor();
  await page.getByTestId('cart-page').getByText('Journey socks').waitFor();
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((url) => url.pathname === '/checkout');

  await fillCheckout(page, { shipping: methods.shipping, payment: methods.cod }, email);
  // The review shows the server's totals: 120 + 2 x 35 + 30 shipping.
  await page.getByTestId('review-subtotal').getByText('190.00').waitFor();
  await page.getByTestId('place-order').click();

  await page.waitForURL((url) => url.pathname === '/order/success');
  const orderNumber = new URL(page.url()).searchParams.get('order_number');
  expect(orderNumber).toMatch(/^\d{12,}$/);
  await page.getByTestId('order-number').getByText(orderNumber!).waitFor();
  await journey!.screenshot();

  const [order] = await shop.em.execute<{ email: string; status: string; payment_kind: string; grand_total: string; lines: string }[]>(
    'select email, status, payment_kind, grand_total, (select count(*) from order_line l where l.order_id = o.id) as lines from shop_order o where order_number = ?',
    [orderNumber],
  );
  expect(order).toMatchObject({ email, status: 'pending', payment_kind: 'cash_on_delivery', grand_total: '220.00' });
  expect(Number(order.lines)).toBe(2);
  expect(journey!.pageErrors).toEqual([]);
});
