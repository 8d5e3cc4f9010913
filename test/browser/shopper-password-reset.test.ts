import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';
import { registerShopper } from '../integration/customer-fixtures.js';

/**
 * Issue 5, journey (b): a shopper who forgot the password asks for a link at /password/reset, opens the
 * link of the mail that reached the (loopback) SMTP server, chooses a new password, and logs in with it.
 */

const t = messages('en-US');

let smtp: Mailbox | undefined;
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  smtp = await workerMailbox();
  journey = await BrowserJourney.start('shopper-password-reset');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('resets a forgotten password from the mailed link and logs in with the new one', async () => {
  const shop = journey!.shop;
  const shopper = await registerShopper(shop);
  const newPassword = 'brand-new-pass-42';
  const page = await journey!.newPage();

  await page.goto('/login');
  await page.getByRole('link', { name: t('shop.login.forgotPassword') }).click();
  await page.waitForURL((url) => url.pathname === '/password/reset');
  const request = page.getByRole('form', { name: t('shop.passwordReset.title') });
  await request.getByRole('textbox', { name: t('shop.field.email') }).fill(shopper.email);
  await request.getByTestId('password-reset-submit').click();
  await page.getByTestId('password-reset-sent').waitFor();

  // The link of the mail, opened on this shop (the mail names the configured public address).
  const mail = await smtp!.waitFor((m) => m.envelopeTo.includes(shopper.email));
  const href = /href="([^"]*reset-password[^"]*)"/.exec(mail.html ?? '')?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  const link = new URL(href!);
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);

  const reset = page.getByRole('form', { name: t('shop.resetPassword.title') });
  const email = reset.getByRole('textbox', { name: t('shop.field.email') });
  if (!(await email.inputValue())) await email.fill(shopper.email);
  await reset.getByLabel(t('shop.field.password'), { exact: true }).fill(newPassword);
  await reset.getByLabel(t('shop.field.passwordConfirmation'), { exact: true }).fill(newPassword);
  await reset.getByTestId('reset-password-submit').click();

  // Done: the login screen, where the new password works (and the old one no longer does).
  await page.waitForURL((url) => url.pathname === '/login');
  expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).not.toBe(200);
  const login = page.getByRole('form', { name: t('shop.login.title') });
  await login.getByRole('textbox', { name: t('shop.field.email') }).fill(shopper.email);
  await login.getByLabel(t('shop.field.password'), { exact: true }).fill(newPassword);
  await login.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByTestId('shop-account-email').filter({ hasText: shopper.email }).waitFor();

  expect(journey!.pageErrors).toEqual([]);
});
