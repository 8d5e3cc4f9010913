import type { Page } from 'playwright-core';
import { COOKIE } from '../../core/cookie-names.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { checkoutMethods, sellingWarehouse } from '../integration/order-fixtures.js';
import { eventAt, placeOrder } from '../integration/report-fixtures.js';

/**
 * Issue 46, items 3 to 7, as staff and shoppers see them at a desk (1366 px) and on a phone (390 px), in
 * English and in Traditional Chinese:
 * - money with digit grouping and the shop's mark in the order list, on the dashboard and in its chart's
 *   tooltip (with the shop's day), the chart drawn in straight lines;
 * - the sidebar in groups, the current screen's open, Settings last;
 * - the top bar names the shop (its storefront name and logo), not "Back Office";
 * - the product page and the home page keep their heading levels in order (Lighthouse's heading-order).
 */

const LOCALES = [
  ['en-US', 'en_us'],
  ['zh-HK', 'zh_hk'],
] as const;
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
const GROUP_ORDER = ['products', 'customers', 'marketing', 'content', 'settings'];

let journey: BrowserJourney | undefined;
let order: { id: number; chargedTotal: string; url: string } | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-money-menu-brand');
  const shop = journey.shop;
  const methods = await checkoutMethods(shop);
  const warehouse = await sellingWarehouse(shop);
  // Over a thousand dollars, so that the amounts need their digit grouping.
  const placed = await placeOrder(shop, {
    warehouse,
    shipping: methods.shipping,
    payment: methods.cod,
    quantity: 2,
    price: '1234.50',
    email: 'grouping@example.com',
  });
  await eventAt(shop, placed.id, { status: 'paid' }, new Date().toISOString());
  order = { id: placed.id, chargedTotal: placed.chargedTotal, url: placed.product.url };
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** An amount as the shop's HKD is written in en-US and zh-HK alike: its mark, then the digits grouped by three. */
const hkd = (amount: string) => {
  const [whole, cents] = amount.split('.');
  return `HK$${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
};
const GROUPED_HKD = /^HK\$\d{1,3}(,\d{3})+\.\d{2}$/;

/** The shop's day today (its zone is Hong Kong's in the tests), as 'YYYY-MM-DD'. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());

async function openAdmin(locale: string, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await journey!.newPage({ viewport, screenshot: `admin-money-menu-brand-${locale}-${viewport.width}` });
  await journey!.signIn('admin');
  await journey!.setCookies({ [COOKIE.adminLanguage]: locale });
  await page.goto(path);
  return page;
}

/** The sidebar as the screen offers it: beside the page at a desk, slid in from the top bar's button on a phone. */
async function sidebar(page: Page, phone: boolean) {
  if (phone) {
    // Closed first (a choice closes it; it slides away before the button can open it again).
    const drawer = page.getByTestId('admin-sidebar-mobile');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('admin-sidebar-toggle').click();
    await drawer.waitFor();
    return drawer;
  }
  return page.getByTestId('admin-sidebar');
}

describe.each(LOCALES)('in %s', (locale, language) => {
  const t = messages(locale);

  it.each(VIEWPORTS)('shows grouped amounts, the grouped sidebar and the shop’s name at $width px', async (viewport) => {
    const phone = viewport.width < 900;
    const config = await journey!.shop.gql<{ publicConfig: { name: string; images: { logo: string | null } } }>(
      'query($language: String) { publicConfig(language: $language) { name images { logo } } }',
      { language },
    );
    const { name, images } = config.data!.publicConfig;
    expect(name).toBeTruthy();

    // The order list: the order's total with its digits grouped (2 x 1234.50 and shipping is over 2,000).
    const page = await openAdmin(locale, viewport, `/admin/order?keyword=grouping@example.com`);
    const row = page.getByTestId(`row-${order!.id}`);
    await row.waitFor();
    const total = hkd(order!.chargedTotal);
    expect(total).toMatch(GROUPED_HKD);
    await row.getByText(total, { exact: true }).waitFor();

    // The top bar names the shop, as its storefront does; "Back Office" no longer.
    const brand = page.getByTestId('admin-brand');
    await page.getByTestId('admin-brand-name').filter({ hasText: name }).waitFor({ state: 'attached' });
    expect(await brand.getAttribute('aria-label')).toBe(name);
    expect(await page.getByRole('banner').innerText()).not.toContain(t('admin.layout.title'));
    if (images.logo) expect(await page.getByTestId('admin-brand-logo').getAttribute('src')).toBe(images.logo);
    // On a phone a merchant's own logo stands for the name; the default mark never does.
    const defaultMark = !images.logo || images.logo.endsWith('/images/default-logo.svg');
    expect(await page.getByTestId('admin-brand-name').isVisible()).toBe(!phone || defaultMark);

    // The sidebar: Home, Orders, Stores and Reports as links; the other groups in the order, Settings last;
    // the current screen's group (Orders is its own link here) marked; a closed group opens at a tap.
    const nav = await sidebar(page, phone);
    await nav.getByTestId('admin-menu-order').waitFor();
    expect(await nav.getByTestId('admin-menu-order').getAttribute('aria-current')).toBe('page');
    expect(await nav.getByTestId('admin-menu-order').innerText()).toBe(t('admin.menuGroup.orders'));
    const groups = await nav.locator('[data-testid^="admin-menu-group-"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
    expect(groups).toEqual(GROUP_ORDER.map((group) => `admin-menu-group-${group}`));
    const settings = nav.getByTestId('admin-menu-group-settings');
    expect(await settings.innerText()).toBe(t('admin.menuGroup.settings'));
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    await settings.click();
    await nav.getByTestId('admin-menu-webhook').waitFor();
    expect(await nav.getByTestId('admin-menu-api_key').innerText()).toBe(t('admin.menu.api_key'));
    // A screen of a group: its group opens by itself, its item marked.
    await nav.getByTestId('admin-menu-setting').click();
    await page.waitForURL((url) => url.pathname === '/admin/setting');
    const again = await sidebar(page, phone);
    await again.locator('[data-testid="admin-menu-group-settings"][aria-expanded="true"]').waitFor();
    await again.locator('[data-testid="admin-menu-setting"][aria-current="page"]').waitFor();
    if (phone) await page.keyboard.press('Escape');

    // The dashboard: today's sales grouped, the chart in straight lines, its tooltip with the day and the amount.
    await page.goto('/admin');
    const sales = page.getByTestId('tile-sales').locator('h5');
    await sales.waitFor();
    expect(await sales.innerText()).toMatch(GROUPED_HKD);
    const line = page.locator('.MuiLineChart-line').first();
    await line.waitFor({ state: 'attached' });
    // Moves and lines only: no curve command (C) between the points.
    const drawn = (await line.getAttribute('d'))!;
    expect(drawn).toMatch(/^M[\d.,\s-]+(L[\d.,\s-]+)+$/);
    const today = shopToday();
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    // The last point is today's: the pointer on it opens the tooltip of its day.
    const lastMark = page.locator('.MuiLineChart-mark').last();
    await lastMark.scrollIntoViewIfNeeded();
    const mark = (await lastMark.boundingBox())!;
    await page.mouse.move(mark.x + mark.width / 2, mark.y + mark.height / 2);
    const tooltip = page.getByRole('tooltip').filter({ hasText: day });
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toMatch(/HK\$\d{1,3}(,\d{3})+\.\d{2}/);

    const check = await journey!.checkScreen(`admin-dashboard-${locale}-${viewport.width}`);
    // The page does not scroll sideways (the latest orders' table may scroll in its own box).
    expect({ fits: check.scrollWidth <= check.innerWidth, sticksOut: check.scrollWidth <= check.innerWidth ? [] : check.sticksOut }).toEqual({
      fits: true,
      sticksOut: [],
    });
    // The top bar's brand, language switch and logout stay in the window.
    for (const testId of ['admin-brand', 'admin-language-switch', 'admin-logout']) {
      const box = (await page.getByTestId(testId).boundingBox())!;
      expect({ testId, inside: box.x >= 0 && box.x + box.width <= viewport.width }).toEqual({ testId, inside: true });
    }
    expect(journey!.pageErrors).toEqual([]);
  });
});

it('keeps the heading levels in order on the product page and the home page (Lighthouse heading-order)', async () => {
  const page = await journey!.newPage({ viewport: { width: 390, height: 844 }, screenshot: 'admin-money-menu-brand-headings' });
  for (const path of [`/product/${order!.url}`, '/']) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    expect({ path, findings: await journey!.axeRules(['heading-order']) }).toEqual({ path, findings: [] });
  }
  // The product's price with its digits grouped, as the storefront writes HKD.
  await page.goto(`/product/${order!.url}`);
  await page.getByTestId('product-price').filter({ hasText: 'HK$1,234.50' }).waitFor();
  expect(journey!.pageErrors).toEqual([]);
});
