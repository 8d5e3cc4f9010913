import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { registerShopper } from '../integration/customer-fixtures.js';

/**
 * Issue 5, journey (a): a shopper adds two addresses on /account, then makes the second one the default
 * billing address; the flag moves (the first one loses it), on the screen and on the server.
 */

const t = messages('en-US');
const countries = JSON.parse(fs.readFileSync(new URL('../../i18n/countries.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const country = (code: string) => countries[code]['en-US'];

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('shopper-addresses');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

async function addAddress(page: Page, fields: { address: string; contactNumber: string; country: string; defaultBilling?: boolean }): Promise<void> {
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await form.getByRole('textbox', { name: t('shop.field.firstName') }).fill('Mei');
  await form.getByRole('textbox', { name: t('shop.field.lastName') }).fill('Chan');
  await form.getByRole('combobox', { name: t('shop.address.country') }).click();
  await page.getByRole('option', { name: fields.country, exact: true }).click();
  await form.getByRole('textbox', { name: t('shop.address.contactNumber') }).fill(fields.contactNumber);
  await form.getByRole('textbox', { name: t('shop.address.address') }).fill(fields.address);
  if (fields.defaultBilling) await form.getByLabel(t('shop.address.defaultBilling'), { exact: true }).check();
  await form.getByTestId('address-submit').click();
  await form.waitFor({ state: 'detached' });
  await page.getByText(fields.address).waitFor();
}

it('adds two addresses and moves the default billing address to the second', async () => {
  const shop = journey!.shop;
  const shopper = await registerShopper(shop);
  const page = await journey!.newPage();
  await journey!.signIn('shop', shopper.email, shopper.password);
  await page.goto('/account');
  await page.getByRole('tab', { name: t('shop.account.tab.addresses') }).click();
  await page.getByTestId('addresses-empty').waitFor();

  await addAddress(page, { address: '1 Queen’s Road Central', contactNumber: '21234567', country: country('HKG'), defaultBilling: true });
  await addAddress(page, { address: '10 Downing Street', contactNumber: '02070000000', country: country('GBR') });

  // The address cards (address-<id>), not the tab or the form.
  const cards = page.getByTestId(/^address-\d+$/);
  await expectCardCount(page, 2);
  const first = cards.filter({ hasText: '1 Queen’s Road Central' });
  const second = cards.filter({ hasText: '10 Downing Street' });
  await first.getByTestId('default-billing').waitFor();
  expect(await second.getByTestId('default-billing').count()).toBe(0);

  // Make the second address the default billing address: the first one loses the flag.
  await second.getByTestId('make-default-billing').click();
  await second.getByTestId('default-billing').waitFor();
  await first.getByTestId('default-billing').waitFor({ state: 'detached' });

  // The server agrees, and a reload shows the same.
  const answer = await shop.rest('GET', '/api/address', undefined, shopper.token);
  const byAddress = Object.fromEntries((answer.body as { address: string; default_billing: boolean }[]).map((a) => [a.address, a.default_billing]));
  expect(byAddress).toEqual({ '1 Queen’s Road Central': false, '10 Downing Street': true });
  await page.reload();
  await page.getByRole('tab', { name: t('shop.account.tab.addresses') }).click();
  await page.getByTestId('addresses-tab').getByText('10 Downing Street').waitFor();
  await expectCardCount(page, 2);
  expect(await page.getByTestId('default-billing').count()).toBe(1);

  expect(journey!.pageErrors).toEqual([]);
});

async function expectCardCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(`document.querySelectorAll('[data-testid="address-edit"]').length === ${count}`);
}
