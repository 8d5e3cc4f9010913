import { TestShop, unique } from '../support/shop.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';
import { clientAddress, gqlFrom } from './customer-fixtures.js';

const REQUIRED = 'This field is required.';
const CHECK = 'Please check your input.';

describe('contact form (POST /api/contact)', () => {
  let shop: TestShop;
  let smtp: Mailbox;
  beforeAll(async () => {
    smtp = await workerMailbox();
    shop = await TestShop.start();
  });
  afterAll(() => shop.close());

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Visitor Vee',
    email: `${unique('visitor')}@example.com`,
    subject: 'Opening hours',
    message: 'Are you open on Sunday?\nThanks!',
    ...overrides,
  });

  it("mails the message to the shop's contact address, replying to the visitor", async () => {
    const input = message();
    const answer = await shop.rest('POST', '/api/contact', input, undefined, clientAddress());
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const mail = await smtp.waitFor((m) => m.replyTo?.includes(input.email) ?? false);
    const settings = await shop.rest('GET', '/api/admin/setting/basic', undefined, await shop.adminToken());
    expect(mail.envelopeTo).toEqual([settings.body.contact_email]);
    expect(mail.subject).toBe('Contact form: Opening hours');
    expect(mail.text).toContain('Visitor Vee');
    expect(mail.text).toContain('Are you open on Sunday?');
  });

  it('escapes what the visitor wrote in the HTML part', async () => {
    const input = message({ message: '<script>alert(1)</script> <b>bold</b>' });
    await shop.rest('POST', '/api/contact', input, undefined, clientAddress());
    const mail = await smtp.waitFor((m) => m.replyTo?.includes(input.email) ?? false);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('validates with the spec messages and mails nothing on failure', async () => {
    const empty = await shop.rest('POST', '/api/contact', {}, undefined, clientAddress());
    expect(empty).toMatchObject({
      status: 422,
      body: {
        message: 'Please make sure all fields are filled in correctly',
        errors: { name: [REQUIRED], email: [REQUIRED], subject: [REQUIRED], message: [REQUIRED] },
      },
    });
    const badEmail = message({ email: 'not-an-email' });
    expect((await shop.rest('POST', '/api/contact', badEmail, undefined, clientAddress())).body.errors).toEqual({ email: [CHECK] });
    const long = await shop.rest('POST', '/api/contact', message({ subject: 'x'.repeat(201), message: 'y'.repeat(5001) }), undefined, clientAddress());
    expect(long.body.errors).toEqual({ subject: [CHECK], message: [CHECK] });
    const blank = await shop.rest('POST', '/api/contact', message({ message: '   ' }), undefined, clientAddress());
    expect(blank.body.errors).toEqual({ message: [REQUIRED] });
  });

  it('throttles per client address: 5 messages in 10 minutes, then 429', async () => {
    const address = clientAddress();
    for (let i = 0; i < 5; i += 1) expect((await shop.rest('POST', '/api/contact', message(), undefined, address)).status).toBe(200);
    const refused = message();
    expect(await shop.rest('POST', '/api/contact', refused, undefined, address)).toMatchObject({
      status: 429,
      body: { message: 'Operation too frequent, please try again later' },
    });
    expect((await shop.rest('POST', '/api/contact', message(), undefined, clientAddress())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.some((m) => m.replyTo?.includes(refused.email))).toBe(false);
  });

  it('works through GraphQL', async () => {
    const input = message();
    const answer = await gqlFrom(shop, 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }', { input });
    expect(answer).toEqual({ data: { sendContactMessage: true } });
  });
});
