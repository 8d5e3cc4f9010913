import { COOKIE } from '../../core/cookie-names.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages, pathOf } from '../support/browser.js';
import { unique } from '../support/shop.js';

/**
 * Issue 3, journey 2: a shopper registers at /register, is signed in and lands on /account, then switches
 * the language to 繁體中文 and the storefront speaks Traditional Chinese (texts of i18n/zh-HK.json).
 */

const en = messages('en-US');
const zhHK = messages('zh-HK');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('shopper-register');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/**
 * Test files share one database and others change the settings: make sure the shop offers zh_hk beside
 * its main language en_us (the defaults), writing the settings only when they differ.
 */
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

it('registers, lands on the account page, and switches the storefront to 繁體中文', async () => {
  await offerTraditionalChinese();
  const page = await journey!.newPage();
  const email = `${unique('shopper')}@example.com`;
  const firstName = unique('Ada');
  const lastName = 'Lovelace';
  const password = 'shopper-pass-123';

  await page.goto('/register');
  const form = page.getByRole('form', { name: en('shop.register.title') });
  await form.getByRole('textbox', { name: en('shop.field.firstName') }).fill(firstName);
  await form.getByRole('textbox', { name: en('shop.field.lastName') }).fill(lastName);
  await form.getByRole('textbox', { name: en('shop.field.email') }).fill(email);
  await form.getByLabel(en('shop.field.password'), { exact: true }).fill(password);
  await form.getByLabel(en('shop.field.passwordConfirmation'), { exact: true }).fill(password);
  await form.getByRole('button', { name: en('shop.register.submit'), exact: true }).click();

  // Registered and signed in at once: the account page shows who is signed in.
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { level: 1, name: en('shop.account.title') }).waitFor();
  await page.getByTestId('shop-account-email').filter({ hasText: email }).waitFor();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE.token);
  expect(token?.value).toBeTruthy();
  // Set by the server out of page scripts' reach.
  expect(token?.httpOnly).toBe(true);

  // The header's language switcher offers the shop's languages by name.
  await page.getByRole('button', { name: en('shop.header.language') }).click();
  await page.getByRole('menuitem', { name: en('common.language.zh_hk'), exact: true }).click();

  // The storefront now speaks Traditional Chinese, and remembers the choice.
  await page.getByRole('heading', { level: 1, name: zhHK('shop.account.title') }).waitFor();
  await page.getByRole('tab', { name: zhHK('shop.account.tab.profile') }).waitFor();
  await page.getByRole('button', { name: zhHK('shop.account.logout') }).waitFor();
  await page.getByRole('button', { name: zhHK('shop.header.language') }).waitFor();
  expect(await page.getByRole('heading', { name: en('shop.account.title') }).count()).toBe(0);
  expect(await page.getByTestId('shop-account-email').innerText()).toBe(email);
  // The name as zh-HK writes it (family name first).
  const name = zhHK('shop.account.name').replace('{firstName}', firstName).replace('{lastName}', lastName);
  expect(await page.getByTestId('shop-account-name').innerText()).toBe(name);
  const language = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE.language);
  expect(language?.value).toBe('zh_hk');
  expect(pathOf(page)).toBe('/account');

  expect(journey!.pageErrors).toEqual([]);
});
