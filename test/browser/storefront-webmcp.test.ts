import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { checkoutMethods, sellable, sellingWarehouse, type Sellable } from '../integration/order-fixtures.js';
import { setSettings } from '../integration/product-fixtures.js';
import { CHROMIUM_PATH, ensureWebBuild, JOURNEY_SETUP_TIMEOUT_MS, PHONE_USER_AGENT, messages } from '../support/browser.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Issue 44, section 2: an agent in the browser. Chromium 156 exposes WebMCP (`document.modelContext`:
 * registerTool, getTools, executeTool) only with these features on. On a phone-sized product page the
 * agent finds the storefront's tools, searches, adds to the cart and sees the header's cart change; it
 * checks out through the checkout's tools; every form of the pages visited is a declarative tool that
 * Chromium finds nothing wrong with, in the reader's language (zh-HK too).
 */

const WEBMCP_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-features=WebMCPTesting,DevToolsWebMCPSupport'];
const en = messages('en-US');
const hk = messages('zh-HK');

let shop: TestShop;
let browser: Browser;
let product: Sellable;
/** The same word in its name, none in stock: left out of a search for products in stock. */
let soldOut: Sellable;
/** The checkout's own product: the tests run in any order, and the first one counts its stock. */
let bought: Sellable;
let productName: string;
let methods: { shipping: number; cod: number };
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureWebBuild();
  shop = await TestShop.start();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: WEBMCP_ARGS });
  await setSettings(shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
  const warehouse = await sellingWarehouse(shop);
  productName = `Agentshirt${unique('').replace(/\W/g, '')}`;
  product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '120.00', name: productName });
  soldOut = await sellable(shop, { stock: { [warehouse]: 0 }, price: '90.00', name: `${productName} sold out` });
  bought = await sellable(shop, { stock: { [warehouse]: 5 }, price: '120.00', name: `Agentbuy${unique('').replace(/\W/g, '')}` });
  methods = await checkoutMethods(shop);
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await shop?.close();
});

/** A phone-sized page (390 px) in a fresh context; `language` sets the reader's language cookie. */
async function phonePage(language?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT, locale: 'en-US' });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  if (language) await context.addCookies([{ name: 'language', value: language, url: shop.url }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') pageErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/** Chromium's findings about the page's declarative tools (the issues Lighthouse's WebMCP audits read). */
async function formToolIssues(page: Page): Promise<{ all: () => Promise<string[]> }> {
  const issues: string[] = [];
  const found: Promise<void>[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', (event: { issue: { details?: { genericIssueDetails?: { errorType?: string; violatingNodeId?: number } } } }) => {
    const details = event.issue.details?.genericIssueDetails;
    if (!details?.errorType?.startsWith('FormModelContext')) return;
    const where = page.url();
    // The element named, for the failure's message.
    found.push(
      cdp
        .send('DOM.describeNode', { backendNodeId: details.violatingNodeId })
        .then(({ node }) => `${node.nodeName} ${(node.attributes ?? []).join(' ')}`)
        .catch(() => `node ${details.violatingNodeId}`)
        .then((element) => void issues.push(`${where} ${details.errorType}: ${element}`)),
    );
  });
  await cdp.send('Audits.enable');
  return { all: async () => (await Promise.all(found), [...new Set(issues)]) };
}

// Evaluated in the page (the server's type-check has no DOM library).
const TOOLS = 'document.modelContext.getTools()';

/** Waits until the page has registered the tool (its code loads after the page), frame by frame. */
async function waitForTool(page: Page, name: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate(`${TOOLS}.then((tools) => tools.some((tool) => tool.name === ${JSON.stringify(name)}))`))) {
    if (Date.now() > deadline) throw new Error(`The page registered no WebMCP tool ${name}`);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
}

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
}

/** Calls a registered tool as an agent would (WebMCP executeTool): its answer, and the JSON in it when it is one. */
async function callTool(page: Page, name: string, input: Record<string, unknown> = {}): Promise<{ answer: ToolAnswer; data: any }> {
  await waitForTool(page, name);
  // Chromium answers the tool's result serialised as JSON text.
  const raw = await page.evaluate(
    `${TOOLS}.then((tools) => document.modelContext.executeTool(tools.find((tool) => tool.name === ${JSON.stringify(name)}), ${JSON.stringify(input)}))`,
  );
  const answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ToolAnswer;
  let data: unknown;
  try {
    data = JSON.parse(answer.content[0].text);
  } catch {
    data = undefined;
  }
  return { answer, data };
}

