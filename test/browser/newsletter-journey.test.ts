import type { Customer } from '../../server/modules/customer/customer.entity.js';
import { registerShopper } from '../integration/customer-fixtures.js';
import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';
import { unique } from '../support/shop.js';

/**
 * Issue 17: on a phone-sized screen, a shopper signs up in the footer's newsletter box, confirms from the
 * mail (double opt-in), receives a broadcast, and unsubscribes in one click from that mail's link.
 */

const t = messages('en-US');

let smtp: Mailbox | undefined;
let journey: BrowserJourney | undefined;

beforeAll(async () => {
  smtp = await workerMailbox();
  journey = await BrowserJourney.start('newsletter-journey');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** The storefront link of a mail's text part (its path and query, opened on this shop). */
function linkIn(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`).exec(text ?? '');
  expect(match).toBeTruthy();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

it('subscribes in the footer, confirms from the mail, and unsubscribes from a broadcast in one click', async () => {
  const shop = journey!.shop;
  const shopper = await registerShopper(shop);
  const em = shop.em;
  const customer = await em.findOneOrFail<Customer>('Customer', { email: shopper.email });
  customer.isSubscribe = false;
  await em.flush();

  const page = await journey!.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/');
  // The box loads when the footer comes near the screen.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  const box = page.getByTestId('newsletter-box');
  await box.getByTestId('newsletter-email').fill(shopper.email);
  await box.getByTestId('newsletter-submit').click();
  await box
    .getByTestId('newsletter-sent')
    .filter({ hasText: t('shop.newsletter.sent') })
    .waitFor();

  // Double opt-in: not subscribed until the mailed link is opened.
  expect((await shop.em.findOneOrFail<Customer>('Customer', { id: customer.id })).isSubscribe).toBe(false);
  const confirmation = await smtp!.waitFor((m) => m.envelopeTo.includes(shopper.email));
  await page.goto(linkIn(confirmation.text, '/newsletter/confirm'));
  await page.getByTestId('newsletter-confirmed').waitFor();
  expect((await shop.em.findOneOrFail<Customer>('Customer', { id: customer.id })).isSubscribe).toBe(true);

  // A broadcast reaches the shopper, with the one-click link in its footer.
  const token = await shop.adminToken();
  const group = await shop.rest('POST', '/api/admin/receiver_group', { name: unique('Journey '), customer_ids: [customer.id] }, token);
  const message = await shop.rest('POST', '/api/admin/message', { subject: 'News for {first_name}', body: '<p>Hello {first_name}</p>' }, token);
  const broadcast = await shop.rest(
    'POST',
    '/api/admin/broadcast',
    { message_id: message.body.id, receiver_groups: [group.body.name], status: 'scheduled' },
    token,
  );
  expect(broadcast.status).toBe(201);
  const news = await smtp!.waitFor((m) => m.envelopeTo.includes(shopper.email) && m.subject === 'News for Ada', 30_000);
  expect(news.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkIn(news.text, '/unsubscribe'));
  await page.getByTestId('unsubscribe-done').waitFor();
  expect((await shop.em.findOneOrFail<Customer>('Customer', { id: customer.id })).isSubscribe).toBe(false);

  expect(journey!.pageErrors).toEqual([]);
});
