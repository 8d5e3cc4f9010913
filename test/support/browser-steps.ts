import type { Locator, Page } from 'playwright-core';
import type { Sellable } from '../integration/order-fixtures.js';
import { messages } from './browser.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop.js';

/**
 * The steps many browser journeys share, written once: signing in to the back office or the storefront,
 * putting a product in the cart and filling the checkout, each waiting for the screen that proves it worked.
 */

const en = messages('en-US');

/** Signs in at /admin/login (the seeded administrator unless told) and waits for the dashboard. */
export async function adminLogin(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: en('admin.login.email') }).fill(email);
  await page.getByLabel(en('admin.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('admin.login.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Signs a shopper in at /login and waits for their account page. */
export async function shopperLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: en('shop.login.title') });
  await form.getByRole('textbox', { name: en('shop.field.email') }).fill(email);
  await form.getByLabel(en('shop.field.password'), { exact: true }).fill(password);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/account');
}

/** Adds `quantity` of a product from its page and waits for the cart's confirmation. */
export async function addToCart(page: Page, product: Pick<Sellable, 'url'>, quantity: number): Promise<void> {
  await page.goto(`/product/${product.url}`);
  const form = page.getByTestId('add-to-cart-form');
  await form.getByLabel(en('shop.product.quantity')).fill(String(quantity));
  await form.getByTestId('add-to-cart').click();
  await page.getByText(en('shop.cart.added')).first().waitFor();
}

/**
 * On /checkout: the guest's e-mail (when given), a Hong Kong shipping address, and the shipping and
 * payment methods; answers the checkout form (the journey checks the review and places the order).
 */
export async function fillCheckout(page: Page, methods: { shipping: number; payment: number }, email?: string): Promise<Locator> {
  const form = page.getByTestId('checkout-form');
  if (email !== undefined) await form.getByRole('textbox', { name: en('shop.field.email') }).fill(email);
  await form.getByRole('textbox', { name: en('common.address.firstName') }).fill('Wing');
  await form.getByRole('textbox', { name: en('common.address.lastName') }).fill('Lee');
  await form.getByRole('combobox', { name: en('common.address.country') }).click();
  await page
    .getByRole('option', { name: /Hong Kong/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: en('common.address.contactNumber') }).fill('+852 6123 4567');
  await form.getByRole('textbox', { name: en('common.address.address') }).fill('10 Queen’s Road Central');
  await form.getByTestId(`shippingMethodId-${methods.shipping}`).click();
  await form.getByTestId(`paymentMethodId-${methods.payment}`).click();
  return form;
}

/**
 * On the back office's phone order screen (/admin/order/create): finds a product by name, adds its stock
 * `stockSku` as a line and sets the line's quantity.
 */
export async function addPhoneOrderLine(
  page: Page,
  product: { name: string; sku: string; stockSku: string; stockId: number },
  quantity: number,
): Promise<void> {
  await page.getByTestId('order-product-search').fill(product.name);
  await chooseFoundOption(page, `${product.name} (${product.sku})`);
  await page.getByRole('combobox', { name: en('admin.order.field.stock') }).click();
  await page.getByRole('option', { name: new RegExp(`^${product.stockSku}`) }).click();
  await page.getByTestId('order-add-line').click();
  await page
    .getByTestId(`order-line-${product.stockId}`)
    .getByRole('textbox', { name: en('admin.order.field.quantity') })
    .fill(String(quantity));
}

/**
 * Clicks the option `name` of a list the server fills from what was typed, once the list shows the
 * answer to the text typed last (its listbox no longer `aria-busy`): meanwhile it may still show the
 * previous answer, whose options are replaced as the new one comes in.
 */
export async function chooseFoundOption(page: Page, name: string): Promise<void> {
  await page.locator('[role="listbox"][aria-busy="false"]').getByRole('option', { name, exact: true }).click();
}

/**
 * Takes the web app to `path` as its own links do (a history entry its router follows) instead of
 * loading the app anew as page.goto does: for journeys about the screens, not about how a fresh page
 * load reaches them. The caller waits for what the screen shows.
 */
export async function routeInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`(() => { history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate')); })()`);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * The back office sidebar's groups (issue 46): each closed group of the (desktop) sidebar opened, so that
 * every item the role may open is a link in view; answers the sidebar.
 */
export async function openSidebarGroups(page: Page): Promise<Locator> {
  const nav = page.getByTestId('admin-sidebar');
  await nav.getByRole('link').first().waitFor();
  const closed = nav.locator('[data-testid^="admin-menu-group-"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav;
}

/** Follows a sidebar item (`admin-menu-<name>`), opening its group first when it is closed. */
export async function followSidebarItem(page: Page, name: string): Promise<void> {
  const nav = await openSidebarGroups(page);
  await nav.getByTestId(`admin-menu-${name}`).click();
}