const toolDescriptions = async (page: Page) =>
  Object.fromEntries((await page.evaluate(`${TOOLS}.then((tools) => tools.map((tool) => [tool.name, tool.description]))`)) as [string, string][]);

it('on a product page at 390 px an agent searches, adds to the cart and changes it through the WebMCP tools, and the header shows it', async () => {
  const page = await phonePage();
  const issues = await formToolIssues(page);
  await page.goto(`/product/${product.url}`);
  await page.getByRole('heading', { name: productName }).waitFor();
  await waitForTool(page, 'add_to_cart');
  const descriptions = await toolDescriptions(page);
  for (const name of ['search_products', 'get_product', 'add_to_cart', 'get_cart', 'update_cart_line', 'remove_cart_line'])
    expect(descriptions[name]).toBe(
      en(
        `agents.${{ search_products: 'search', get_product: 'product', add_to_cart: 'add', get_cart: 'getCart', update_cart_line: 'updateLine', remove_cart_line: 'removeLine' }[name]}.description`,
      ),
    );
  // The checkout's tools belong to the checkout page only.
  expect(descriptions.checkout_place_order).toBeUndefined();

  const urls = (found: { data: { products: { url: string }[] } }) => found.data.products.map((item) => item.url).sort();
  const search = await callTool(page, 'search_products', { keyword: productName });
  expect(search.answer.isError).toBeUndefined();
  expect(urls(search)).toEqual([product.url, soldOut.url].sort());
  expect(urls(await callTool(page, 'search_products', { keyword: productName, inStock: true }))).toEqual([product.url]);
  const refused = await callTool(page, 'search_products', { keyword: 'no/slash' });
  expect(refused.answer.isError).toBe(true);
  expect(refused.answer.content[0].text).toBe(en('agents.search.invalid'));

  const read = await callTool(page, 'get_product', { url: product.url });
  expect(read.data.options).toEqual([expect.objectContaining({ stockId: product.stockId, buyable: 5 })]);

  const added = await callTool(page, 'add_to_cart', { productUrl: product.url, quantity: 2 });
  expect(added.answer.isError).toBeUndefined();
  expect(added.data.lines).toEqual([expect.objectContaining({ stockId: product.stockId, quantity: 2, productName })]);
  await page.getByTestId('shop-cart-count').getByText('2', { exact: true }).waitFor();

  const cart = await callTool(page, 'get_cart');
  const lineId = cart.data.lines[0].lineId as number;
  expect(cart.data.itemCount).toBe(2);
  const tooMany = await callTool(page, 'update_cart_line', { lineId, quantity: 50 });
  expect(tooMany.answer.isError).toBe(true);
  const changed = await callTool(page, 'update_cart_line', { lineId, quantity: 1 });
  expect(changed.data.lines[0].quantity).toBe(1);
  await page.getByTestId('shop-cart-count').getByText('1', { exact: true }).waitFor();

  // The page's forms are declarative tools: the search box and the quantity form, with their parameters.
  const forms = (await page.evaluate(
    `[...document.querySelectorAll('form')].map((form) => [form.getAttribute('toolname'), form.getAttribute('tooldescription'), [...form.elements].filter((el) => el.name).map((el) => [el.name, el.getAttribute('toolparamdescription')])])`,
  )) as [string | null, string | null, [string, string | null][]][];
  expect(forms.map(([name]) => name)).toEqual(expect.arrayContaining(['site_search', 'add_to_cart_form', 'newsletter_subscribe']));
  for (const [name, description, fields] of forms) {
    expect(name).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(description).toBeTruthy();
    for (const [, param] of fields) expect(param).toBeTruthy();
  }
  expect(forms.find(([name]) => name === 'site_search')![2]).toEqual([['keyword', en('shop.agents.form.site_search_keyword')]]);
  expect(await issues.all()).toEqual([]);
});

