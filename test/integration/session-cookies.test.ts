import { ADMIN_EMAIL, ADMIN_PASSWORD, TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';

/** Issue 12 section 3: HttpOnly SameSite=Strict session cookies set by the server, and the Origin check. */
describe('session cookies', () => {
  let shop: TestShop;
  /** PUBLIC_URL's origin, another than the address the tests call (shop.url). */
  let publicOrigin: string;

  beforeAll(async () => {
    // The shared server trusts one proxy (X-Forwarded-Proto) and has a PUBLIC_URL of its own.
    shop = await TestShop.start();
    publicOrigin = new URL(shop.config.publicUrl).origin;
  });
  afterAll(async () => {
    await shop.close();
  });

  /** The value of the named cookie among the answer's Set-Cookie lines, with its attributes. */
  function setCookie(headers: Headers, name: string): string | undefined {
    return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  }
  const cookieValue = (line: string | undefined) => line?.split(';')[0].split('=')[1];
  const own = () => ({ origin: shop.url });

  it('admin login sets admin_token HttpOnly, SameSite=Strict (Secure over HTTPS); the cookie authenticates', async () => {
    const login = await shop.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const line = setCookie(login.headers, 'admin_token')!;
    expect(cookieValue(line)).toBe(login.body.token);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Strict/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/; Secure/i);
    expect(setCookie(login.headers, 'token')).toBeUndefined();
    const behindHttps = await shop.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(setCookie(behindHttps.headers, 'admin_token')).toMatch(/; Secure/i);

    const cookie = { cookie: `admin_token=${login.body.token}` };
    expect((await shop.rest('GET', '/api/admin', undefined, undefined, cookie)).status).toBe(200);
    expect((await shop.rest('GET', '/api/admin', undefined, undefined)).status).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin (403), accepts own origin, PUBLIC_URL and Referer; Bearer is exempt', async () => {
    const token = await shop.adminToken();
    const cookie = { cookie: `admin_token=${token}` };
    const role = (name: string) => ({ name, permissions: [] });
    const foreign = await shop.rest('POST', '/api/admin/role', role('Evil'), undefined, { ...cookie, origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Cross-site request refused' } });
    expect((await shop.rest('POST', '/api/admin/role', role('No origin'), undefined, cookie)).status).toBe(403);
    expect((await shop.rest('POST', '/api/admin/role', role('Evil referer'), undefined, { ...cookie, referer: 'https://evil.example/page' })).status).toBe(403);
    const gqlForeign = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-area': 'admin', origin: 'https://evil.example', ...cookie },
      body: JSON.stringify({ query: 'mutation { createRole(input: { name: "Evil gql", permissions: [] }) { id } }' }),
    });
    expect(gqlForeign.status).toBe(403);
    const found = await shop.rest('GET', '/api/admin/role?keyword=Evil', undefined, token);
    expect(found.body.total).toBe(0);

    expect((await shop.rest('POST', '/api/admin/role', role('Own origin'), undefined, { ...cookie, ...own() })).status).toBe(201);
    expect(publicOrigin).not.toBe(new URL(shop.url).origin);
    expect((await shop.rest('POST', '/api/admin/role', role('Public URL'), undefined, { ...cookie, origin: publicOrigin })).status).toBe(201);
    expect((await shop.rest('POST', '/api/admin/role', role('Referer'), undefined, { ...cookie, referer: `${shop.url}/admin/role/create` })).status).toBe(201);
    // Reads need no origin; a Bearer header is no cookie, whatever the origin.
    expect((await shop.rest('GET', '/api/admin/role', undefined, undefined, { ...cookie, origin: 'https://evil.example' })).status).toBe(200);
    expect((await shop.rest('POST', '/api/admin/role', role('Partner'), token, { origin: 'https://partner.example' })).status).toBe(201);
  });

  it('keeps shopper and admin cookies apart: X-Session-Area picks one on /graphql', async () => {
    const shopper = await registerShopper(shop);
    const login = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...own() },
      body: JSON.stringify({ query: `mutation { login(input: { email: "${shopper.email}", password: "${shopper.password}" }) { token } }` }),
    });
    const shopperLine = setCookie(login.headers, 'token')!;
    expect(shopperLine).toMatch(/HttpOnly/i);
    const adminToken = await shop.adminToken();
    const both = `token=${cookieValue(shopperLine)}; admin_token=${adminToken}`;
    const ask = async (area: string, query: string) =>
      (
        await fetch(`${shop.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-area': area, cookie: both, ...own() },
          body: JSON.stringify({ query }),
        })
      ).json() as Promise<any>;
    expect((await ask('shop', '{ me { email } }')).data.me.email).toBe(shopper.email);
    expect((await ask('admin', '{ currentAdmin { email } }')).data.currentAdmin.email).toBe(ADMIN_EMAIL);
    expect((await ask('admin', '{ me { email } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refresh replaces the cookie, logout clears it', async () => {
    const token = await shop.adminToken();
    const cookie = { cookie: `admin_token=${token}`, ...own() };
    const refreshed = await shop.rest('POST', '/api/admin/token/refresh', undefined, undefined, cookie);
    expect(refreshed.status).toBe(200);
    const next = cookieValue(setCookie(refreshed.headers, 'admin_token'));
    expect(next).toBe(refreshed.body.token);
    const logout = await shop.rest('POST', '/api/admin/logout', undefined, undefined, { cookie: `admin_token=${next}`, ...own() });
    expect(logout.status).toBe(200);
    const cleared = setCookie(logout.headers, 'admin_token')!;
    expect(cleared).toMatch(/^admin_token=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await shop.rest('GET', '/api/admin', undefined, undefined, { cookie: `admin_token=${next}` })).status).toBe(401);
  });
});
