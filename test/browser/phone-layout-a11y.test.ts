import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages, type ScreenCheck } from '../support/browser.js';
import { routeInApp } from '../support/browser-steps.js';
import { unique } from '../support/shop.js';
import { registerShopper, type Shopper } from '../integration/customer-fixtures.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse } from '../integration/order-fixtures.js';
import { makeCatalogue, setSettings, type Catalogue } from '../integration/product-fixtures.js';

/**
 * Issue 20: the main journey at a phone's 390 x 844 and a desktop's 1280 x 800. On every screen nothing
 * scrolls sideways; the storefront's screens (home, category, product, cart, checkout, account) have no
 * serious or critical axe-core finding; the back office's order detail and customer edit fit the phone.
 * A sold-out option says so on a disabled button, and choosing a colour shows that colour's pictures.
 * On the phone: the home carousel's button clears its controls, the menu drawer has a name, the footer's
 * links are 24 px tall; everywhere: a page opened from a link keeps its own title, and the shopper's order
 * page (its status chip readable, the date under the number where the number starts) passes axe too.
 * Screens of both sizes are saved under test-output/screenshots/<width>x<height>/. The app is loaded
 * once per part (browsing, buying, back office) and window size and then moves from screen to screen as
 * its links do (routeInApp).
 */

const en = messages('en-US');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let journey: BrowserJourney | undefined;
let shopper: Shopper;
let cat: Catalogue;
let product: { url: string; name: string };
let soldOut: { url: string };
let blueImage = '';
let orderId = 0;
let customerId = 0;
let homeSections: unknown;
let announcementId = 0;
const SLIDE_BUTTON = 'Shop new arrivals';

const picture = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

beforeAll(async () => {
  journey = await BrowserJourney.start('phone-layout-a11y');
  const shop = journey.shop;
  await setSettings(shop, 'config', { catalogMode: false, memberOnly: false, guestCheckout: true });
  const token = await shop.adminToken();
  cat = await makeCatalogue(shop);
  const warehouse = await sellingWarehouse(shop);
  const methods = await checkoutMethods(shop);

  // A tote in red and blue, in the catalogue's category, with a picture of each colour; and a sold-out lamp.
  const name = unique('Harbour tote ');
  const form = new FormData();
  form.append('name', name);
  form.append('categories', JSON.stringify([cat.category.id]));
  form.append(
    'stocks',
    JSON.stringify([
      { price: '260', options: [cat.colour.red], inventories: [{ warehouse_id: warehouse, quantity: 5 }] },
      { price: '260', options: [cat.colour.blue], inventories: [{ warehouse_id: warehouse, quantity: 2 }] },
    ]),
  );
  form.append('upload_images[]', new Blob([await picture('#cc0000')], { type: 'image/png' }), 'red.png');
  form.append('upload_images[]', new Blob([await picture('#0000cc')], { type: 'image/png' }), 'blue.png');
  const created = await shop.rest('POST', '/api/admin/product', form, token);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  product = { url: created.body.url, name };
  // Each colour gets its own picture (the option's pictures are some of the product's).
  const [red, blue] = created.body.images as string[];
  const stocks = (created.body.stocks as { id: number; options: number[] }[]).map((stock) => ({
    id: stock.id,
    price: '260',
    options: stock.options,
    images: stock.options.includes(cat.colour.red) ? [red] : [blue],
  }));
  const pictured = await shop.rest('PUT', `/api/admin/product/${created.body.id}`, { stocks }, token);
  if (pictured.status !== 200) throw new Error(JSON.stringify(pictured.body));
  blueImage = blue;
  soldOut = await sellable(shop, { stock: { [warehouse]: 0 }, name: unique('Sold-out lamp ') });

  shopper = await registerShopper(shop);
  const [customer] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  customerId = customer.id;
  await shop.rest('POST', '/api/address', { ...anAddress(), default_shipping: true, default_billing: true }, shopper.token);
  // An order of the shopper's for the back office's order detail.
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: created.body.stocks[0].id, quantity: 1 }, shopper.token);
  const placed = await shop.rest(
    'POST',
    '/api/checkout',
    { cart_id: cart.body.cart_id, shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress() },
    shopper.token,
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  orderId = placed.body.id;

  // A carousel of two slides with a button on top of the home page (kept as it was for other journeys).
  const slider = await shop.rest(
    'POST',
    '/api/admin/slider',
    {
      identifier: unique('phone_hero_'),
      slides: ['The new season is here', 'Free delivery'].map((title) => ({
        image: '/images/default-banner.svg',
        title,
        button_text: SLIDE_BUTTON,
        link: '/',
      })),
    },
    token,
  );
  if (slider.status !== 201) throw new Error(JSON.stringify(slider.body));
  homeSections = (await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body.sections;
  const sections = [{ type: 'slider', value: slider.body.identifier }, ...(homeSections as unknown[])];
  await shop.rest('PUT', '/api/admin/setting/home', { sections }, token);

  // A long announcement with a link across the top of every storefront screen (it must wrap, not widen the page).
  const announcement = await shop.gql(
    'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }',
    { input: { text: 'Free delivery on every order over HK$500 until the end of the month, to any address in Hong Kong', link: '/' } },
    token,
  );
  if (announcement.errors) throw new Error(JSON.stringify(announcement.errors));
  announcementId = announcement.data!.createAnnouncement.id;
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  try {
    if (journey && homeSections) await journey.shop.rest('PUT', '/api/admin/setting/home', { sections: homeSections }, await journey.shop.adminToken());
    if (journey && announcementId) {
      await journey.shop.gql('mutation($id: Int!) { deleteAnnouncement(id: $id) }', { id: announcementId }, await journey.shop.adminToken());
    }
  } finally {
    await journey?.finish();
  }
});

