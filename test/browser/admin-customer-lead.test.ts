import type { Page } from 'playwright-core';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages, pathOf } from '../support/browser.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';
import { unique } from '../support/shop.js';
import { followSidebarItem } from '../support/browser-steps.js';

/**
 * Issue 5, journey (c): an admin opens the new customer form prefilled from a lead (`lead_inputs`),
 * picks the assigned staff, a lead status whose trigger mails the assigned staff, and a source, and
 * saves; the staff member's mail arrives at the (loopback) SMTP server.
 */

const t = messages('en-US');
const PASSWORD = 'a-good-password-1';

let smtp: Mailbox | undefined;
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  smtp = await workerMailbox();
  journey = await BrowserJourney.start('admin-customer-lead');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** A field's label as screens show it: the text, with an asterisk when the field is required. */
const label = (id: string): RegExp => new RegExp(`^${t(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

async function choose(page: Page, labelId: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label(labelId) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('creates a customer from a lead with a status that mails the assigned staff', async () => {
  const shop = journey!.shop;
  const token = await shop.adminToken();

  // The staff member to assign, and the status whose trigger mails them.
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Sales '), permissions: ['customer_account'] } },
    token,
  );
  const staffEmail = `${unique('sales')}@example.com`;
  const staffName = unique('Sam Sales ');
  const staff = await shop.gql(
    'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
    { input: { name: staffName, email: staffEmail, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
    token,
  );
  expect(staff.errors).toBeUndefined();
  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto('/admin');

  // The lead status, made on its own screen (reached from the sidebar's Leads item): its trigger mails the assigned staff.
  const statusTitle = unique('Contacted ');
  await followSidebarItem(page, 'lead');
  await page.waitForURL((url) => url.pathname === '/admin/lead');
  await page.goto('/admin/lead/status/create');
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).waitFor();
  await page.getByRole('textbox', { name: label('admin.leadStatus.name') }).fill(statusTitle);
  await choose(page, 'admin.leadStatus.triggerLabel', t('admin.leadStatus.trigger.email_to_assigned'));
  // A trigger needs its mail: submitting without one is refused on the field.
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).click();
  await page.getByText('This field is required.').first().waitFor();
  await page.getByRole('textbox', { name: label('admin.leadStatus.triggerSubject') }).fill('New lead: {first_name} {last_name}');
  await page.getByRole('textbox', { name: label('admin.leadStatus.triggerTemplate') }).click();
  await page.keyboard.type('Please call {first_name} on {phone}.');
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).click();
  await page.waitForURL((url) => /^\/admin\/lead\/status\/edit\/\d+$/.test(url.pathname));
  const created = page.getByRole('dialog', { name: t('admin.resource.dialog.submitSuccess') });
  await created.waitFor();
  await created.getByRole('button', { name: t('common.action.ok') }).click();
  const statusId = Number(pathOf(page).split('/').pop());
  const status = await shop.rest('GET', `/api/admin/status/${statusId}`, undefined, token);
  expect(status.body).toMatchObject({ title: statusTitle, trigger: 'email_to_assigned', trigger_template: '<p>Please call {first_name} on {phone}.</p>' });

  // The create form, prefilled from a lead.
  const email = `${unique('lead')}@example.com`;
  const lead = { first_name: 'Grace', last_name: 'Hopper', email, phone: '+852 2345 6789', tags: ['navy'], bogus: { nested: true } };
  await page.goto(`/admin/customer/create?lead_inputs=${encodeURIComponent(JSON.stringify(lead))}`);
  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).waitFor();
  expect(
    await page
      .getByRole('textbox', { name: label('admin.customer.firstName') })
      .first()
      .inputValue(),
  ).toBe('Grace');
  expect(await page.getByRole('textbox', { name: label('admin.field.email') }).inputValue()).toBe(email);

  await page.getByLabel(label('admin.field.password')).fill(PASSWORD);
  await page.getByLabel(label('admin.field.passwordConfirmation')).fill(PASSWORD);
  await choose(page, 'admin.customer.admin', `${staffName} <${staffEmail}>`);
  await choose(page, 'admin.customer.status', statusTitle);
  await choose(page, 'admin.customer.leadSource', t('admin.customer.source.campaign'));

  await page.getByRole('button', { name: t('admin.resource.submit'), exact: true }).click();
  await page.waitForURL((url) => /^\/admin\/customer\/edit\/\d+$/.test(url.pathname));
  const success = page.getByRole('dialog', { name: t('admin.resource.dialog.submitSuccess') });
  await success.waitFor();
  await success.getByRole('button', { name: t('common.action.ok') }).click();
  const id = Number(pathOf(page).split('/').pop());

  // Saved as entered, and the assigned staff member got the status's mail.
  const saved = await shop.rest('GET', `/api/admin/customer/${id}`, undefined, token);
  expect(saved.body).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email, status_id: status.body.id, lead_source: 'campaign', tags: ['navy'] });
  const mail = await smtp!.waitFor((m) => m.envelopeTo.includes(staffEmail));
  expect(mail.subject).toBe('New lead: Grace Hopper');
  expect(mail.text).toContain('Please call Grace on +852 2345 6789.');
  expect(smtp!.to(email)).toEqual([]);

  // The customer list filtered by that status (kept in the address) shows this customer alone.
  await page.goto(`/admin/customer?status_id=${statusId}`);
  await page.getByRole('cell', { name: email, exact: true }).waitFor();
  expect(await page.getByRole('cell', { name: statusTitle, exact: true }).count()).toBe(1);
  expect(await page.getByRole('cell', { name: /@example\.com$/ }).count()).toBe(1);
  // The list is wider than the page (it scrolls sideways); the row's edit button stays in view at its right edge.
  const table = page.locator('.MuiTableContainer-root');
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const [edit, frame] = [await page.getByTestId(`edit-${id}`).boundingBox(), await table.boundingBox()];
  expect(edit!.x + edit!.width).toBeLessThanOrEqual(frame!.x + frame!.width);

  expect(journey!.pageErrors).toEqual([]);
});
