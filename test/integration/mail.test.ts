import { Job } from '../../server/jobs/job.entity.js';
import { queueMail, type MailRequest } from '../../server/mail/mail.service.js';
import { MailOutbox } from '../../server/mail/outbox.entity.js';
import { readSettingsGroup } from '../../server/modules/settings/settings.store.js';
import { TestShop, unique } from '../support/shop.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';

const PASSWORD = 'outsider-secret-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(25);
  }
}

async function queue(shop: TestShop, mail: MailRequest): Promise<void> {
  const em = shop.em;
  await queueMail(em, mail);
  await em.flush();
}

const address = () => `${unique('mail')}@example.com`;

describe("mail through SMTP (the worker's loopback SMTP server)", () => {
  let smtp: Mailbox;
  let shop: TestShop;
  let shopName: string;
  let mailFrom: string;

  beforeAll(async () => {
    smtp = await workerMailbox();
    shop = await TestShop.start();
    ({ name: shopName, mailFrom } = await readSettingsGroup(shop.em, 'basic'));
  });
  afterAll(() => shop.close());

  it('sends an English mail with an HTML part (values escaped) and a text alternative', async () => {
    const to = address();
    await queue(shop, {
      to,
      template: 'passwordReset',
      language: 'en_us',
      data: { name: 'Ann <b>&', link: { url: 'https://shop.test/reset-password?token=abc&email=x' }, minutes: 30 },
    });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.envelopeFrom).toBe(mailFrom);
    expect(mail.from).toContain(mailFrom);
    expect(mail.from).toContain(shopName);
    expect(mail.subject).toBe(`Reset your password at ${shopName}`);
    expect(mail.text).toContain('Hello Ann <b>&,');
    expect(mail.text).toContain('https://shop.test/reset-password?token=abc&email=x');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain('Hello Ann &lt;b&gt;&amp;,');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).toContain('<a href="https://shop.test/reset-password?token=abc&amp;email=x">');
    expect(mail.html).toContain('<html lang="en-US">');

    // A copy is kept in the outbox with status sent.
    const row = await until(() => shop.em.findOne(MailOutbox, { to }));
    expect(row).toMatchObject({ status: 'sent', subject: mail.subject, template: 'passwordReset', language: 'en-US' });
    // A Date of the shared server's realm (toBeInstanceOf(Date) looks at this file's Date).
    expect(row.sentAt?.getTime()).toBeGreaterThan(0);
    expect(row.messageId).toBeTruthy();
  });

  it('sends in Traditional and Simplified Chinese, and in English for an unknown language', async () => {
    const hk = address();
    const cn = address();
    const other = address();
    const data = { name: '陳大文', link: { url: 'https://shop.test/reset-password?token=t' }, minutes: 60 };
    await queue(shop, { to: hk, template: 'passwordReset', language: 'zh_hk', data });
    await queue(shop, { to: cn, template: 'passwordReset', language: 'zh_cn', data });
    await queue(shop, { to: other, template: 'passwordReset', language: 'fr_fr', data });

    const hkMail = await smtp.waitFor((m) => m.envelopeTo.includes(hk));
    expect(hkMail.subject).toBe(`重設您在${shopName}的密碼`);
    expect(hkMail.text).toContain('陳大文，您好：');
    expect(hkMail.text).toContain('60分鐘後失效');
    expect(hkMail.html).toContain('陳大文，您好：');
    expect(hkMail.html).toContain('<html lang="zh-HK">');

    const cnMail = await smtp.waitFor((m) => m.envelopeTo.includes(cn));
    expect(cnMail.subject).toBe(`重置您在${shopName}的密码`);
    expect(cnMail.text).toContain('此链接只能使用一次');
    expect(cnMail.text).toContain('此邮件由');

    const otherMail = await smtp.waitFor((m) => m.envelopeTo.includes(other));
    expect(otherMail.subject).toBe(`Reset your password at ${shopName}`);
  });

  it('sends a contact message with reply-to and a multi-line message, and an unsubscribe link', async () => {
    const to = address();
    const visitor = address();
    await queue(shop, {
      to,
      template: 'contactMessage',
      language: 'en_us',
      replyTo: visitor,
      data: {
        name: 'Bob',
        email: visitor,
        subject: 'Order <42>',
        message: 'Line one\nLine <two>',
        unsubscribeUrl: 'https://shop.test/unsubscribe?email=x&sig=y',
      },
    });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.subject).toBe('Contact form: Order <42>');
    expect(mail.replyTo).toContain(visitor);
    expect(mail.text).toContain('Line one\nLine <two>');
    expect(mail.html).toContain('Line one<br>Line &lt;two&gt;');
    expect(mail.text).toContain('Unsubscribe: https://shop.test/unsubscribe?email=x&sig=y');
    expect(mail.html).toContain('href="https://shop.test/unsubscribe?email=x&amp;sig=y"');
  });

  it('sanitises rich text given as { html } and turns it into text for the text part', async () => {
    const to = address();
    await queue(shop, {
      to,
      template: 'message',
      language: 'zh_hk',
      data: { subject: 'Campaign', body: { html: '<p>Dear <strong>lead</strong></p><script>alert(1)</script><p><a href="https://shop.test/x">Visit</a></p>' } },
    });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.subject).toBe('Campaign');
    expect(mail.html).toContain('<strong>lead</strong>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Dear lead');
    expect(mail.text).toContain('Visit: https://shop.test/x');
  });

  it('retries when the SMTP server refuses, then delivers once', async () => {
    const to = address();
    smtp.reject(to, 1);
    await queue(shop, { to, template: 'passwordReset', language: 'en_us', data: { name: 'Retry', link: { url: 'https://shop.test/r' }, minutes: 5 } });
    const job = await until(async () => {
      const jobs = await shop.em.find(Job, { type: 'mail' }, { orderBy: { id: 'desc' }, limit: 20 });
      const found = jobs.find((j) => (j.payload.to as string[]).includes(to));
      return found && found.state === 'pending' && found.attempts === 1 ? found : undefined;
    });
    expect(job.lastError).toMatch(/451|unavailable/i);
    // Backoff for mail is a minute: let it pass at once.
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await shop.em.nativeUpdate(Job, { id: job.id }, { runAt: new Date() });
    await smtp.waitFor((m) => m.envelopeTo.includes(to));
    const done = await until(async () => {
      const row = await shop.em.findOne(Job, { id: job.id });
      return row?.state === 'done' ? row : undefined;
    });
    expect(done.attempts).toBe(2);
    await sleep(200);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('records a mail that failed for good in the outbox as failed, with the error', async () => {
    const to = address();
    smtp.reject(to, 100);
    await queue(shop, { to, template: 'passwordReset', language: 'en_us', data: { name: 'Lost', link: { url: 'https://shop.test/l' }, minutes: 5 } });
    const job = await until(async () => {
      const jobs = await shop.em.find(Job, { type: 'mail' }, { orderBy: { id: 'desc' }, limit: 20 });
      const found = jobs.find((j) => (j.payload.to as string[]).includes(to));
      return found && found.state === 'pending' && found.attempts === 1 ? found : undefined;
    });
    // No outbox row for an attempt that will be retried.
    expect(await shop.em.count(MailOutbox, { to })).toBe(0);
    // Make the next attempt the last one, now.
    await shop.em.nativeUpdate(Job, { id: job.id }, { runAt: new Date(), maxAttempts: 2 });
    const row = await until(() => shop.em.findOne(MailOutbox, { to }));
    expect(row).toMatchObject({ status: 'failed', jobId: job.id, sentAt: null });
    expect(row.error).toMatch(/451|unavailable/i);
    const failed = await until(async () => {
      const found = await shop.em.findOne(Job, { id: job.id });
      return found?.state === 'failed' ? found : undefined;
    });
    expect(failed.attempts).toBe(2);
    expect(smtp.to(to)).toHaveLength(0);
  });

  it('does not send twice when a retried job finds its mail already sent', async () => {
    const to = address();
    await queue(shop, { to, template: 'passwordReset', language: 'en_us', data: { name: 'Once', link: { url: 'https://shop.test/o' }, minutes: 5 } });
    await smtp.waitFor((m) => m.envelopeTo.includes(to));
    const row = await until(() => shop.em.findOne(MailOutbox, { to }));
    // Run the same job again, as after a crash between sending and recording the result.
    await until(async () => (await shop.em.findOne(Job, { id: row.jobId! }))?.state === 'done');
    await shop.em.nativeUpdate(Job, { id: row.jobId! }, { state: 'pending', runAt: new Date() });
    await until(
      async () => (await shop.em.findOne(Job, { id: row.jobId! }))?.state === 'done' && (await shop.em.findOne(Job, { id: row.jobId! }))!.attempts === 2,
    );
    await sleep(200);
    expect(smtp.to(to)).toHaveLength(1);
    expect(await shop.em.count(MailOutbox, { to })).toBe(1);
  });

  it('refuses an unknown template or a bad address when queueing (a defect, not a mail)', async () => {
    await expect(queueMail(shop.em, { to: address(), template: 'noSuchTemplate', data: {} })).rejects.toThrow(/no template/);
    await expect(queueMail(shop.em, { to: 'not an address', template: 'passwordReset', data: {} })).rejects.toThrow(/not an e-mail/);
  });
});

