import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { loadConfig } from '../../server/config/env.js';
import { writeSettingsGroup } from '../../server/modules/settings/settings.store.js';
import { shopPage } from '../../server/shop-page.js';
import { webAssets } from '../../server/web-assets.js';
import { JOURNEY_SETUP_TIMEOUT_MS, ensureWebBuild } from '../support/browser.js';
import { FILE_MODULES, TestShop } from '../support/shop.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without fetch's automatic decompression: the bytes as they travel. */
function raw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const scriptSrc = (csp: string | undefined) => (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

let shop: TestShop;
beforeAll(async () => {
  // Its own modules: it writes settings (writeSettingsGroup) whose cache the server must drop.
  shop = await TestShop.start({ TRUST_PROXY: '1', CSP_SCRIPT_HOSTS: 'https://cdn.example.com' }, FILE_MODULES);
});
afterAll(() => shop.close());

describe('compression and security headers of API answers', () => {
  it('compresses answers above 1 KB with brotli or gzip as accepted, not small ones', async () => {
    const plain = await raw(`${shop.url}/api/routes`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw(`${shop.url}/api/routes`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await raw(`${shop.url}/api/routes`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const small = await raw(`${shop.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends nosniff, a referrer policy and frame protection, and HSTS only over HTTPS', async () => {
    const overHttp = await raw(`${shop.url}/api/health`);
    expect(overHttp.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Behind the trusted proxy that ended TLS.
    const overHttps = await raw(`${shop.url}/api/health`, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the pages and their Content-Security-Policy', () => {
  let page: { url: string; close: () => Promise<void> };
  let otherPage: { url: string; close: () => Promise<void> };
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-page-'));
    const index = path.join(dir, 'index.html');
    fs.writeFileSync(
      index,
      '<!doctype html><html><head><script type="module" src="/assets/main-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    const em = shop.em;
    await writeSettingsGroup(em, 'basic', {
      scriptHeader: '<script>window.headerRan = "$&";</script>',
      headerScript: '<SCRIPT src="https://cdn.example.com/tag.js" async></SCRIPT>',
      scriptFooter: 'window.footerRan = true;',
      footerScript: '',
    });
    await em.flush();
    const app = express();
    app.get('/{*path}', shopPage(shop.running.db.orm, shop.config, index));
    page = await listen(app);
    // The same pages of a shop whose public address and media host are plain HTTP elsewhere.
    const elsewhere = { ...shop.config, publicUrl: 'http://shop.example:8080/', storage: { ...shop.config.storage, mediaPublicUrl: 'http://media.example' } };
    const other = express();
    other.get('/{*path}', shopPage(shop.running.db.orm, elsewhere, index));
    otherPage = await listen(other);
  });
  afterAll(async () => {
    const em = shop.em;
    await writeSettingsGroup(em, 'basic', { scriptHeader: '', headerScript: '', scriptFooter: '', footerScript: '' });
    await em.flush();
    await page.close();
    await otherPage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives the storefront's own and the merchant's scripts a nonce of this response, written by the server", async () => {
    const first = await raw(`${page.url}/`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp))?.[1] ?? '';
    expect(nonce).toBeTruthy();
    expect(scriptSrc(csp)).not.toContain('unsafe-inline');
    expect(scriptSrc(csp)).toContain('https://cdn.example.com');
    expect(scriptSrc(csp)).not.toContain('js.stripe.com');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");

    const html = first.body.toString();
    // Executable scripts (the head's JSON-LD data blocks carry the nonce too, modules/seo).
    const scripts = html.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/gi) ?? [];
    expect(scripts).toHaveLength(4);
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Header scripts at the end of <head> (text taken as is, "$&" included), footer scripts at the end of <body>.
    expect(html).toContain(`<script nonce="${nonce}">window.headerRan = "$&";</script>\n<script nonce="${nonce}" src="https://cdn.example.com/tag.js" async>`);
    expect(html.indexOf('window.headerRan')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">window.footerRan = true;</script>\\s*</body>`));

    const second = await raw(`${page.url}/contact-us`);
    expect(scriptSrc(String(second.headers['content-security-policy']))).not.toContain(nonce);
  });

  it("admits pictures from the shop's public address and media host, opened at any address", async () => {
    const imgSrc = (csp: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith('img-src'))
        ?.trim() ?? '';
    // Uploads are answered absolute (mediaUrl): from PUBLIC_URL here, while this page is at another port.
    const own = imgSrc(String((await raw(`${page.url}/`)).headers['content-security-policy']));
    expect(own).toBe(`img-src 'self' data: blob: https: ${new URL(shop.config.publicUrl).origin}`);
    for (const path of ['/', '/admin/product']) {
      const csp = imgSrc(String((await raw(`${otherPage.url}${path}`)).headers['content-security-policy']));
      expect(csp).toBe("img-src 'self' data: blob: https: http://shop.example:8080 http://media.example");
    }
  });

  it('admits Stripe.js on the card page only', async () => {
    const card = await raw(`${page.url}/stripe?stripe_key=k1`);
    const csp = String(card.headers['content-security-policy']);
    expect(scriptSrc(csp)).toContain('https://js.stripe.com');
    expect(csp).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
  });

  it("admits Facebook's SDK only while Facebook login is on", async () => {
    expect(scriptSrc(String((await raw(`${page.url}/login`)).headers['content-security-policy']))).not.toContain('connect.facebook.net');
    const em = shop.em;
    await writeSettingsGroup(em, 'facebook', { enabled: true });
    await em.flush();
    try {
      const csp = String((await raw(`${page.url}/login`)).headers['content-security-policy']);
      expect(scriptSrc(csp)).toContain('https://connect.facebook.net');
      expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.facebook\.com/);
    } finally {
      await writeSettingsGroup(em, 'facebook', { enabled: false });
      await em.flush();
    }
  });

  it('serves /admin with a strict policy: own origin only, no inline script, no merchant script', async () => {
    const admin = await raw(`${page.url}/admin/login`);
    expect(scriptSrc(String(admin.headers['content-security-policy'])).trim()).toBe("script-src 'self'");
    const html = admin.body.toString();
    expect(html).not.toContain('headerRan');
    expect(html).not.toContain('nonce');
  });
});

describe('the built web app as the shop serves it', () => {
  beforeAll(() => ensureWebBuild(), JOURNEY_SETUP_TIMEOUT_MS);

  it('serves the storefront page with a nonce on its entry script (loaded at low priority), compressed on the fly, and its assets precompressed', async () => {
    const answer = await raw(`${shop.url}/`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(answer.body).toString();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(String(answer.headers['content-security-policy'])))?.[1] ?? '';
    const entry = /<script nonce="([^"]+)" type="module"([^>]*) src="([^"]+)"/.exec(html);
    expect(entry?.[1]).toBe(nonce);
    // At low priority, as its module preloads: the picture of the first screen goes first (web/vite.config.ts).
    expect(entry?.[2]).toContain('fetchpriority="low"');
    expect(html).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
    // And after the first screen's HTML and state: sent in the head, its imports took the connections while the page rendered.
    expect(html.indexOf(entry![0])).toBeGreaterThan(html.indexOf('<script id="shop-state"'));
    expect(html.indexOf('<script id="shop-state"')).toBeGreaterThan(0);
    const asset = await raw(`${shop.url}${entry?.[3]}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it('keeps the GraphQL explorer at /graphql working under its own policy', async () => {
    const page = await raw(`${shop.url}/graphql`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(scriptSrc(String(page.headers['content-security-policy'])).trim()).toBe("script-src 'self'");
    // A small page: sent as it is (below 1 KB nothing is compressed).
    const html = (page.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(page.body) : page.body).toString();
    // No inline script for the policy to block: the explorer is one module from the shop's origin.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/graphiql-[\w-]+\.js"/)]);
    // A POST is still the API.
    expect(await shop.gql('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('configuration', () => {
  it('reads CSP_SCRIPT_HOSTS and THROTTLE_* and refuses malformed values', () => {
    const base = { ADMIN_PASSWORD: 'admin-secret-123' };
    expect(loadConfig({ ...base, CSP_SCRIPT_HOSTS: 'https://a.example.com, https://*.b.example.com' }).cspScriptHosts).toEqual([
      'https://a.example.com',
      'https://*.b.example.com',
    ]);
    expect(() => loadConfig({ ...base, CSP_SCRIPT_HOSTS: "https://a.example.com 'unsafe-inline'" })).toThrow(/CSP_SCRIPT_HOSTS/);
    expect(() => loadConfig({ ...base, CSP_SCRIPT_HOSTS: 'https://a.example.com;script-src *' })).toThrow(/CSP_SCRIPT_HOSTS/);
    const config = loadConfig({ ...base, THROTTLE_CHECKOUT: '5/30' });
    expect(config.throttles.checkout).toEqual({ limit: 5, windowMinutes: 30 });
    expect(config.throttles.register).toEqual({ limit: 20, windowMinutes: 60 });
    expect(() => loadConfig({ ...base, THROTTLE_REGISTER: 'many' })).toThrow(/THROTTLE_REGISTER/);
    expect(() => loadConfig({ ...base, THROTTLE_REGISTER: '0/60' })).toThrow(/THROTTLE_REGISTER/);
  });
});

describe('precompressed web assets', () => {
  let site: { url: string; close: () => Promise<void> };
  let dir: string;
  const code = `export const big = ${JSON.stringify('shop '.repeat(2000))};\n`;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-assets-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const file = path.join(dir, 'assets', 'main-abc123.js');
    fs.writeFileSync(file, code);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(code));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    const app = express();
    app.use(webAssets(dir));
    app.use((_req, res) => res.status(418).send('fallback'));
    site = await listen(app);
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the build-time .br or .gz as the client accepts, with Vary and a year of immutable caching', async () => {
    const url = `${site.url}/assets/main-abc123.js`;
    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(code);

    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(code);

    const plain = await raw(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('answers 404 for a missing asset and leaves HTML pages to their own handler', async () => {
    expect((await raw(`${site.url}/assets/missing-1.js`)).status).toBe(404);
    expect((await raw(`${site.url}/assets/..%2Findex.html`)).status).toBe(404);
    expect((await raw(`${site.url}/index.html`)).status).toBe(418);
  });
});
