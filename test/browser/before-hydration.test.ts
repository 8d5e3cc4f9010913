import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';
import { registerShopper, type Shopper } from '../integration/customer-fixtures.js';
import { createForm } from '../integration/form-fixtures.js';
import { sellable, sellingWarehouse, type Sellable } from '../integration/order-fixtures.js';
import { makeCatalogue, setSettings } from '../integration/product-fixtures.js';

/**
 * Issue 42: what a shopper does on a server-rendered page before its JavaScript has run is not lost
 * (web/src/app/early-actions.ts). Each test holds the page's scripts back (route interception) until the
 * shopper has typed and tapped on the server's HTML, so every step here happens before hydration, every
 * run, whatever the machine's load; then lets them load and waits for what the steps should have done.
 */

const en = messages('en-US');
let journey: BrowserJourney;
let product: Sellable;
let shopper: Shopper;
let twoColours: { url: string; name: string };
const tag = unique('early')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const productName = `Linen ${tag} shirt`;

beforeAll(async () => {
  journey = await BrowserJourney.start('before-hydration');
  const shop = journey.shop;
  await setSettings(shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
  product = await sellable(shop, { stock: { [await sellingWarehouse(shop)]: 5 }, price: '120.00', name: productName });
  shopper = await registerShopper(shop);
  twoColours = await toteInRedAndBlue(shop);
}, JOURNEY_SETUP_TIMEOUT_MS);

/** A product in red and blue (the catalogue's colour option), both in stock. */
async function toteInRedAndBlue(shop: BrowserJourney['shop']): Promise<{ url: string; name: string }> {
  const cat = await makeCatalogue(shop);
  const warehouse = await sellingWarehouse(shop);
  const name = unique('Tote ');
  const stocks = [cat.colour.red, cat.colour.blue].map((colour) => ({
    price: '90',
    options: [colour],
    inventories: [{ warehouse_id: warehouse, quantity: 3 }],
  }));
  const created = await shop.rest('POST', '/api/admin/product', { name, stocks }, await shop.adminToken());
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { url: created.body.url, name };
}

afterAll(async () => {
  await journey?.finish();
});

/**
 * A fresh page at `path` whose scripts (the built app's /assets/*.js) are held until `release()`: the
 * server's HTML is there to touch, and React has not taken it over. Requests whose address carries a
 * password are recorded (a form sent by the browser itself would put it there).
 */
async function heldPage(path: string, name: string): Promise<{ page: Page; release: () => void; passwordsInUrls: string[] }> {
  const page = await journey.newPage({ screenshot: `before-hydration-${name}` });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const passwordsInUrls: string[] = [];
  page.on('request', (request) => {
    if (/password/i.test(new URL(request.url()).search)) passwordsInUrls.push(request.url());
  });
  // Not `load`: a module script held back holds DOMContentLoaded and load too.
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release, passwordsInUrls };
}

/** Not hydrated: the app marks <html data-hydrated> once React has taken the page over (web/src/app/App.tsx). */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
}

it('a search typed and sent from the header before hydration finds the product (the box is a plain GET form too)', async () => {
  const { page, release } = await heldPage('/', 'search');
  const box = page.getByTestId('shop-search-input');
  await box.fill(tag);
  await box.press('Enter');
  // The results page's scripts are held too (its `load` with them): the address and the server's HTML say it.
  await page.waitForURL((url) => url.pathname === `/search/${tag}`, { waitUntil: 'commit' });
  await page.getByTestId('product-card-name').filter({ hasText: productName }).waitFor();
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(journey.pageErrors).toEqual([]);
});

it('a quantity typed and "Add to cart" tapped before hydration put that many in the cart', async () => {
  const { page, release } = await heldPage(`/product/${product.url}`, 'add-to-cart');
  const form = page.getByTestId('add-to-cart-form');
  await form.getByLabel(en('shop.product.quantity')).fill('2');
  await form.getByTestId('add-to-cart').click();
  await expectNotHydrated(page);
  release();
  await page.getByText(en('shop.cart.added')).first().waitFor();
  await page.getByTestId('shop-cart-count').filter({ hasText: '2' }).waitFor();
  await page.goto('/cart');
  await page.getByTestId('cart-page').getByText(productName).waitFor();
  expect(journey.pageErrors).toEqual([]);
});

it('a colour and then "Add to cart" tapped in a row before hydration put that colour in the cart', async () => {
  // The add runs after the colour's choice has been drawn: replayed in one go, formik would send the form
  // with the state it had before the colour was chosen (no option, so no add).
  const { page, release } = await heldPage(`/product/${twoColours.url}`, 'colour-then-add');
  await page.getByRole('button', { name: 'Blue' }).click();
  await page.getByTestId('add-to-cart-form').getByTestId('add-to-cart').click();
  await expectNotHydrated(page);
  release();
  await page.getByText(en('shop.cart.added')).first().waitFor();
  await page.getByTestId('shop-cart-count').filter({ hasText: '1' }).waitFor();
  await page.goto('/cart');
  await page.getByTestId('cart-page').getByText(twoColours.name).waitFor();
  await page.getByTestId('cart-line-options').filter({ hasText: 'Blue' }).waitFor();
  expect(journey.pageErrors).toEqual([]);
});

it('the sign-in form filled and sent before hydration signs in, the password never in an address', async () => {
  const { page, release, passwordsInUrls } = await heldPage('/login', 'login');
  const form = page.getByRole('form', { name: en('shop.login.title') });
  await form.getByRole('textbox', { name: en('shop.field.email') }).fill(shopper.email);
  await form.getByLabel(en('shop.field.password'), { exact: true }).fill(shopper.password);
  await form.getByLabel(en('shop.field.password'), { exact: true }).press('Enter');
  await expectNotHydrated(page);
  expect(new URL(page.url()).pathname).toBe('/login');
  release();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByTestId('shop-account-email').filter({ hasText: shopper.email }).waitFor();
  expect(passwordsInUrls).toEqual([]);
  expect(journey.pageErrors).toEqual([]);
});

it('the in-stock switch tapped before hydration filters the search results', async () => {
  const { page, release } = await heldPage(`/search/${tag}`, 'in-stock');
  await page.getByTestId('product-card-name').filter({ hasText: productName }).waitFor();
  await page.getByTestId('filter-in-stock').getByRole('switch').click();
  await expectNotHydrated(page);
  release();
  await page.waitForURL((url) => url.searchParams.get('in_stock') === '1');
  await page.getByTestId('filter-in-stock').getByRole('switch', { checked: true }).waitFor();
  expect(journey.pageErrors).toEqual([]);
});

it("a select tapped before hydration opens its list, and the option chosen is the field's value", async () => {
  const shop = journey.shop;
  const { url } = await createForm(shop, await shop.adminToken(), {
    title: 'Size enquiry',
    url: unique('early-form-').toLowerCase(),
    fields: [
      {
        key: 'size',
        label: 'Size',
        type: 'select',
        required: true,
        options: [
          { key: 'small', label: 'Small' },
          { key: 'large', label: 'Large' },
        ],
      },
    ],
  });
  const { page, release } = await heldPage(`/form/${url}`, 'select');
  const size = page.getByRole('combobox', { name: /^Size/ });
  await size.click();
  await expectNotHydrated(page);
  release();
  await page.getByRole('option', { name: 'Large' }).click();
  await page.getByRole('combobox', { name: /^Size/ }).filter({ hasText: 'Large' }).waitFor();
  expect(journey.pageErrors).toEqual([]);
});