/** The screen fits its window and (storefront) has no serious accessibility finding; saved either way. */
async function expectFits(name: string, axe: boolean): Promise<void> {
  const check: ScreenCheck = await journey!.checkScreen(name, { axe });
  // What sticks out is listed only to say why a page scrolls (a table scrolling in its own box is fine).
  const fits = check.scrollWidth <= check.innerWidth;
  expect({ name, fits, sticksOut: fits ? [] : check.sticksOut }).toEqual({ name, fits: true, sticksOut: [] });
  expect({ name, axe: check.axe }).toEqual({ name, axe: [] });
}

/** Each of these is wholly inside the window's width (not cut off on the right). */
async function expectOnScreen(page: Page, viewport: { width: number }, locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    const box = (await locator.boundingBox())!;
    expect({ element: String(locator), left: box.x >= 0, right: box.x + box.width <= viewport.width }).toEqual({
      element: String(locator),
      left: true,
      right: true,
    });
  }
}

/** The account page's tabs (AccountPage.tsx), in their order. */
const ACCOUNT_TABS = ['profile', 'addresses', 'orders', 'loyalty'];

/**
 * Each of these (elements with an id) lies wholly inside the window (no edge cut off or scrolled away),
 * is at least 44 px tall, and is what a tap at its centre reaches (nothing drawn over it).
 */
async function expectInViewport(page: Page, viewport: { width: number; height: number }, locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    const box = (await locator.boundingBox())!;
    const id = JSON.stringify(await locator.getAttribute('id'));
    const centre = `${box.x + box.width / 2}, ${box.y + box.height / 2}`;
    const reached = await page.evaluate(
      `(() => { const hit = document.elementFromPoint(${centre}); return !!hit && !!hit.closest('#' + CSS.escape(${id})); })()`,
    );
    expect({
      element: String(locator),
      inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
      tall: box.height >= 44,
      reached,
    }).toEqual({ element: String(locator), inside: true, tall: true, reached: true });
  }
}

