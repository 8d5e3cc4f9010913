import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { registerShopper } from '../integration/customer-fixtures.js';
import { checkoutMethods, sellingWarehouse } from '../integration/order-fixtures.js';
import { eventAt, placeOrder } from '../integration/report-fixtures.js';
import { unique } from '../support/shop.js';

/**
 * Issue 19, the sales report: staff open the report for last month, switch to weekly, export it, and
 * the file's totals are the screen's. Then the customer report's tiers and points, and the dashboard's
 * follow-ups tile leading to the leads it counts.
 */

const t = messages('en-US');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-sales-report');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** The 15th of last month at noon in Hong Kong (04:00 UTC). */
function middleOfLastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 2, 15, 4));
  return last.toISOString();
}

/** The amount of a money text, which must be written as en-US writes HKD ('HK$1,234.50' -> '1234.50', issue 46). */
const amountOf = (text: string) => {
  const written = /^-?HK\$(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(text.trim());
  expect({ text, written: Boolean(written) }).toEqual({ text, written: true });
  return written![1]!.replace(/,/g, '');
};

it('opens last month, groups by week, exports, and the file holds the screen’s figures', async () => {
  const shop = journey!.shop;
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const shopper = await registerShopper(shop);
  const order = await placeOrder(shop, { warehouse, shipping: methods.shipping, payment: methods.cod, quantity: 3, price: '45.50', token: shopper.token });
  await eventAt(shop, order.id, { status: 'paid' }, middleOfLastMonth());

  const page = await journey!.newPage();
  await journey!.signIn('admin');
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
  const rows = page.getByTestId('report-table').locator('tbody tr');
  await rows.nth(6).waitFor({ state: 'detached' });
  await rows.nth(3).waitFor();
  const weeks = await rows.count();
  expect(weeks).toBeGreaterThanOrEqual(4);
  expect(weeks).toBeLessThanOrEqual(6);
  expect(amountOf(await net.innerText())).toBe(screenNet);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe('sales report.xlsx');
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file!) as never);
  const summary = new Map<string, string>();
  book.getWorksheet('summary')!.eachRow((row) => summary.set(String(row.getCell(1).value), String(row.getCell(2).value)));
  // The amount is a number in the file (in the currency's format), the screen's to the cent.
  expect(Number(summary.get('net_sales')).toFixed(2)).toBe(screenNet);
  expect(summary.get('orders')).toBe(await page.getByTestId('report-summary-orders').innerText());
  expect(book.getWorksheet('rows')!.rowCount).toBe(1 + weeks);

  expect(journey!.pageErrors).toEqual([]);
});

it('shows the customer report by tier and its points; the follow-ups tile opens the leads due', async () => {
  const shop = journey!.shop;
  const admin = await shop.adminToken();
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  const shopper = await registerShopper(shop);
  const order = await placeOrder(shop, { warehouse, shipping: methods.shipping, payment: methods.cod, quantity: 2, price: '30.00', token: shopper.token });
  await eventAt(shop, order.id, { status: 'paid' }, middleOfLastMonth());
  const tier = await shop.rest('POST', '/api/admin/membership', { name: unique('Browser tier '), level: 950, period_months: 12, duration_months: 12 }, admin);
  const [customer] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  expect((await shop.rest('PUT', `/api/admin/user/${customer.id}/membership`, { tier_id: tier.body.id, remark: 'browser' }, admin)).status).toBe(200);
  const leadName = unique('Due');
  // Long overdue: the list opens sorted by follow-up, so it is on the first page.
  expect((await shop.rest('POST', '/api/admin/lead', { first_name: leadName, follow_up_at: '2001-01-01T00:00:00Z' }, admin)).status).toBe(201);

  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto('/admin/report/customer?preset=lastMonth');
  const tierRow = page.getByTestId('report-tiers').locator('tbody tr', { hasText: tier.body.name });
  await tierRow.waitFor();
  const cells = await tierRow.locator('td').allInnerTexts();
  expect(cells.slice(1, 4)).toEqual(['1', '1', '1']);
  expect(amountOf(cells[4])).toBe(order.subtotal);
  expect(await page.getByTestId('report-points-outstanding').innerText()).toMatch(/^-?\d+$/);

  await page.goto('/admin');
  const tile = page.getByTestId('tile-leads');
  expect(Number(await tile.locator('h5').innerText())).toBeGreaterThanOrEqual(1);
  await tile.click();
  await page.waitForURL((url) => url.pathname === '/admin/lead' && url.searchParams.has('follow_up_before'));
  await page.getByText(leadName).waitFor();

  expect(journey!.pageErrors).toEqual([]);
});
