import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';

/**
 * Issue 15, journeys: an editor builds a page with a block in the back office and links it from the
 * menu; a shopper reads it in zh-HK. The home carousel advances by itself and stops on hover.
 */

const en = messages('en-US');
const label = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const key = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('content-journey');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** The shop must offer zh_hk beside en_us (other files may change the settings): written only when it does not. */
async function offerTraditionalChinese(): Promise<void> {
  const shop = journey!.shop;
  const config = await shop.gql<{ publicConfig: { mainLanguage: string; supportedLanguages: string[] } }>(
    '{ publicConfig { mainLanguage supportedLanguages } }',
  );
  const basic = config.data?.publicConfig;
  if (basic?.mainLanguage === 'en_us' && basic.supportedLanguages.includes('zh_hk')) return;
  const answer = await shop.gql(
    'mutation($input: BasicSettingsInput!) { updateBasicSettings(input: $input) { mainLanguage } }',
    { input: { mainLanguage: 'en_us', supportedLanguages: [...new Set(['en_us', 'zh_hk', ...(basic?.supportedLanguages ?? [])])] } },
    await shop.adminToken(),
  );
  expect(answer.errors).toBeUndefined();
}

/** Submits a create screen and answers the new record's id (the screen moves to its edit address). */
async function submitCreate(admin: Page, resource: string): Promise<number> {
  await admin.getByTestId('form-submit').click();
  await admin.waitForURL((url) => new RegExp(`^/admin/${resource}/edit/\\d+$`).test(url.pathname));
  return Number(new URL(admin.url()).pathname.split('/').pop());
}

it('an editor builds a page with a block and links it from the menu; a shopper reads it in zh-HK', async () => {
  await offerTraditionalChinese();
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const identifier = key('journey_block_');
  const pageUrl = unique('journey-page-').toLowerCase();

  const admin = await journey!.newPage({ screenshot: 'content-editor' });
  await journey!.signIn('admin');

  // The block, then the page placing it, then the menu item leading to the page.
  await admin.goto('/admin/block/create');
  await admin.getByRole('textbox', { name: label(en('admin.block.identifier')) }).fill(identifier);
  await admin.getByRole('textbox', { name: label(en('admin.block.title')) }).fill('Opening hours');
  const blockId = await submitCreate(admin, 'block');

  await admin.goto('/admin/page/create');
  await admin.getByRole('textbox', { name: label(en('admin.page.title')) }).fill('Visit us');
  await admin.getByRole('textbox', { name: label(en('admin.page.url')) }).fill(pageUrl);
  const blocks = admin.getByRole('combobox', { name: label(en('admin.page.blocks')) });
  await blocks.fill(identifier);
  await admin.getByRole('option', { name: `Opening hours (${identifier})` }).click();
  const pageId = await submitCreate(admin, 'page');

  const menuTitle = unique('Visit ');
  await admin.goto('/admin/menu/create');
  await admin.getByRole('textbox', { name: label(en('admin.menus.title')) }).fill(menuTitle);
  await admin.getByRole('combobox', { name: label(en('admin.menus.type')) }).click();
  await admin.getByRole('option', { name: en('admin.menus.type.page'), exact: true }).click();
  await admin.getByRole('textbox', { name: label(en('admin.menus.url')) }).fill(pageUrl);
  const menuId = await submitCreate(admin, 'menu');

  // The Chinese texts (the language tabs are the translation journey's own).
  const zhTitle = `到訪我們 ${menuTitle}`;
  for (const [path, body] of [
    [`/api/admin/block/${blockId}`, { title: '營業時間' }],
    [`/api/admin/page/${pageId}`, { title: '到訪我們' }],
    [`/api/admin/menu/${menuId}`, { title: zhTitle }],
  ] as const) {
    expect([path, (await shop.rest('PUT', `${path}?language=zh_hk`, body, token)).status]).toEqual([path, 200]);
  }

  // The shopper, in Traditional Chinese: the menu leads to the page, with its block below the content.
  const shopper = await journey!.newPage({ screenshot: 'content-shopper' });
  await journey!.setCookies({ language: 'zh_hk' });
  await shopper.goto('/');
  await shopper.getByRole('link', { name: zhTitle }).first().click();
  await shopper.waitForURL((url) => url.pathname === `/page/${pageUrl}`);
  await shopper.getByRole('heading', { level: 1, name: '到訪我們' }).waitFor();
  const block = shopper.getByTestId('content-page-block');
  await block.getByRole('heading', { name: '營業時間' }).waitFor();
  expect(await shopper.locator('html').getAttribute('lang')).toBe('zh-HK');
  expect(journey!.pageErrors).toEqual([]);
});

it('the home carousel advances by itself and stops while the pointer is over it', async () => {
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const slider = await shop.rest(
    'POST',
    '/api/admin/slider',
    { identifier: key('journey_hero_'), slides: ['One', 'Two', 'Three'].map((title) => ({ image: '/images/default-banner.svg', title })) },
    token,
  );
  expect(slider.status).toBe(201);
  const saved = (await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body.sections;
  await shop.rest('PUT', '/api/admin/setting/home', { sections: [{ type: 'slider', value: slider.body.identifier }] }, token);
  try {
    const page = await journey!.newPage({ screenshot: 'content-carousel' });
    // The page's clock (its timers and Date) moves on by itself, and the journey moves it on at once
    // where it would otherwise wait seconds of real time for the carousel.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('home-carousel');
    await carousel.waitFor();
    expect(await carousel.getAttribute('data-index')).toBe('0');
    expect(await carousel.getAttribute('aria-roledescription')).toBe(en('shop.carousel.carousel'));
    // Every 5 seconds by itself (spec 9).
    await page.clock.runFor(5000);
    await page.waitForSelector('[data-testid="home-carousel"][data-index="1"]', { timeout: 9000 });
    await page.getByTestId('carousel-slide-1').getByRole('heading', { name: 'Two' }).waitFor();
    // The pointer over it: it stops, and its live region speaks again.
    await carousel.hover();
    expect(await carousel.getAttribute('data-running')).toBe('false');
    await page.clock.runFor(6000);
    expect(await carousel.getAttribute('data-index')).toBe('1');
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    // The buttons still move it, and name themselves.
    await page.getByRole('button', { name: en('shop.carousel.next') }).click();
    expect(await carousel.getAttribute('data-index')).toBe('2');
    // On a phone (390 px) nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    expect(journey!.pageErrors).toEqual([]);
  } finally {
    // The home page is one per shop: other journeys find it as it was.
    await shop.rest('PUT', '/api/admin/setting/home', { sections: saved }, token);
  }
});
