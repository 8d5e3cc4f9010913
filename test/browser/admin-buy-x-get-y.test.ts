import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { sellable, sellingWarehouse } from '../integration/order-fixtures.js';
import { unique } from '../support/shop.js';
import { addPhoneOrderLine, chooseFoundOption } from '../support/browser-steps.js';

/**
 * Issue 14, journey: staff create a buy-2-get-1 promotion in the back office, with its typed inputs and
 * the product picked by name (not typed as an id), and see it on a phone order: three units, the
 * cheapest one free in the totals.
 */

const en = messages('en-US');
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-buy-x-get-y');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** The amount of a money text as the screen shows it ('HK$1,234.50' -> 1234.5). */
const amountOf = (text: string) =>
  Number(
    text
      .trim()
      .split(/\s+/)
      .pop()!
      .replace(/[^0-9.-]/g, ''),
  );

it('staff create a buy 2 get 1 promotion and the phone order gives the third unit free', async () => {
  const shop = journey!.shop;
  const warehouse = await sellingWarehouse(shop);
  const name = unique('Harbour mug ');
  // Only this product is reached by the promotion: the other journeys' carts are not touched.
  const mug = await sellable(shop, { stock: { [warehouse]: 10 }, price: '40.00', name });
  const productSku = mug.sku.replace(/-stock1$/, '');

  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto('/admin/promotion/create');
  await page.locator('#field-name').fill(`Mugs: buy 2 get 1 ${name}`);
  const actions = page.getByTestId('field-actions');
  await actions.getByRole('button', { name: en('common.form.add') }).click();
  await page.locator('#field-actions-0-type').click();
  await page.getByRole('option', { name: en('admin.promotion.type.buy_x_get_y'), exact: true }).click();
  await page.locator('#field-actions-0-value-buy').fill('2');
  await page.locator('#field-actions-0-value-get').fill('1');
  await page.locator('#field-actions-0-value-products').fill(name);
  await chooseFoundOption(page, `${name} (${productSku})`);
  await journey!.screenshot();
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => /^\/admin\/promotion\/edit\/\d+$/.test(url.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Saved in the contract's shape, the product as its id.
  const token = await shop.adminToken();
  const saved = await shop.rest('GET', `/api/admin/promotion/${id}`, undefined, token);
  expect(saved.body.actions).toEqual([{ type: 'buy_x_get_y', value: { buy: 2, get: 1, products: [mug.productId] } }]);
  // The edit screen shows the product by its name again (once the saved notice is closed).
  await page.getByRole('dialog').getByRole('button').click();
  await page.getByRole('button', { name: `${name} (${productSku})` }).waitFor();

  await page.goto('/admin/order/create');
  await addPhoneOrderLine(page, { name, sku: productSku, stockSku: mug.sku, stockId: mug.stockId }, 3);
  await page.getByTestId('phone-order-subtotal').getByText('120.00').waitFor();
  await page.getByTestId('phone-order-discount-total').getByText('40.00').waitFor();
  const shipping = amountOf(await page.getByTestId('phone-order-shipping-fee').innerText());
  expect(amountOf(await page.getByTestId('phone-order-grand-total').innerText())).toBe(80 + shipping);
  await journey!.screenshot();

  await shop.rest('DELETE', `/api/admin/promotion/${id}`, undefined, token);
  expect(journey!.pageErrors).toEqual([]);
});