/** Home to product: the screens a shopper browses, as a guest. */
async function storefrontBrowsing(viewport: { width: number; height: number }): Promise<void> {
  const page = await journey!.newPage({ viewport, screenshot: `phone-layout-${viewport.width}` });
  // The header's logo keeps its place before its picture arrives (no layout shift): the box it has while
  // the pictures are held back is the box it is drawn in.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pictures = /\.(svg|png|jpe?g|webp|gif)(\?|$)/;
  await page.route(pictures, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('shop-brand').waitFor();
  const logo = page.getByTestId('shop-brand').locator('img');
  // Attached, not visible: a picture with no size of its own is 0 px wide until it arrives.
  await logo.waitFor({ state: 'attached' });
  const reserved = await logo.boundingBox();
  release();
  await page.unroute(pictures);
  // Polled from here: waitForFunction evaluates its string in the page, which the shop's CSP forbids.
  const logoLoaded = `(() => { const img = document.querySelector('[data-testid="shop-brand"] img'); return !!img && img.complete && img.naturalWidth > 0; })()`;
  for (let wait = 0; !(await page.evaluate(logoLoaded)); wait += 1) {
    if (wait === 100) throw new Error('the logo did not load');
    await page.waitForTimeout(50);
  }
  expect({ logo: reserved }).toEqual({ logo: await logo.boundingBox() });
  // The announcement bar wraps inside the window; its link is tall enough for a thumb (WCAG 2.5.8: 24 px).
  await expectOnScreen(page, viewport, [page.getByTestId('announcement-bar'), page.getByTestId('announcement-link')]);
  expect({ announcementLinkTall: (await page.getByTestId('announcement-link').boundingBox())!.height >= 24 }).toEqual({ announcementLinkTall: true });
  // <html lang> follows the language; the skip link is the first stop of the keyboard and leads to the content.
  expect(await page.getAttribute('html', 'lang')).toBe('en-US');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate("document.activeElement && (document.activeElement.getAttribute('data-testid') || document.activeElement.id)");
  await expect(focused()).resolves.toBe('skip-link');
  await expect(page.getByRole('link', { name: en('common.skipToContent') }).isVisible()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await expect(focused()).resolves.toBe('main-content');
  // Visible focus: the next link or button the keyboard reaches draws an outline (text fields show
  // theirs as a thicker border; the footer's newsletter box may come first on a home page without products).
  for (let stop = 0; stop < 10; stop += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate("['A', 'BUTTON'].includes(document.activeElement && document.activeElement.tagName)")) break;
  }
  const outline = await page.evaluate(
    '(() => { const style = getComputedStyle(document.activeElement); return style.outlineStyle + " " + style.outlineWidth; })()',
  );
  expect(outline).toMatch(/^solid [1-9]/);
  await expectFits('home', true);
  // The slide's button is clear of the pause button and dots below it (on a phone they covered it).
  const slideButton = (await page.getByTestId('carousel-slide-0').getByRole('link', { name: SLIDE_BUTTON }).boundingBox())!;
  const controls = (await page.getByTestId('carousel-play').boundingBox())!;
  expect({ buttonBottom: slideButton.y + slideButton.height <= controls.y }).toEqual({ buttonBottom: true });
  // The footer's links are tall enough for a thumb (WCAG 2.5.8: 24 px).
  for (const link of await page.getByTestId('footer-links').getByRole('link').all()) {
    expect({ link: await link.textContent(), tall: (await link.boundingBox())!.height >= 24 }).toEqual({ link: await link.textContent(), tall: true });
  }
  if (viewport.width < 900) {
    // The phone's menu drawer: a dialog with a name.
    await page.getByTestId('shop-menu-open').click();
    await page.getByTestId('shop-menu-drawer').waitFor();
    await expectFits('menu-drawer', true);
    await page.keyboard.press('Escape');
    await page.getByTestId('shop-menu-drawer').waitFor({ state: 'detached' });
  }

  await routeInApp(page, `/category/${cat.category.url}`);
  await page.getByText(product.name).first().waitFor();
  await expectFits('category', true);

  // Search results with "in stock only" switched on (issue 44): kept in the address, the tote still
  // listed, and the row of the total and the switch still fits.
  await routeInApp(page, '/search/harbour');
  await page.getByText(product.name).first().waitFor();
  await page.getByTestId('filter-in-stock').click();
  await page.waitForURL(/[?&]in_stock=1\b/);
  await page.getByText(product.name).first().waitFor();
  await expectFits('search-in-stock', true);

  // A sold-out product: 'Sold out' on a button that cannot be pressed.
  await routeInApp(page, `/product/${soldOut.url}`);
  const form = page.getByTestId('add-to-cart-form');
  await expect(form.getByTestId('add-to-cart').textContent()).resolves.toBe(en('shop.product.soldOut'));
  await expect(form.getByTestId('add-to-cart').isDisabled()).resolves.toBe(true);
  await expectFits('product-sold-out', true);

  await routeInApp(page, `/product/${product.url}`);
  await page.getByTestId('product-name').waitFor();
  await page.getByRole('button', { name: 'Blue' }).click();
  // Choosing a colour shows that colour's pictures.
  await page.locator(`[data-testid="product-image"][src$="${blueImage}"]`).waitFor();
  await expectFits('product-blue', true);
  await page.getByRole('button', { name: 'Red' }).click();
  await expect(form.getByTestId('add-to-cart').isEnabled()).resolves.toBe(true);
  await expectFits('product', true);
  expect(journey!.pageErrors).toEqual([]);
}

/** The cart to the shopper's order page: a guest adds the tote, checks out, then signs in to the account. */
async function storefrontBuying(viewport: { width: number; height: number }): Promise<void> {
  const page = await journey!.newPage({ viewport, screenshot: `phone-layout-buying-${viewport.width}` });
  await page.goto(`/product/${product.url}`);
  const form = page.getByTestId('add-to-cart-form');
  await page.getByRole('button', { name: 'Red' }).click();
  await form.getByTestId('add-to-cart').click();
  await page.getByText(en('shop.cart.added')).first().waitFor();

  // The mini-cart and the cart page: totals and buttons on the screen.
  await page.getByTestId('shop-cart').click();
  const miniCart = page.getByTestId('mini-cart');
  await miniCart.getByTestId('mini-cart-subtotal').waitFor();
  await expectFits('mini-cart', false);
  await expectOnScreen(page, viewport, [miniCart.getByTestId('mini-cart-subtotal'), miniCart.getByRole('link', { name: en('shop.cart.checkout') })]);
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  const cartPage = page.getByTestId('cart-page');
  await cartPage.getByText(product.name).waitFor();
  await expectFits('cart', true);
  // A page opened from a link keeps its title (the layout put the shop's name over it once the settings came).
  expect(await page.title()).toBe(en('shop.cart.title'));
  // The line's name reads as words, not a column one letter wide: at most two lines high (its width is
  // its text's, which the name's random part makes vary).
  const nameBox = await cartPage.getByRole('link', { name: product.name }).evaluate((link) => {
    // In the page: the tests are compiled without the DOM's types.
    const style = (globalThis as unknown as { getComputedStyle(element: unknown): { lineHeight: string; fontSize: string } }).getComputedStyle(link);
    return { height: link.getBoundingClientRect().height, line: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 };
  });
  expect(nameBox.height).toBeLessThanOrEqual(2 * nameBox.line + 1);
  await expectOnScreen(page, viewport, [page.getByTestId('cart-subtotal'), page.getByTestId('cart-checkout')]);

  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByTestId('checkout-form').waitFor();
  await expectFits('checkout', true);

  // The shopper's account (the sign-in screen is another journey's: token-theft, shopper-password-reset).
  await journey!.signIn('shop', shopper.email, shopper.password);
  await page.goto('/account');
  await page.getByTestId('shop-account').waitFor();
  await expectFits('account', true);
  // Every tab is on the screen, tall enough for a thumb and not covered (on a phone the fourth one sat
  // behind the scrolling tab bar's edge).
  await expectInViewport(
    page,
    viewport,
    ACCOUNT_TABS.map((tab) => page.getByRole('tab', { name: en(`shop.account.tab.${tab}`) })),
  );

  // The shopper's order: its status chip readable (axe's contrast), the order number its main heading.
  await routeInApp(page, `/account/orders/${orderId}`);
  await page.getByTestId('account-order').waitFor();
  await expectFits('account-order', true);
  const number = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const date = (await page.getByTestId('order-date').boundingBox())!;
  // On the phone the date goes under the number, and starts where it does (it started 16 px in).
  if (viewport.width < 600)
    expect({ wrapped: date.y >= number.y + number.height - 1, left: Math.round(date.x - number.x) }).toEqual({ wrapped: true, left: 0 });
  expect(journey!.pageErrors).toEqual([]);
}

async function backOffice(viewport: { width: number; height: number }): Promise<void> {
  const admin = await journey!.newPage({ viewport, screenshot: `phone-layout-admin-${viewport.width}` });
  await journey!.signIn('admin');
  await admin.goto(`/admin/order/${orderId}`);
  await admin.getByTestId('order-number').waitFor();
  await expectFits('admin-order', false);

  await routeInApp(admin, `/admin/customer/edit/${customerId}`);
  await admin
    .getByRole('textbox', { name: en('admin.customer.firstName') })
    .first()
    .waitFor();
  await expectFits('admin-customer', false);
  // The address editor is readable: no field squeezed to a sliver, and on a phone no gaps between the stacked fields.
  const editor = admin.getByTestId('field-addresses');
  const address = editor.getByRole('textbox', { name: en('common.address.address') });
  await address.scrollIntoViewIfNeeded();
  expect((await address.boundingBox())!.width).toBeGreaterThan(200);
  const first = (await editor.getByRole('textbox', { name: en('admin.customer.firstName') }).boundingBox())!;
  const last = (await editor.getByRole('textbox', { name: en('admin.customer.lastName') }).boundingBox())!;
  expect(last.y - first.y).toBeLessThan(viewport.width < 600 ? 100 : 10);
  await journey!.checkScreen('admin-customer-address');
  expect(journey!.pageErrors).toEqual([]);
}

// One test per part and size, each a journey of its own that needs no other to run first: the storefront
// from home to the order page in one test went past the 60 s test timeout on a loaded CI machine.
it('fits a 390 px phone: storefront, browsing', () => storefrontBrowsing(PHONE));

it('fits a 390 px phone: storefront, cart to order', () => storefrontBuying(PHONE));

it('fits a 390 px phone: back office', () => backOffice(PHONE));

it('fits a 1280 px desktop: storefront, browsing', () => storefrontBrowsing(DESKTOP));

it('fits a 1280 px desktop: storefront, cart to order', () => storefrontBuying(DESKTOP));

it('fits a 1280 px desktop: back office', () => backOffice(DESKTOP));
