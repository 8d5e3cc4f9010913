import type { Page } from 'playwright-core';
import { COOKIE } from '../../core/cookie-names.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages, pathOf } from '../support/browser.js';
import { unique } from '../support/shop.js';

/**
 * Issue 3, journey 3 (spec section 4): a session found already past its expiry is cleared, 'Login
 * expired / Please log in again' shows, and 1 second later the user goes to the area's home: / for a
 * shopper, /admin for an admin (which, signed out, then shows the admin login).
 * The expiry is the cookie the web app keeps beside each token (names from web/src/app/cookies.ts); the
 * tokens themselves are real and still valid on the server, so only the browser's timer ends them.
 */

const t = messages('en-US');

/** Spec 9: post-error redirect delay. */
const REDIRECT_DELAY_MS = 1000;
/** An expiry well in the past. */
const EXPIRED_AT = new Date(Date.now() - 60 * 60 * 1000).toISOString();

interface Timeline {
  /** performance.now() when the 'Login expired' dialog was shown (its own `data-shown-at`). */
  dialogAt?: number;
  /** What the dialog said when it was shown. */
  dialogText?: string;
  /** Every client-side navigation (history push/replace) with its time. */
  paths: { path: string; at: number }[];
}

/**
 * Runs in the page before the app (as text: the server's type-check has no DOM types): records when the
 * expiry dialog says it was shown and each client-side navigation, so the delay is measured in the
 * browser itself from the message's own time, not across the test's polling nor from when an observer
 * got to run on a busy machine.
 */
const RECORD_TIMELINE = `
  const timeline = { paths: [] };
  window.__timeline = timeline;
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method];
    history[method] = function (...args) {
      original.apply(this, args);
      timeline.paths.push({ path: location.pathname, at: performance.now() });
    };
  }
  new MutationObserver(() => {
    const shown = document.querySelector('[data-shown-at]');
    if (timeline.dialogAt === undefined && shown) {
      timeline.dialogAt = Number(shown.getAttribute('data-shown-at'));
      timeline.dialogText = shown.textContent;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-shown-at'] });
`;

async function timeline(page: Page): Promise<Timeline> {
  return (await page.evaluate('window.__timeline')) as Timeline;
}

/** The first navigation to `target` after the dialog showed, as milliseconds after it. */
function delayUntil(record: Timeline, target: string): number | undefined {
  if (record.dialogAt === undefined) return undefined;
  const entry = record.paths.find((step) => step.at >= record.dialogAt! && step.path === target);
  return entry === undefined ? undefined : entry.at - record.dialogAt;
}

/**
 * The redirect came 1 second after the message: the app starts its second when the dialog is shown
 * (its transition's onEnter, which stamps data-shown-at), so the redirect cannot come earlier (a timer
 * never fires early; a few milliseconds allow for the clocks' rounding), and may come later on a slow
 * machine.
 */
function expectRedirectDelay(delay: number | undefined, record: Timeline): void {
  if (delay === undefined) throw new Error(`No redirect after the message: ${JSON.stringify(record)}`);
  expect(delay).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 5);
  expect(delay).toBeLessThan(REDIRECT_DELAY_MS + 1500);
}

/**
 * The message was shown, read from the page's own record once the redirect has come: it shows for only
 * a second, which a test polling a busy machine can miss.
 */
function expectExpiredMessage(record: Timeline): void {
  expect(record.dialogText).toContain(t('common.session.expired'));
  expect(record.dialogText).toContain(t('common.session.loginAgain'));
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('session-expiry');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('an expired shopper session shows Login expired and returns home after 1 second', async () => {
  const shop = journey!.shop;
  const email = `${unique('expired')}@example.com`;
  const password = 'shopper-pass-123';
  const registered = await shop.gql<{ register: { token: string } }>('mutation($input: RegisterInput!) { register(input: $input) { token } }', {
    input: { firstName: 'Exp', lastName: 'Ired', email, password, passwordConfirmation: password },
  });
  expect(registered.errors).toBeUndefined();

  const page = await journey!.newPage({ screenshot: 'session-expiry-shop', initScript: RECORD_TIMELINE });
  await journey!.setCookies({ [COOKIE.token]: registered.data!.register.token, [COOKIE.tokenExpiredAt]: EXPIRED_AT });
  await page.goto('/account');

  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('dialog', { name: t('common.session.expired') }).waitFor({ state: 'hidden' });

  const record = await timeline(page);
  expectExpiredMessage(record);
  expectRedirectDelay(delayUntil(record, '/'), record);
  expect(pathOf(page)).toBe('/');
  // The session is cleared: no token and no expiry left, and the header offers to log in.
  expect(await cookieNames(page)).not.toContain(COOKIE.token);
  expect(await cookieNames(page)).not.toContain(COOKIE.tokenExpiredAt);
  await page.getByRole('link', { name: t('shop.header.login') }).waitFor();

  expect(journey!.pageErrors).toEqual([]);
});

/**
 * The admin's journey from `start`: 'Login expired', then /admin 1 second later, where the signed-out
 * admin is sent on to the login.
 */
async function expectAdminExpiry(start: string, screenshot: string): Promise<void> {
  const shop = journey!.shop;
  const page = await journey!.newPage({ screenshot, initScript: RECORD_TIMELINE });
  await journey!.setCookies({ [COOKIE.adminToken]: await shop.adminToken(), [COOKIE.adminTokenExpiredAt]: EXPIRED_AT });
  await page.goto(start);

  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByRole('button', { name: t('admin.login.submit'), exact: true }).waitFor();

  const record = await timeline(page);
  expectExpiredMessage(record);
  expectRedirectDelay(delayUntil(record, '/admin'), record);
  expect(await cookieNames(page)).not.toContain(COOKIE.adminToken);
  expect(await cookieNames(page)).not.toContain(COOKIE.adminTokenExpiredAt);
  expect(journey!.pageErrors).toEqual([]);
}

it('an expired admin session shows Login expired and goes to /admin after 1 second', async () => {
  await expectAdminExpiry('/admin', 'session-expiry-admin');
});

// A list screen syncs its URL parameters; that must not cut the expiry message short.
it('an expired admin session on a list screen (/admin/role) also waits 1 second and goes to /admin', async () => {
  await expectAdminExpiry('/admin/role', 'session-expiry-admin-list');
});
