import { claimJobs, completeJob } from '../../server/jobs/job-queue.js';
import { BROADCAST_RECIPIENT_JOB, sendToRecipient, startBroadcast } from '../../server/modules/broadcast/broadcast.job.js';
import { Customer } from '../../server/modules/customer/customer.entity.js';
import { TestSmtpServer, type ReceivedMail } from '../support/smtp.js';
import { TestShop, unique } from '../support/shop.js';
import { broadcastJobs, createGroup, createMessage } from './broadcast-fixtures.js';
import { clientAddress } from './customer-fixtures.js';

const PASSWORD = 'a-good-password-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('broadcasts, receiver groups and newsletter consent', () => {
  let smtp: TestSmtpServer;
  let shop: TestShop;
  let token: string;
  const jobs = broadcastJobs(() => shop);
  const { drain } = jobs;

  const rest = (method: string, path: string, body?: unknown, as: string | undefined = token, headers: Record<string, string> = {}) =>
    shop.rest(method, path, body, as, headers);

  /** Customers tagged `tag` (their e-mails in order). */
  async function customers(tag: string, rows: { subscribed: boolean; language?: string; firstName?: string }[]): Promise<Customer[]> {
    const em = shop.em;
    const created = rows.map((row, index) =>
      em.create(Customer, {
        firstName: row.firstName ?? `First${index}`,
        lastName: 'Tester',
        email: `${unique(`c${index}`)}@example.com`.toLowerCase(),
        isSubscribe: row.subscribed,
        language: row.language ?? null,
        tags: [tag],
      }),
    );
    await em.flush();
    return created;
  }

  async function adminWith(permissions: string[]): Promise<string> {
    const role = await shop.gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Role '), permissions } }, token);
    const email = `${unique('staff')}@example.com`;
    await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'Staff', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    return shop.adminToken(email, PASSWORD);
  }

  const message = (subject?: string) => createMessage(rest, subject);
  const group = (filters: Record<string, unknown>) => createGroup(rest, filters);

  const figures = async (id: number) => (await rest('GET', `/api/admin/broadcast/${id}`)).body;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    shop = await TestShop.start({
      SMTP_URL: smtp.url,
      JOB_WORKERS: '0',
      PUBLIC_URL: 'https://shop.example.com',
      TRUST_PROXY: '1',
      THROTTLE_NEWSLETTER: '3/10',
    });
    token = await shop.adminToken();
    // Fast pace for the tests: one mail every 6 ms.
    expect((await rest('PUT', '/api/admin/setting/config', { mails_per_minute: 10000 })).status).toBe(200);
  });
  afterEach(async () => {
    await jobs.stop();
  });
  afterAll(async () => {
    // The test files share the database: the sending rate goes back to its default.
    await rest('PUT', '/api/admin/setting/config', { mails_per_minute: 600 });
    await shop.close();
    await smtp.close();
  });

  it('counts receiver groups by filters and by explicit lists, keyed by name', async () => {
    const tag = unique('tag');
    const [first, second] = await customers(tag, [{ subscribed: true }, { subscribed: true, language: 'zh_hk' }, { subscribed: true }, { subscribed: false }]);
    const all = await group({ tags: [tag] });
    const subscribed = await group({ tags: [tag], subscribed: true });
    const chinese = await group({ tags: [tag], language: 'zh_hk' });
    const english = await group({ tags: [tag], language: 'en_us' });
    const explicit = unique('Explicit ');
    expect((await rest('POST', '/api/admin/receiver_group', { name: explicit, customer_ids: [first.id, second.id] })).body.count).toBe(2);

    const one = await rest('GET', `/api/admin/receiver_group/${encodeURIComponent(all)}`);
    expect(one.body).toMatchObject({ name: all, count: 4, filters: { tags: [tag] } });
    for (const [name, count] of [
      [subscribed, 3],
      [chinese, 1],
      [english, 3],
    ] as const) {
      expect((await rest('GET', `/api/admin/receiver_group/${encodeURIComponent(name)}`)).body.count).toBe(count);
    }
    const list = await rest('GET', `/api/admin/receiver_group?keyword=${encodeURIComponent(explicit)}`);
    expect(list.body.data).toEqual([expect.objectContaining({ name: explicit, count: 2, customer_ids: [first.id, second.id] })]);

    // PUT by name changes only what it sends.
    const renamed = unique('Renamed ');
    const put = await rest('PUT', `/api/admin/receiver_group/${encodeURIComponent(subscribed)}`, { name: renamed });
    expect(put.body).toMatchObject({ name: renamed, count: 3, filters: { tags: [tag], subscribed: true } });

    // Batch delete by names: all or nothing.
    expect((await rest('DELETE', '/api/admin/receiver_group/batch', { names: [chinese, unique('missing')] })).status).toBe(404);
    expect(await rest('DELETE', '/api/admin/receiver_group/batch', { names: [chinese, english] })).toMatchObject({ status: 200, body: { affected: 2 } });
    expect((await rest('GET', `/api/admin/receiver_group/${encodeURIComponent(chinese)}`)).status).toBe(404);
  });

  it('lists groups with their counts in the same number of queries for 2 groups as for 12', async () => {
    const tag = unique('few');
    await customers(tag, [{ subscribed: true }]);
    const prefix = unique('Cost');
    for (let i = 0; i < 2; i += 1)
      await group({ tags: [tag], language: 'en_us' }).then((name) =>
        rest('PUT', `/api/admin/receiver_group/${encodeURIComponent(name)}`, { name: `${prefix} ${i}` }),
      );
    const page = () => rest('GET', `/api/admin/receiver_group?per_page=20&keyword=${encodeURIComponent(prefix)}`);
    const few = await shop.statementsOf(page);
    for (let i = 2; i < 12; i += 1)
      await group({ tags: [tag], subscribed: true }).then((name) =>
        rest('PUT', `/api/admin/receiver_group/${encodeURIComponent(name)}`, { name: `${prefix} ${i}` }),
      );
    expect((await page()).body.data).toHaveLength(12);
    expect(await shop.statementsOf(page)).toBe(few);
  });

  it('refuses invalid groups, messages and broadcasts with every field message at once', async () => {
    const name = await group({ subscribed: true });
    expect(await rest('POST', '/api/admin/receiver_group', { name, filters: {} })).toMatchObject({
      status: 422,
      body: { errors: { name: ['The name has already been taken.'], filters: ['Choose at least one filter, customer or lead.'] } },
    });
    expect((await rest('POST', '/api/admin/receiver_group', { filters: { ordered_within_days: -1 } })).body.errors).toMatchObject({
      name: ['This field is required.'],
      'filters.ordered_within_days': ['Please check your input.'],
    });
    expect((await rest('POST', '/api/admin/message', {})).body.errors).toEqual({ subject: ['This field is required.'], body: ['This field is required.'] });
    expect(await rest('POST', '/api/admin/broadcast', { message_id: 999999, receiver_groups: [unique('nope')] })).toMatchObject({
      status: 422,
      body: { errors: { message_id: ['No message has this id.'], receiver_groups: ['No receiver group has this name.'] } },
    });
  });

  it('refuses staff without the broadcast permission', async () => {
    const outsider = await adminWith(['menu']);
    for (const path of ['/api/admin/receiver_group', '/api/admin/message', '/api/admin/broadcast']) {
      expect((await rest('GET', path, undefined, outsider)).status).toBe(403);
      expect((await rest('POST', path, { name: 'x' }, outsider)).status).toBe(403);
    }
  });

  it('sanitises a message, previews it in a language and test-sends it with the one-click headers', async () => {
    const created = await rest('POST', '/api/admin/message', { subject: 'Offer for {first_name}', body: '<p>Hi {first_name}<script>alert(1)</script></p>' });
    expect(created.body.body).toBe('<p>Hi {first_name}</p>');
    const id = created.body.id as number;
    await rest('PUT', `/api/admin/message/${id}?language=zh_hk`, { subject: '{first_name} 的優惠' });
    const preview = await rest('GET', `/api/admin/message/${id}/preview?language=zh_hk`);
    expect(preview.body.subject).toBe('Ann 的優惠');
    expect(preview.body.html).toContain('Hi Ann');
    const to = `${unique('test')}@example.com`;
    expect(await rest('POST', `/api/admin/message/${id}/test`, { email: to })).toMatchObject({ status: 200, body: { success: true } });
    await drain();
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.subject).toBe('Offer for Ann');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('mails three subscribed customers once each (one unsubscribed is skipped), with a working one-click unsubscribe', async () => {
    const tag = unique('news');
    const people = await customers(tag, [
      { subscribed: true, firstName: 'Amy' },
      { subscribed: true, firstName: 'Bo', language: 'zh_hk' },
      { subscribed: true, firstName: 'Cy' },
      { subscribed: false, firstName: 'Di' },
    ]);
    const created = await rest('POST', '/api/admin/broadcast', {
      message_id: await message(),
      receiver_groups: [await group({ tags: [tag] })],
      status: 'scheduled',
    });
    expect(created).toMatchObject({ status: 201, body: { status: 'scheduled' } });
    await drain();
    expect(await figures(created.body.id)).toMatchObject({ status: 'sent', recipients: 4, sent: 3, skipped: 1, failed: 0 });

    const mails: ReceivedMail[] = people.flatMap((person) => smtp.to(person.email));
    expect(mails).toHaveLength(3);
    expect(smtp.to(people[3].email)).toHaveLength(0);
    const amy = smtp.to(people[0].email)[0];
    expect(amy.subject).toBe('Hello Amy');
    expect(amy.text).toContain('Dear Amy Tester, news from');
    expect(smtp.to(people[1].email)[0].subject).toBe('你好 Bo');

    // RFC 8058: the header names the signed API address; a POST there unsubscribes in one step.
    expect(amy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(amy.headers['list-unsubscribe'])![1]);
    expect(oneClick.origin).toBe('https://shop.example.com');
    expect((await rest('POST', `${oneClick.pathname}${oneClick.search}`, undefined, undefined)).body).toEqual({ success: true });
    // The footer link opens the storefront page in the shopper's language.
    const page = new URL(/https:\/\/shop\.example\.com\/unsubscribe\?[^\s"<]+/.exec(smtp.to(people[1].email)[0].text!)![0]);
    expect(page.searchParams.get('language')).toBe('zh_hk');
    const pageCall = await rest(
      'GET',
      `/api/unsubscribe/${encodeURIComponent(page.searchParams.get('email')!)}?signature=${page.searchParams.get('signature')}`,
    );
    expect(pageCall.body).toEqual({ success: true });
    const rows = await shop.em.find(Customer, { id: { $in: [people[0].id, people[1].id] } });
    expect(rows.map((row) => row.isSubscribe)).toEqual([false, false]);
    const consent = await shop.em.execute<{ source: string; subscribed: boolean }[]>('select source, subscribed from consent_record where customer_id = ?', [
      people[0].id,
    ]);
    expect(consent).toEqual([{ source: 'unsubscribe_link', subscribed: false }]);
  });

  it('after a restart in the middle of a broadcast, sends no mail twice and loses none', async () => {
    const tag = unique('restart');
    const people = await customers(
      tag,
      Array.from({ length: 6 }, () => ({ subscribed: true })),
    );
    const created = await rest('POST', '/api/admin/broadcast', {
      message_id: await message(),
      receiver_groups: [await group({ tags: [tag] })],
      status: 'scheduled',
    });
    const id = created.body.id as number;
    // Two instances start it at once: one freezes the list, the other finds nothing to do.
    await Promise.all([startBroadcast(shop.em, id), startBroadcast(shop.em, id)]);
    const queued = await shop.em.execute<{ id: number; payload: { recipientId: number } }[]>(
      `select j.id, j.payload from job j join broadcast_recipient r on r.id = cast(j.payload->>'recipientId' as integer) where j.type = ? and r.broadcast_id = ? order by j.id`,
      [BROADCAST_RECIPIENT_JOB, id],
    );
    expect(queued).toHaveLength(6);
    await sleep(60); // every run_at passed (6 ms apart)

    // A worker claims three jobs and dies: it sent one mail and recorded it, sent a second without
    // recording anything, and never got to the third.
    const dead = 'dead-worker';
    const claimed = await claimJobs(shop.em, { workerId: dead, types: [BROADCAST_RECIPIENT_JOB], limit: 3, leaseMs: 200 });
    expect(claimed).toHaveLength(3);
    const context = (job: (typeof claimed)[number]) => ({
      id: job.id,
      type: job.type,
      payload: job.payload as { recipientId: number },
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      isLastAttempt: false,
      workerId: dead,
      em: shop.em,
      runtime: { config: shop.config },
    });
    await sendToRecipient(context(claimed[0]));
    await completeJob(shop.em, claimed[0].id, dead);
    await sendToRecipient(context(claimed[1]));
    // ... the crash came before its outcome was written: the recipient is still pending, the figure not counted.
    await shop.em.execute(`update broadcast_recipient set status = 'pending', done_at = null where id = ?`, [claimed[1].payload.recipientId]);
    await shop.em.execute(`update broadcast set sent = sent - 1, status = 'sending' where id = ?`, [id]);

    await sleep(250); // the dead worker's lease runs out
    await drain();
    for (const person of people) expect(smtp.to(person.email)).toHaveLength(1);
    expect(await figures(id)).toMatchObject({ status: 'sent', recipients: 6, sent: 6, skipped: 0 });
  });

  it('cancels a broadcast while it sends: what has not gone is not sent, and a second cancel is refused', async () => {
    const tag = unique('cancel');
    const people = await customers(tag, [{ subscribed: true }, { subscribed: true }, { subscribed: true }]);
    const created = await rest('POST', '/api/admin/broadcast', {
      message_id: await message(),
      receiver_groups: [await group({ tags: [tag] })],
      status: 'scheduled',
    });
    await startBroadcast(shop.em, created.body.id);
    expect(await rest('PUT', `/api/admin/broadcast/${created.body.id}`, { send_at: null })).toMatchObject({
      status: 409,
      body: { message: 'The broadcast has started and can not be changed.' },
    });
    expect((await rest('POST', `/api/admin/broadcast/${created.body.id}/cancel`)).body).toMatchObject({ status: 'canceled', recipients: 3, sent: 0 });
    await sleep(30);
    await drain();
    for (const person of people) expect(smtp.to(person.email)).toHaveLength(0);
    expect((await rest('POST', `/api/admin/broadcast/${created.body.id}/cancel`)).status).toBe(409);
  });

  it('answers cancels of a missing broadcast with 404 at once, however many come together', async () => {
    // More at once than the server has database connections (DB_POOL_SIZE 5 in tests): each used to hold
    // one in its transaction and wait for a second, so none was answered until the pool gave up.
    const missing = 2_000_000_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => rest('POST', `/api/admin/broadcast/${missing}/cancel`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(404));
  }, 20_000);

  it('subscribes by double opt-in, with the same answer for known and unknown addresses, throttled per client', async () => {
    const [known] = await customers(unique('optin'), [{ subscribed: false }]);
    const unknown = `${unique('stranger')}@example.com`;
    const from = clientAddress();
    const answers = [
      await rest('POST', '/api/newsletter', { email: known.email, language: 'zh_hk' }, undefined, from),
      await rest('POST', '/api/newsletter', { email: unknown }, undefined, from),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
    ]);
    await drain();
    expect((await shop.em.findOneOrFail(Customer, { id: known.id })).isSubscribe).toBe(false);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(known.email));
    expect(mail.subject).toContain('請確認訂閱');
    const link = new URL(/https:\/\/shop\.example\.com\/newsletter\/confirm\?[^\s"<]+/.exec(mail.text!)![0]);
    const confirm = (signature: string) =>
      rest('POST', '/api/newsletter/confirm', { email: link.searchParams.get('email'), signature, language: link.searchParams.get('language') }, undefined);
    expect((await confirm('forged')).body.errors).toEqual({ signature: ['The confirmation link is invalid.'] });
    expect((await confirm(link.searchParams.get('signature')!)).body).toEqual({ success: true });
    const confirmed = await shop.em.findOneOrFail(Customer, { id: known.id });
    expect([confirmed.isSubscribe, confirmed.language]).toEqual([true, 'zh_hk']);
    const consent = await shop.em.execute<{ source: string; subscribed: boolean }[]>('select source, subscribed from consent_record where customer_id = ?', [
      known.id,
    ]);
    expect(consent).toEqual([{ source: 'signup_form', subscribed: true }]);

    // Three sign-ups per client in the window (THROTTLE_NEWSLETTER=3/10 here): the fourth is refused.
    expect((await rest('POST', '/api/newsletter', { email: unknown }, undefined, from)).status).toBe(200);
    expect((await rest('POST', '/api/newsletter', { email: unknown }, undefined, from)).status).toBe(429);
  });

  it('records staff changes of the newsletter consent', async () => {
    const [person] = await customers(unique('staffchange'), [{ subscribed: true }]);
    expect((await rest('PUT', `/api/admin/user/${person.id}`, { is_subscribe: false })).status).toBe(200);
    const consent = await shop.em.execute<{ source: string; subscribed: boolean; admin_id: number }[]>(
      'select source, subscribed, admin_id from consent_record where customer_id = ?',
      [person.id],
    );
    expect(consent).toEqual([{ source: 'admin', subscribed: false, admin_id: expect.any(Number) }]);
  });
});
