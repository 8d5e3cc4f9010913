import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/shop.js';
import { registerShopper } from '../integration/customer-fixtures.js';
import { checkoutMethods, sellingWarehouse } from '../integration/order-fixtures.js';
import { eventAt, placeOrder } from '../integration/report-fixtures.js';

/**
 * Issue 19, the sales report: staff open the report for last month, switch to weekly, export it, and
 * the file's totals are the screen's.
 */

const t = messages('en-US');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-sales-report');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: t('admin.login.email') }).fill(ADMIN_EMAIL);
  await page.getByLabel(t('admin.login.password'), { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: t('admin.login.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The 15th of last month at noon in Hong Kong (04:00 UTC). */
function middleOfLastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 2, 15, 4));
  return last.toISOString();
}

/** The amount of a money text as the screen shows it ('HK$ 1234.50' -> '1234.50'). */
const amountOf = (text: string) => text.trim().split(/\s+/).pop()!.replace(/,/g, '');

it('opens last month, groups by week, exports, and the file holds the screen’s figures', async () => {
  const shop = journey!.shop;
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const shopper = await registerShopper(shop);
  const order = await placeOrder(shop, { warehouse, shipping: methods.shipping, payment: methods.cod, quantity: 3, price: '45.50', token: shopper.token });
  await eventAt(shop, order.id, { status: 'paid' }, middleOfLastMonth());

  const page = await journey!.newPage();
  await adminLogin(page);
  await page.goto('/admin/report/sales?preset=lastMonth');
  const net = page.getByTestId('report-summary-netSales');
  await net.waitFor();
  const screenNet = amountOf(await net.innerText());
  expect(Number(screenNet)).toBeGreaterThanOrEqual(Number(order.subtotal));

  await page.getByLabel(t('admin.report.groupBy')).click();
  await page.getByRole('option', { name: t('admin.report.group.week') }).click();
  await page.waitForURL((url) => url.searchParams.get('group') === 'week');
  // A month has 4 to 6 weeks against 28 to 31 days: wait for the weekly table itself, not for a
  // progress bar that may not have appeared yet when the address changes.
  // A string: the server's type-check has no DOM library.
  await page.waitForFunction(`(() => {
    const rows = document.querySelectorAll('[data-testid="report-table"] tbody tr').length;
    return rows >= 4 && rows <= 6;
  })()`);
  const weeks = await page.getByTestId('report-table').locator('tbody tr').count();
  expect(amountOf(await net.innerText())).toBe(screenNet);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('sales report.xlsx');
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file!) as never);
  const summary = new Map<string, string>();
  book.getWorksheet('summary')!.eachRow((row) => summary.set(String(row.getCell(1).value), String(row.getCell(2).value)));
  expect(summary.get('net_sales')).toBe(screenNet);
  expect(summary.get('orders')).toBe(await page.getByTestId('report-summary-orders').innerText());
  expect(book.getWorksheet('rows')!.rowCount).toBe(1 + weeks);

  expect(journey!.pageErrors).toEqual([]);
});
