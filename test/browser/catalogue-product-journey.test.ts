import type { Locator, Page } from 'playwright-core';
import { convertAmount } from '../../core/decimal.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';

/**
 * Issue 4, journey: an admin creates a product with two options (colour and size) and stock in two
 * warehouses on the back office's product screen; a shopper finds it by search, picks its options and
 * sees the chosen stock's price in another currency (switched in the header), converted at the
 * configured rate.
 */

const t = messages('en-US');
/** The dollar rate of this journey: 456.78 HKD x 0.1283 = 58.604874, shown as 58.60. */
const USD = { identifier: 'USD', rate: 0.1283, mark: 'US$' };

let journey: BrowserJourney | undefined;
let restoreCurrencies: (() => Promise<void>) | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('catalogue-product-journey');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await restoreCurrencies?.();
  await journey?.finish();
});

/** A field's label as screens show it: the text, with an asterisk when the field is required. */
const label = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label(name) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('an admin creates a product with options and stock in two warehouses; a shopper finds it and sees its price in dollars', async () => {
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const tag = unique('journey').toLowerCase();

  // What the product screen picks from: two option kinds and two warehouses (their own screens are tested elsewhere).
  const colourTitle = `Colour ${tag}`;
  const sizeTitle = `Size ${tag}`;
  const colour = await shop.rest(
    'POST',
    '/api/admin/attribute',
    {
      key: `c_${tag}`,
      title: colourTitle,
      position: 1,
      values: [
        { code: 'red', label: 'Red' },
        { code: 'blue', label: 'Blue' },
      ],
    },
    token,
  );
  const size = await shop.rest(
    'POST',
    '/api/admin/attribute',
    {
      key: `s_${tag}`,
      title: sizeTitle,
      position: 2,
      values: [
        { code: 's', label: 'Small' },
        { code: 'l', label: 'Large' },
      ],
    },
    token,
  );
  expect([colour.status, size.status]).toEqual([201, 201]);
  const east = `East ${tag}`;
  const west = `West ${tag}`;
  for (const name of [east, west])
    expect((await shop.rest('POST', '/api/admin/warehouse', { name, address: '1 Harbour Road', enabled: true }, token)).status).toBe(201);

  // The shop sells in HKD and USD at a known rate (the previous currencies come back afterwards).
  const currencyFields = 'baseCurrency supportedCurrencies { identifier rate mark }';
  const before = (await shop.gql(`{ settings { currency { ${currencyFields} } } }`, {}, token)).data?.settings.currency;
  const setCurrencies = (input: unknown) =>
    shop.gql(`mutation($input: CurrencySettingsInput!) { updateCurrencySettings(input: $input) { ${currencyFields} } }`, { input }, token);
  const set = await setCurrencies({ baseCurrency: 'HKD', supportedCurrencies: [{ identifier: 'HKD', rate: 1, mark: 'HK$' }, USD] });
  expect(set.errors).toBeUndefined();
  if (before) restoreCurrencies = async () => void (await setCurrencies(before));

  // The admin: the product with two stocks, the first stocked in both warehouses.
  const admin = await journey!.newPage({ screenshot: 'catalogue-product-journey-admin' });
  await journey!.signIn('admin');
  await admin.goto('/admin/product/create');
  const productName = `Harbour tee ${tag}`;
  await admin.getByRole('textbox', { name: label(t('admin.field.name')) }).fill(productName);

  const stocks = [
    {
      colour: 'Red',
      size: 'Small',
      price: '399.00',
      inventories: [
        [east, '4'],
        [west, '6'],
      ],
    },
    { colour: 'Blue', size: 'Large', price: '456.78', inventories: [[west, '3']] },
  ];
  for (const [index, stock] of stocks.entries()) {
    // A new product starts with one empty stock; the next one is added.
    const group = admin.getByRole('group', { name: t('admin.product.stock.title').replace('{position}', String(index + 1)) });
    if (index > 0) await admin.getByTestId('stock-add').click();
    await choose(admin, group, colourTitle, stock.colour);
    await choose(admin, group, sizeTitle, stock.size);
    await group.getByRole('textbox', { name: label(t('admin.product.stock.price')) }).fill(stock.price);
    for (const [row, [warehouse, quantity]] of stock.inventories.entries()) {
      await admin.getByTestId(`stocks.${index}.inventories-add`).click();
      const inventory = group.getByRole('group', { name: t('admin.product.inventory.row').replace('{position}', String(row + 1)) });
      await choose(admin, inventory, t('admin.product.inventory.warehouse'), warehouse);
      await inventory.getByLabel(label(t('admin.product.inventory.quantity'))).fill(quantity);
    }
  }
  await admin.getByTestId('form-submit').click();
  await admin.waitForURL((url) => /^\/admin\/product\/edit\/\d+$/.test(url.pathname));
  const id = Number(new URL(admin.url()).pathname.split('/').pop());

  // Saved as entered: two stocks with their options, prices and inventories per warehouse.
  const saved = await shop.gql<{
    product: { url: string; stocks: { price: string; optionValues: { label: string }[]; inventories: { warehouseName: string; quantity: number }[] }[] };
  }>('query($id: Int!) { product(id: $id) { url stocks { price optionValues { label } inventories { warehouseName quantity } } } }', { id }, token);
  expect(saved.errors).toBeUndefined();
  const product = saved.data!.product;
  expect(product.stocks.map((s) => [s.price, s.optionValues.map((v) => v.label), s.inventories.map((i) => [i.warehouseName, i.quantity])])).toEqual([
    [
      '399.00',
      ['Red', 'Small'],
      [
        [east, 4],
        [west, 6],
      ],
    ],
    ['456.78', ['Blue', 'Large'], [[west, 3]]],
  ]);

  // The shopper: search from the header, open the product, switch to dollars, pick blue and large.
  const page = await journey!.newPage({ screenshot: 'catalogue-product-journey-shopper' });
  await page.goto('/');
  await page.getByTestId('shop-search-input').fill(tag);
  await page.getByTestId('shop-search-input').press('Enter');
  await page.waitForURL((url) => url.pathname === `/search/${tag}`);
  await page.getByTestId('product-card-name').filter({ hasText: productName }).click();
  await page.waitForURL((url) => url.pathname === `/product/${product.url}`);
  await page.getByTestId('product-name').filter({ hasText: productName }).waitFor();

  await page.getByTestId('shop-currency-switcher').click();
  await page.getByRole('menuitem', { name: `${USD.identifier} (${USD.mark})` }).click();
  await page.getByTestId('shop-currency-switcher').filter({ hasText: USD.identifier }).waitFor();

  const colourId = colour.body.values.find((v: { code: string }) => v.code === 'blue').id;
  const sizeId = size.body.values.find((v: { code: string }) => v.code === 'l').id;
  await page.getByTestId(`option-${colour.body.id}-${colourId}`).click();
  await page.getByTestId(`option-${size.body.id}-${sizeId}`).click();

  // The chosen stock's price, 456.78 HKD at 0.1283: US$58.60.
  expect(convertAmount('456.78', USD.rate)).toBe('58.60');
  await page.getByTestId('product-price').filter({ hasText: 'US$58.60' }).waitFor();
  expect((await page.getByTestId('product-price').innerText()).replace(/\s+/g, ' ').trim()).toBe('US$58.60');
  expect(journey!.pageErrors).toEqual([]);
});