describe('mail with no SMTP configured: the outbox', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  beforeAll(async () => {
    shop = await TestShop.start({ JOB_POLL_MS: '50' });
    token = await shop.adminToken();
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('No settings '), permissions: ['menu'] } },
      token,
    );
    const email = `${unique('nosetting')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No settings', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  async function stored(to: string) {
    return until(() => shop.em.findOne(MailOutbox, { to }));
  }

  it('keeps the mail in the outbox, where the admin reads it (GraphQL)', async () => {
    const to = address();
    await queue(shop, { to, template: 'passwordReset', language: 'zh_hk', data: { name: '李', link: { url: 'https://shop.test/p' }, minutes: 15 } });
    const row = await stored(to);
    expect(row.status).toBe('stored');

    const list = await shop.gql(
      'query($options: MailOutboxListOptions) { mailOutbox(options: $options) { totalItems page perPage items { id to from subject html text status template language createdAt sentAt jobId } } }',
      { options: { keyword: to } },
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.mailOutbox.totalItems).toBe(1);
    const item = list.data!.mailOutbox.items[0];
    expect(item).toMatchObject({ id: row.id, to, status: 'stored', template: 'passwordReset', language: 'zh-HK', sentAt: null, jobId: row.jobId });
    expect(item.subject).toContain('重設您在');
    expect(item.text).toContain('李，您好：');
    expect(item.html).toContain('href="https://shop.test/p"');

    const one = await shop.gql('query($id: Int!) { mailOutboxMessage(id: $id) { id subject status } }', { id: row.id }, token);
    expect(one.data!.mailOutboxMessage).toEqual({ id: row.id, subject: item.subject, status: 'stored' });

    const filtered = await shop.gql(
      'query($options: MailOutboxListOptions) { mailOutbox(options: $options) { totalItems } }',
      { options: { keyword: to, status: 'sent' } },
      token,
    );
    expect(filtered.data!.mailOutbox.totalItems).toBe(0);
  });

  it('lists and shows outbox mail over REST, newest first, with paging', async () => {
    const prefix = unique('rest');
    const first = `${prefix}a@example.com`;
    const second = `${prefix}b@example.com`;
    await queue(shop, { to: first, template: 'contactMessage', language: 'en_us', data: { name: 'A', email: 'a@example.com', subject: 'One', message: 'm' } });
    await stored(first);
    await queue(shop, { to: second, template: 'contactMessage', language: 'en_us', data: { name: 'B', email: 'b@example.com', subject: 'Two', message: 'm' } });
    const secondRow = await stored(second);

    const list = await shop.rest('GET', `/api/admin/mail/outbox?keyword=${encodeURIComponent(prefix)}&per_page=10&page=1`, undefined, token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, per_page: 10 });
    expect(list.body.data.map((m: { to: string }) => m.to)).toEqual([second, first]);
    expect(list.body.data[0]).toMatchObject({ subject: 'Contact form: Two', status: 'stored', reply_to: null });
    expect(list.body.data[0].created_at).toBeTruthy();

    const stats = await shop.rest('GET', `/api/admin/mail/outbox?keyword=${encodeURIComponent(prefix)}&status=stored&sort=id`, undefined, token);
    expect(stats.body.data.map((m: { to: string }) => m.to)).toEqual([first, second]);

    const one = await shop.rest('GET', `/api/admin/mail/outbox/${secondRow.id}`, undefined, token);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: secondRow.id, to: second, subject: 'Contact form: Two', status: 'stored' });
    expect(one.body.text).toContain('Name: B');

    const missing = await shop.rest('GET', '/api/admin/mail/outbox/99999999', undefined, token);
    expect(missing.status).toBe(404);

    const badStatus = await shop.rest('GET', '/api/admin/mail/outbox?status=lost', undefined, token);
    expect(badStatus.status).toBe(422);
    const badPage = await shop.rest('GET', '/api/admin/mail/outbox?per_page=7', undefined, token);
    expect(badPage.status).toBe(422);
  });

  it('answers 401 without a token and 403 without the setting permission', async () => {
    for (const path of ['/api/admin/mail/outbox', '/api/admin/mail/outbox/1']) {
      expect([path, (await shop.rest('GET', path)).status]).toEqual([path, 401]);
      expect([path, (await shop.rest('GET', path, undefined, outsider)).status]).toEqual([path, 403]);
    }
    const anonymous = await shop.gql('{ mailOutbox { totalItems } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forbidden = await shop.gql('{ mailOutbox { totalItems } }', {}, outsider);
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const shopper = await shop.gql('query { mailOutboxMessage(id: 1) { id } }', {}, 'not-a-token');
    expect(shopper.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
