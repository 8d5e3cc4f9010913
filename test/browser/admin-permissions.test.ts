import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages, pathOf } from '../support/browser.js';
import { unique } from '../support/shop.js';
import { adminLogin, openSidebarGroups } from '../support/browser-steps.js';

/**
 * Issue 3, journey 1: the super admin makes a role holding only `product` and an account with that role;
 * signed in as that account, the sidebar shows Home and Products only, and a screen of another permission
 * (/admin/role) sends the admin to admin home.
 */

const t = messages('en-US');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('admin-permissions');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** A field's label as screens show it: the text, with an asterisk when the field is required. */
const label = (id: string): RegExp => new RegExp(`^${t(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

const sidebar = (page: Page) => page.getByRole('navigation', { name: t('admin.layout.sidebar') });

/** The sidebar's links with every group open (issue 46: the items are grouped), in their order. */
async function sidebarLabels(page: Page): Promise<string[]> {
  await openSidebarGroups(page);
  return (await sidebar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

async function adminLoginAs(page: Page, email: string, password: string): Promise<void> {
  await adminLogin(page, email, password);
  await sidebar(page).getByRole('link').first().waitFor();
}

/**
 * Opens /admin/{resource}/create by its address. Not by the list's Create button: the list writes its
 * URL parameters 500 ms after it mounts and, on a slow machine, that late write can take the admin back
 * from the create screen to the list (reported to the lead; seen once in a full run).
 */
async function openCreateScreen(page: Page, resource: string): Promise<void> {
  await page.goto(`/admin/${resource}/create`);
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).waitFor();
}

/** Submits a resource's create form and waits for its edit screen with 'Submit Success'; answers the new id. */
async function submitCreateForm(page: Page, resource: string): Promise<number> {
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).click();
  await page.waitForURL((url) => new RegExp(`^/admin/${resource}/edit/\\d+$`).test(url.pathname));
  const success = page.getByRole('dialog', { name: t('admin.resource.dialog.submitSuccess') });
  await success.waitFor();
  await success.getByRole('button', { name: t('common.action.ok') }).click();
  await success.waitFor({ state: 'hidden' });
  return Number(pathOf(page).split('/').pop());
}

it('a role with only the product permission opens Products and nothing else', async () => {
  const shop = journey!.shop;
  const page = await journey!.newPage();
  const roleName = unique('Catalogue staff ');
  const accountName = unique('Pat ');
  const accountEmail = `${unique('staff')}@example.com`;
  const accountPassword = 'staff-pass-123';

  // The super admin signs in and sees a sidebar item for every permission of the catalogue (in groups:
  // Orders, Stores and Reports under their groups' names), besides Home, the leads' Funnels, the product
  // feed (a screen of agentic_checkout) and any other screen a resource adds under a permission of its own.
  const token = await shop.adminToken();
  const catalogue = await shop.gql<{ permissionCatalogue: string[] }>('{ permissionCatalogue }', {}, token);
  const single: Record<string, string> = { order: 'orders', offlinestore: 'stores', report: 'reports' };
  const catalogueLabels = (catalogue.data?.permissionCatalogue ?? []).map((permission) =>
    t(single[permission] ? `admin.menuGroup.${single[permission]}` : `admin.menu.${permission}`),
  );
  expect(catalogueLabels).toHaveLength(26);
  await journey!.signIn('admin');
  await page.goto('/admin');
  await sidebar(page).getByRole('link').first().waitFor();
  const labels = await sidebarLabels(page);
  expect(labels).toEqual(expect.arrayContaining([...catalogueLabels, t('admin.menuGroup.home'), t('admin.menu.lead_funnel'), t('admin.menu.product_feed')]));
  expect(new Set(labels).size).toBe(labels.length);

  // The roles screen: name and the one permission, chosen in the permissions field by its sidebar label.
  await openCreateScreen(page, 'role');
  await page.getByRole('textbox', { name: t('admin.field.name') }).fill(roleName);
  const permissions = page.getByRole('combobox', { name: t('admin.field.permissions') });
  await permissions.click();
  await permissions.fill(t('admin.menu.product'));
  await page.getByRole('option', { name: t('admin.menu.product'), exact: true }).click();
  await page.keyboard.press('Escape');
  const roleId = await submitCreateForm(page, 'role');

  // The server holds the role as made on screen.
  const role = await shop.gql<{ role: { name: string; permissions: string[] } }>(
    'query($id: Int!) { role(id: $id) { name permissions } }',
    { id: roleId },
    token,
  );
  expect(role.data?.role).toEqual({ name: roleName, permissions: ['product'] });

  // The admin accounts screen: an account with that role.
  await openCreateScreen(page, 'account');
  await page.getByRole('textbox', { name: t('admin.field.name') }).fill(accountName);
  await page.getByRole('textbox', { name: t('admin.field.email') }).fill(accountEmail);
  await page.getByLabel(label('admin.field.password')).fill(accountPassword);
  await page.getByLabel(label('admin.field.passwordConfirmation')).fill(accountPassword);
  await page.getByRole('combobox', { name: t('admin.field.role') }).click();
  await page.getByRole('option', { name: roleName, exact: true }).click();
  await submitCreateForm(page, 'account');

  // Log out (the back office's logout leads to the storefront home).
  await page.getByRole('button', { name: t('admin.layout.logout'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // The new account signs in on the login screen and sees Products only.
  await adminLoginAs(page, accountEmail, accountPassword);
  await page.getByTestId('admin-name').filter({ hasText: accountName }).waitFor();
  expect(await sidebarLabels(page)).toEqual([t('admin.menuGroup.home'), t('admin.menu.product')]);

  // A screen of a permission the role lacks sends the admin to admin home.
  await page.goto('/admin/role');
  await page.waitForURL((url) => url.pathname === '/admin');
  await sidebar(page).getByRole('link').first().waitFor();
  expect(pathOf(page)).toBe('/admin');
  expect(await sidebarLabels(page)).toEqual([t('admin.menuGroup.home'), t('admin.menu.product')]);

  expect(journey!.pageErrors).toEqual([]);
});
