import type { Page } from 'playwright-core';
import { COOKIE } from '../../core/cookie-names.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { adminLogin, shopperLogin } from '../support/browser-steps.js';
import { registerShopper } from '../integration/customer-fixtures.js';

/**
 * Issue 12, section 3: a setting-only admin plants a script through the storefront's `script_header`;
 * with a super admin and a shopper signed in in the same browser, the script collects document.cookie,
 * localStorage and sessionStorage, and finds no credential. The signed-in pages still work.
 */
const t = messages('en-US');

const THIEF = `<script>
(function () {
  function dump(storage) { var out = {}; for (var i = 0; i < storage.length; i++) { var k = storage.key(i); out[k] = storage.getItem(k); } return out; }
  function grab() {
    window.__stolen = window.__stolen || [];
    window.__stolen.push({ cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) });
  }
  grab();
  setInterval(grab, 100);
})();
</script>`;

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('token-theft');
}, JOURNEY_SETUP_TIMEOUT_MS);

let restore: (() => Promise<unknown>) | undefined;

afterAll(async () => {
  await restore?.();
  await journey?.finish();
});

interface Loot {
  cookie: string;
  local: Record<string, string>;
  session: Record<string, string>;
}

const stolen = async (page: Page) => (await page.evaluate('window.__stolen || []')) as Loot[];

it('a script planted in script_header finds no admin or shopper token; the sessions keep working', async () => {
  const shop = journey!.shop;
  const admin = await shop.adminToken();
  // A settings update changes only the fields it sends (issue 21); the planted script leaves with the
  // test (the server may be shared with the worker's other files).
  const before = (await shop.rest('GET', '/api/admin/setting/basic', undefined, admin)).body.script_header ?? '';
  restore = () =>
    shop.gql('mutation($input: BasicSettingsInput!) { updateBasicSettings(input: $input) { scriptHeader } }', { input: { scriptHeader: before } }, admin);
  const input = { scriptHeader: THIEF };
  const planted = await shop.gql('mutation($input: BasicSettingsInput!) { updateBasicSettings(input: $input) { scriptHeader } }', { input }, admin);
  expect(planted.errors).toBeUndefined();
  expect(planted.data!.updateBasicSettings.scriptHeader).toBe(THIEF);
  const shopper = await registerShopper(shop);
  const page = await journey!.newPage();

  // The super admin signs in to the back office...
  await adminLogin(page);
  // ...and, in the same browser, a shopper signs in to the storefront, which runs the planted script.
  await shopperLogin(page, shopper.email, shopper.password);
  await page.getByTestId('shop-account-email').filter({ hasText: shopper.email }).waitFor();
  await page.waitForFunction('(window.__stolen || []).length > 3');

  // Both tokens exist, as HttpOnly cookies...
  const cookies = await page.context().cookies();
  const adminToken = cookies.find((c) => c.name === COOKIE.adminToken);
  const shopperToken = cookies.find((c) => c.name === COOKIE.token);
  expect(adminToken).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(shopperToken).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // ...and the planted script saw neither, nor anything that looks like a token.
  const loot = await stolen(page);
  expect(loot.length).toBeGreaterThan(3);
  const everything = JSON.stringify(loot);
  expect(everything).not.toContain(adminToken!.value);
  expect(everything).not.toContain(shopperToken!.value);
  expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  for (const entry of loot) {
    const names = entry.cookie.split(';').map((part) => part.split('=')[0].trim());
    expect(names).not.toContain(COOKIE.adminToken);
    expect(names).not.toContain(COOKIE.token);
  }

  // The signed-in pages work on the cookies: the shopper's profile saves, the back office answers.
  await page.getByRole('textbox', { name: t('shop.field.firstName') }).fill('Renamed');
  await page.getByTestId('profile-submit').click();
  await page.getByTestId('profile-saved').waitFor();
  await page.goto('/admin');
  await page.getByTestId('admin-name').waitFor();
  await page.goto('/admin/role');
  await page.getByRole('navigation', { name: t('admin.layout.sidebar') }).waitFor();
  expect(journey!.pageErrors).toEqual([]);
});
