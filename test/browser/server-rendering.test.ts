import { pathToFileURL } from 'node:url';
import { COOKIE } from '../../core/cookie-names.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS } from '../support/browser.js';
import { WEB_SSR_BUNDLE } from '../support/web-build.mjs';
import { sinceHydration, watchedTab, type Screen, type Tab } from './hydration-watch.js';
import { unique } from '../support/shop.js';
import { makeSsrShop, type SsrShop } from './ssr-fixtures.js';

/**
 * Issue 42: the storefront's first screen comes rendered from the server (the web app's own components,
 * web/src/entry-server.tsx, served by server/ssr/) and the browser hydrates it: no hydration error, no
 * console error, nothing moves when JavaScript takes over; the HTML carries the catalogue; a product
 * name made of markup stays text; a signed-in shopper's page is private and never given to another.
 */

let journey: BrowserJourney;
const tag = unique('ssr')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const dressName = `Pleated ${tag} dress`;
const EVIL = '</script><script>alert(1)</script>';
let cat: SsrShop['cat'];
let shopper: SsrShop['shopper'];
let dressUrl: string;
let dressStock: number;
let evilUrl: string;
let productIds: SsrShop['productIds'];
let content: SsrShop['content'];

beforeAll(async () => {
  journey = await BrowserJourney.start('server-rendering');
  ({ cat, shopper, dressUrl, dressStock, evilUrl, productIds, content } = await makeSsrShop(journey.shop, { tag, dressName, evilName: EVIL }));
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const opened of tabs.values()) await opened.then((kept) => kept.page.context().close()).catch(() => undefined);
  await journey?.finish();
});

