import { createHash, randomBytes } from 'node:crypto';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS } from '../support/browser.js';
import { freePort } from '../support/free-port.js';
import { unique } from '../support/shop.js';
import { STAFF_PASSWORD, staffToken } from '../support/staff.js';

/**
 * Issue 44: a member of staff connects an agent to /mcp/admin on a phone (390 px): the authorization
 * server's sign-in and consent pages in Chromium, under their own Content-Security-Policy (the style
 * comes by nonce; the form's redirect to the agent is allowed), then back to the agent with a code.
 */
const REDIRECT = 'http://127.0.0.1:9/agent/callback';
let journey: BrowserJourney | undefined;
let publicUrl = '';

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  journey = await BrowserJourney.start('oauth-consent', { PORT: String(port), PUBLIC_URL: publicUrl });
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('signs in and consents at 390 px, and the agent gets its code', async () => {
  const shop = journey!.shop;
  // A member of staff whose role holds one permission.
  await staffToken(shop, await shop.adminToken(), ['brand']);
  const email = (await shop.em.execute(`select email from admin_account order by id desc limit 1`))[0].email as string;

  const registered = await fetch(`${publicUrl}/oauth/reg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: unique('Phone agent '), redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }),
  });
  expect(registered.status).toBe(201);
  const client = (await registered.json()) as { client_id: string; client_name: string };

  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${publicUrl}/oauth/auth`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    scope: 'mcp:admin',
    state: 'phone',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${publicUrl}/mcp/admin`,
  }).toString();

  const page = await journey!.newPage({ viewport: { width: 390, height: 844 } });
  let reached: URL | undefined;
  await page.route('http://127.0.0.1:9/**', async (route) => {
    reached = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'agent' });
  });
  await page.goto(authorize.href);
  await page.getByLabel('E-mail').waitFor();
  expect(await page.textContent('body')).toContain(client.client_name);
  // The style came in under the page's nonce: the button is painted.
  // (A string: the server's type-check has no DOM library.)
  expect(await page.evaluate("getComputedStyle(document.querySelector('button.primary')).backgroundColor")).toBe('rgb(31, 79, 209)');
  const signIn = await journey!.checkScreen('oauth-sign-in', { axe: true });
  expect(signIn.scrollWidth).toBeLessThanOrEqual(signIn.innerWidth);
  expect(signIn.axe).toEqual([]);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  expect(await page.textContent('h1')).toContain(client.client_name);
  const consent = await journey!.checkScreen('oauth-consent', { axe: true });
  expect(consent.scrollWidth).toBeLessThanOrEqual(consent.innerWidth);
  expect(consent.axe).toEqual([]);

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(REDIRECT));
  expect(reached?.searchParams.get('state')).toBe('phone');
  expect(reached?.searchParams.get('code')).toEqual(expect.any(String));
  expect(journey!.pageErrors).toEqual([]);
});