it('an agent checks out through the checkout tools: details, shipping, payment, and the order placed only when confirmed', async () => {
  const page = await phonePage();
  const issues = await formToolIssues(page);
  await page.goto(`/product/${bought.url}`);
  await waitForTool(page, 'add_to_cart');
  expect((await callTool(page, 'add_to_cart', { productUrl: bought.url, quantity: 1 })).answer.isError).toBeUndefined();
  await page.goto('/checkout');
  await page.getByTestId('checkout-form').waitFor();
  await waitForTool(page, 'checkout_place_order');

  const early = await callTool(page, 'checkout_place_order', { confirm: true });
  expect(early.answer.isError).toBe(true);
  expect(early.answer.content[0].text).toContain(en('agents.checkout.place.fix'));

  const email = `agent.${Date.now()}@example.com`;
  const details = await callTool(page, 'checkout_set_details', {
    email,
    shippingAddress: { firstName: 'Wing', lastName: 'Lee', country: 'HKG', contactNumber: '+852 6123 4567', address: '10 Queen’s Road Central' },
  });
  expect(details.data).toEqual({ saved: true, stillToFix: [] });
  await page
    .getByTestId('checkout-form')
    .getByRole('textbox', { name: en('common.address.firstName') })
    .and(page.locator('[value="Wing"]'))
    .waitFor();

  const shipping = await callTool(page, 'checkout_shipping_methods');
  expect(shipping.data.map((method: { id: number }) => method.id)).toContain(methods.shipping);
  expect((await callTool(page, 'checkout_set_shipping_method', { shippingMethodId: methods.shipping })).answer.isError).toBeUndefined();
  expect((await callTool(page, 'checkout_set_shipping_method', { shippingMethodId: 999999 })).answer.isError).toBe(true);
  const payment = await callTool(page, 'checkout_payment_methods');
  expect(payment.data.map((method: { id: number }) => method.id)).toContain(methods.cod);
  expect((await callTool(page, 'checkout_set_payment_method', { paymentMethodId: methods.cod })).answer.isError).toBeUndefined();
  await page.getByTestId(`paymentMethodId-${methods.cod}`).locator('input:checked').waitFor();

  const unconfirmed = await callTool(page, 'checkout_place_order', { confirm: false });
  expect(unconfirmed.answer.isError).toBe(true);
  expect(page.url()).toMatch(/\/checkout$/);
  const placed = await callTool(page, 'checkout_place_order', { confirm: true });
  expect(placed.answer.isError).toBeUndefined();
  expect(placed.data).toMatchObject({ placed: true, paymentKind: 'cash_on_delivery' });
  await page.waitForURL((url) => url.pathname === '/order/success');
  const [order] = await shop.em.execute<{ email: string }[]>('select email from shop_order where order_number = ?', [placed.data.orderNumber]);
  expect(order.email).toBe(email);
  expect(await issues.all()).toEqual([]);
});

it('every form of the storefront pages is a declarative tool in the reader language, zh-HK included, with nothing Chromium objects to', async () => {
  const page = await phonePage('zh_hk');
  const issues = await formToolIssues(page);
  await page.goto('/login');
  const login = page.locator('form[toolname="sign_in"]');
  await login.waitFor().catch(async (error: unknown) => {
    throw new Error(`${String(error)}\n${await page.content()}`);
  });
  expect(await login.getAttribute('tooldescription')).toBe(hk('shop.agents.form.sign_in'));
  expect(await login.locator('input[name="email"]').getAttribute('toolparamdescription')).toBe(hk('shop.field.email'));
  await waitForTool(page, 'search_products');
  expect((await toolDescriptions(page)).search_products).toBe(hk('agents.search.description'));

  for (const [path, toolname] of [
    ['/register', 'register_account'],
    ['/password/reset', 'request_password_reset'],
    ['/contact-us', 'contact_shop'],
    ['/', 'newsletter_subscribe'],
  ]) {
    await page.goto(path);
    // Chromium 156's WebMCP crashes the tab when it leaves a page whose tools are being registered (a
    // third of the runs of this loop, on any build): each page's tools are in place before the next goto.
    await waitForTool(page, 'search_products');
    // The footer's newsletter box loads when the footer comes near (WhenVisible): on a home page made long
    // by other files' products it is below the fold, so the reader scrolls down to it first.
    if (toolname === 'newsletter_subscribe') await page.locator('footer').scrollIntoViewIfNeeded();
    const form = page.locator(`form[toolname="${toolname}"]`);
    await form.waitFor();
    expect(await form.getAttribute('tooldescription')).toBe(hk(`shop.agents.form.${toolname}`));
    const unnamed = await page.evaluate(
      `[...document.querySelectorAll('form')].flatMap((form) => [...form.elements].filter((el) => el.name && el.type !== 'submit' && !el.getAttribute('toolparamdescription')).map((el) => form.getAttribute('toolname') + '.' + el.name))`,
    );
    expect(unnamed).toEqual([]);
    expect(await page.locator('form:not([toolname])').count()).toBe(0);
  }
  expect(await issues.all()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