/** The page as a server answers it to a plain HTTP client (no JavaScript). */
async function fetchPage(path: string, cookies: Record<string, string> = {}): Promise<{ status: number; headers: Headers; html: string }> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const response = await fetch(`${journey.shop.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** What is inside the app's root element (up to the state script that follows it). */
function appRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="shop-state"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function stateScript(html: string): { nonce: string; text: string } {
  const match = /<script id="shop-state" type="application\/json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return { nonce: match![1]!, text: match![2]! };
}

it('a category page: its product names and prices are in the HTML, inside the app root, with its styles', async () => {
  const page = await fetchPage(`/category/${cat.category.url}`);
  expect(page.status).toBe(200);
  const root = appRoot(page.html);
  expect(root).toContain(dressName);
  expect(root).toMatch(/99\.50/);
  expect(root).toMatch(/120\.00/);
  // The first screen's styles come with it (every emotion rule of the render, in the tag the browser takes over).
  expect(page.html).toMatch(/<style data-shop-classes="[^"]+" nonce="[^"]+">/);
  // The state script carries the response's nonce (the one the CSP names).
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`'nonce-${stateScript(page.html).nonce}'`);
  // Every picture has its box before it loads (the products here have none of their own: the logo).
  const images = root.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(/ width="\d+"[^>]* height="\d+"/);
  // A visitor's page may be kept a little while, by us and by a CDN.
  expect(page.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
});

it('a product named like a script renders as text, in the HTML and in the state', async () => {
  const page = await fetchPage(`/product/${evilUrl}`);
  expect(page.status).toBe(200);
  expect(page.html).not.toContain('<script>alert(1)');
  expect(appRoot(page.html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  const state = stateScript(page.html);
  expect(state.text).not.toMatch(/<\/?script/i);
  expect(state.text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  expect(JSON.stringify(JSON.parse(state.text))).toContain(EVIL);

  // In the browser: shown as its text, and nothing runs.
  const browserPage = await journey.newPage({ screenshot: 'server-rendering-script-name' });
  const dialogs: string[] = [];
  browserPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await browserPage.goto(`/product/${evilUrl}`);
  await browserPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await browserPage.getByRole('heading', { level: 1, name: EVIL }).waitFor();
  expect(dialogs).toEqual([]);
});

it("a signed-in shopper's page is private, rendered signed in, and another visitor never gets it", async () => {
  const path = `/category/${cat.category.url}?shopper=${tag}`;
  const own = await fetchPage(path, { [COOKIE.token]: shopper.token, [COOKIE.tokenExpiredAt]: new Date(Date.now() + 86_400_000).toISOString() });
  expect(own.status).toBe(200);
  expect(own.headers.get('cache-control')).toBe('private, no-store');
  // The header already links to the account: nothing changes when the browser takes over.
  expect(appRoot(own.html)).toContain('data-testid="shop-account-link"');
  // The same address right after, by a visitor: a page of its own, public, with nothing of the shopper's.
  const other = await fetchPage(path);
  expect(other.headers.get('cache-control')).toMatch(/^public/);
  expect(appRoot(other.html)).toContain('data-testid="shop-login-link"');
  expect(other.html).not.toContain('shop-account-link');
  for (const personal of [shopper.email, `Ada${tag}`]) expect(other.html).not.toContain(personal);
  // And the other way round: a visitor's page kept in process is not what the shopper gets.
  const again = await fetchPage(path, { [COOKIE.token]: shopper.token });
  expect(again.headers.get('cache-control')).toBe('private, no-store');
});

it("the account page comes with the shopper's own details; a refused session gets a visitor's page", async () => {
  const marker = new Date(Date.now() + 86_400_000).toISOString();
  const own = await fetchPage(`/account?mine=${tag}`, { [COOKIE.token]: shopper.token, [COOKIE.tokenExpiredAt]: marker });
  expect(own.headers.get('cache-control')).toBe('private, no-store');
  expect(appRoot(own.html)).toContain(shopper.email);
  expect(JSON.parse(stateScript(own.html).text).first.session).toBe(marker);
  const forged = await fetchPage(`/account?forged=${tag}`, { [COOKIE.token]: `${shopper.token}x`, [COOKIE.tokenExpiredAt]: marker });
  expect(forged.headers.get('cache-control')).toBe('private, no-store');
  expect(forged.html).not.toContain(shopper.email);
  expect(JSON.parse(stateScript(forged.html).text).first.session).toBeUndefined();
});

it("the cart and checkout pages come with the visitor's cart, private; without a cart, one empty page for everyone", async () => {
  const line = await journey.shop.rest('POST', '/api/cart/item', { stock_id: dressStock, quantity: 2 });
  expect(line.status).toBe(200);
  for (const path of ['/cart', '/checkout']) {
    const own = await fetchPage(`${path}?cart=${tag}`, { [COOKIE.cartId]: line.body.cart_id });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(appRoot(own.html)).toContain(dressName);
    expect(JSON.parse(stateScript(own.html).text).first.cart).toMatchObject({ cartId: line.body.cart_id, itemCount: 2 });
    const other = await fetchPage(`${path}?cart=${tag}`);
    expect(other.headers.get('cache-control')).toMatch(/^public/);
    expect(other.html).not.toContain(dressName);
    expect(other.html).not.toContain(line.body.cart_id);
    expect(appRoot(other.html)).toContain(path === '/cart' ? 'data-testid="cart-empty"' : 'data-testid="checkout-empty"');
  }
});

it("a visitor's shared page comes with the empty cart: a browser without a cart asks for none after hydration", async () => {
  const path = `/product/${dressUrl}?empty=${tag}`;
  const shared = await fetchPage(path);
  expect(shared.headers.get('cache-control')).toMatch(/^public/);
  expect(JSON.parse(stateScript(shared.html).text).first.cart).toMatchObject({ cartId: null, itemCount: 0, items: [] });
  const context = await journey.newContext();
  try {
    const page = await context.newPage();
    const cartRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /OpenCart/.test(request.postData() ?? '')) cartRequests.push(request.postData()!);
    });
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(cartRequests).toEqual([]);
    // The cart works all the same: the first add makes it.
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('shop-cart-count').getByText('1').waitFor();
  } finally {
    await context.close();
  }
});

it("a copy of the empty cart's page from a cache that ignored the cookies still shows the visitor their cart", async () => {
  const line = await journey.shop.rest('POST', '/api/cart/item', { stock_id: dressStock, quantity: 1 });
  expect(line.status).toBe(200);
  const context = await journey.newContext();
  try {
    await context.addCookies([{ name: COOKIE.cartId, value: line.body.cart_id, url: journey.shop.url }]);
    const page = await context.newPage();
    // What such a cache holds: the page as a visitor without cookies got it.
    await page.route(/\/cart$/, async (route) => {
      const shared = await fetch(`${journey.shop.url}/cart`);
      const headers = Object.fromEntries([...shared.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
      await route.fulfill({ status: shared.status, headers, body: await shared.text() });
    });
    await page.goto('/cart');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText(dressName).first().waitFor();
    expect(await page.getByTestId('cart-empty').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('a kept page is dropped when the catalogue is written: a renamed product shows its new name at once', async () => {
  const path = `/category/${cat.category.url}?kept=${tag}`;
  expect(appRoot((await fetchPage(path)).html)).toContain(dressName);
  // Kept, the page is answered again with that answer's own nonce (the one its CSP names) on every style
  // and script, and is otherwise the same page.
  const [first, second] = [await fetchPage(path), await fetchPage(path)];
  const nonceOf = (page: { headers: Headers }) => /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).not.toBe(b);
  for (const [page, nonce] of [
    [first, a],
    [second, b],
  ] as const) {
    expect([...new Set([...page.html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]))]).toEqual([nonce]);
    expect(page.html.match(/<style [^>]*nonce="/g)?.length).toBe(page.html.match(/<style /g)?.length);
    expect(stateScript(page.html).nonce).toBe(nonce);
  }
  expect(first.html.split(a).join('N')).toBe(second.html.split(b).join('N'));
  const renamed = `${dressName} renamed`;
  const token = await journey.shop.adminToken();
  const answer = await journey.shop.gql(
    'mutation($id: Int!, $input: ProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { id } }',
    { id: productIds.get(dressUrl), input: { name: renamed }, language: 'en_us' },
    token,
  );
  expect(answer.errors).toBeUndefined();
  expect(appRoot((await fetchPage(path)).html)).toContain(renamed);
  const back = await journey.shop.gql(
    'mutation($id: Int!, $input: ProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { id } }',
    { id: productIds.get(dressUrl), input: { name: dressName }, language: 'en_us' },
    token,
  );
  expect(back.errors).toBeUndefined();
});

it('a form page is made for each visit (its idempotency key is its own) and never kept', async () => {
  const [first, second] = [await fetchPage(`/form/${content.form}`), await fetchPage(`/form/${content.form}`)];
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  const key = (html: string) => /"idempotencyKey":"([^"]+)"/.exec(stateScript(html).text)?.[1];
  expect(key(first.html)).toBeTruthy();
  expect(key(first.html)).not.toBe(key(second.html));
});

/** What the server's renderer (web/dist-ssr/entry-server.js, web/src/entry-server.tsx) is asked and answers here. */
interface Renderer {
  renderShop(request: {
    url: string;
    cart?: { id: null };
    execute: (operation: { query: string; variables: Record<string, unknown> }) => Promise<unknown>;
  }): Promise<{ html: string; passes: number; errors: string[] }>;
}

it("each page kind is rendered in one pass: its data fetched first, with its components' own variables", async () => {
  const { renderShop } = (await import(pathToFileURL(WEB_SSR_BUNDLE).href)) as Renderer;
  const paths = [
    '/',
    `/category/${cat.category.url}`,
    `/product/${dressUrl}`,
    `/search/${tag}`,
    `/page/${content.page}`,
    `/blog/article/${content.article}`,
    `/blog/category/${content.blogCategory}`,
    '/stores',
    '/cart',
  ];
  for (const path of paths) {
    const asked: string[] = [];
    const rendered = await renderShop({
      url: path,
      cart: { id: null },
      execute: ({ query, variables }) => {
        asked.push(`${/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query} ${JSON.stringify(variables)}`);
        return journey.shop.gql(query, variables);
      },
    });
    // A component whose variables were not the ones fetched would ask again in the pass (a second pass),
    // and a query asked twice shows it.
    expect({ path, passes: rendered.passes, errors: rendered.errors }).toEqual({ path, passes: 1, errors: [] });
    expect({ path, asked: [...new Set(asked)] }).toEqual({ path, asked });
  }
});

/**
 * One tab per screen and sign-in, opened at its first visit and kept for the next ones (a new browser
 * context per visit cost about a second each): the visits of a tab are full page loads all the same,
 * the init script watches each one, and an anonymous tab drops its cookies before each visit, so
 * every visit is a first visit to the server.
 */
const tabs = new Map<string, Promise<Tab>>();

function tab(screen: Screen, signedIn: boolean): Promise<Tab> {
  const key = `${screen}${signedIn ? '-signed-in' : ''}`;
  if (!tabs.has(key)) {
    tabs.set(key, watchedTab(journey, screen));
  }
  return tabs.get(key)!;
}

/** The page at `path` in the screen's tab, loaded afresh and hydrated, after its data settled. */
async function visit(path: string, options: { signedIn?: boolean; cart?: boolean; screen: Screen }): Promise<Tab> {
  const opened = await tab(options.screen, Boolean(options.signedIn));
  const context = opened.page.context();
  if (options.signedIn) await journey.signIn('shop', shopper.email, shopper.password, context);
  else await context.clearCookies();
  if (options.cart) {
    // A guest's cart with a dress in it (a member's page merges it into their own cart as the browser would).
    const line = await journey.shop.rest('POST', '/api/cart/item', { stock_id: dressStock, quantity: 1 });
    expect(line.status).toBe(200);
    await context.addCookies([{ name: COOKIE.cartId, value: line.body.cart_id, url: journey.shop.url }]);
  }
  opened.problems.length = 0;
  await opened.page.goto(path);
  await opened.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

const PAGE_KINDS: [string, () => string, { signedIn?: boolean; cart?: boolean; text?: () => string }?][] = [
  ['home', () => '/'],
  ['category', () => `/category/${cat.category.url}`, { text: () => dressName }],
  ['product', () => `/product/${dressUrl}`, { text: () => dressName }],
  ['search', () => `/search/${encodeURIComponent(tag)}`, { text: () => dressName }],
  ['CMS', () => `/page/${content.page}`, { text: () => 'Within 30 days' }],
  ['blog article', () => `/blog/article/${content.article}`, { text: () => 'Linen is cool' }],
  ['blog category', () => `/blog/category/${content.blogCategory}`, { text: () => 'Our linen' }],
  ['form', () => `/form/${content.form}`, { text: () => 'Tell us what you need' }],
  ['stores', () => '/stores'],
  ['login', () => '/login'],
  ['cart', () => '/cart'],
  ['checkout', () => '/checkout'],
  ['account', () => '/account', { signedIn: true, text: () => `Ada${tag}` }],
  ['cart with a line', () => '/cart', { cart: true, text: () => dressName }],
  ['checkout with a line', () => '/checkout', { cart: true, text: () => dressName }],
  ["member's checkout", () => '/checkout', { signedIn: true, cart: true, text: () => dressName }],
];

describe.each(PAGE_KINDS)('the %s page', (name, path, options = {}) => {
  it.each(['desktop', 'phone'] as const)('hydrates on a %s without an error and nothing moves', async (screen) => {
    const { page, problems } = await visit(path(), { signedIn: options.signedIn, cart: options.cart, screen });
    try {
      if (options.text) await page.getByText(options.text(), { exact: false }).first().waitFor();
      expect(problems).toEqual([]);
      const seen = await sinceHydration(page);
      expect(seen.moved).toEqual([]);
      expect(seen.shifts).toEqual([]);
      // Every chunk hydration needed was named in the page (server/ssr/chunk-preloads.ts).
      expect(seen.scriptPreloads).toEqual([]);
      // Every style rule of what the server rendered came with the page (composed components' too).
      expect(seen.stylesBeforeHydrated).toEqual([]);
    } catch (error) {
      // The screen as it failed, for whoever reads the failure (test-output/browser/).
      await journey.screenshot(`server-rendering-${name.replace(/ /g, '-')}-${screen}`, page).catch(() => undefined);
      throw error;
    }
  });
});
