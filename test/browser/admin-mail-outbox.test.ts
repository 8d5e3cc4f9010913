import { MailOutbox } from '../../server/mail/outbox.entity.js';
import { queueMail } from '../../server/mail/mail.service.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { FILE_MODULES, unique } from '../support/shop.js';

/**
 * Issue 5, back office outbox: with no SMTP server the shop keeps its mail in the outbox; an admin with
 * the setting permission finds it from the settings screen and reads one mail, whose HTML is shown in a
 * frame that may run nothing.
 */

const t = messages('en-US');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  // Its own modules: it queues the mail through its own mail service on the server's EntityManager.
  journey = await BrowserJourney.start('admin-mail-outbox', { SMTP_URL: '', JOB_POLL_MS: '100' }, FILE_MODULES);
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

it('lists the stored mail and shows one mail, its HTML sandboxed', async () => {
  const shop = journey!.shop;
  const subject = unique('Outbox check ');
  const to = `${unique('reader')}@example.com`;
  const em = shop.em;
  await queueMail(em, {
    to,
    template: 'message',
    language: 'en_us',
    data: { subject, body: { html: '<p>Hello <strong>reader</strong></p><script>window.parent.hacked = 1</script>' } },
  });
  await em.flush();
  // The worker renders it and, with no SMTP server, stores it.
  for (let i = 0; i < 150 && !(await shop.em.findOne(MailOutbox, { to })); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));

  const page = await journey!.newPage();
  await journey!.signIn('admin');
  await page.goto('/admin/setting');
  await page.getByTestId('settings-outbox').click();
  await page.waitForURL((url) => url.pathname === '/admin/setting/outbox');
  await page.getByTestId('outbox-keyword').fill(to);
  const link = page.getByRole('link', { name: subject });
  await link.waitFor();
  const row = page.getByRole('row').filter({ has: link });
  expect(await row.innerText()).toContain(t('admin.outbox.status.stored'));
  await link.click();

  await page.waitForURL((url) => /^\/admin\/setting\/outbox\/\d+$/.test(url.pathname));
  expect(await page.getByTestId('outbox-subject').innerText()).toBe(subject);
  expect(await page.getByTestId('outbox-text').innerText()).toContain('Hello reader');
  const frame = page.getByTestId('outbox-html');
  expect(await frame.getAttribute('sandbox')).toBe('');
  await page.frameLocator('[data-testid="outbox-html"]').getByText('reader').waitFor();
  expect(await page.evaluate('window.hacked')).toBeUndefined();

  expect(journey!.pageErrors).toEqual([]);
});
