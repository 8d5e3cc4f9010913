import { Customer } from '../../server/modules/customer/customer.entity.js';
import { ConsentSource, recordConsent } from '../../server/modules/newsletter/consent.js';
import { TestSmtpServer } from '../support/smtp.js';
import { TestShop, unique } from '../support/shop.js';
import { broadcastJobs, createGroup, createMessage } from './broadcast-fixtures.js';

/**
 * Issue 17: receiver groups reach leads (status, source, tags, funnel stage, an explicit list) and
 * customers by membership tier; a broadcast to them mails exactly those who consent.
 */
describe('receiver groups of leads and membership tiers', () => {
  let smtp: TestSmtpServer;
  let shop: TestShop;
  let token: string;
  const jobs = broadcastJobs(() => shop);
  const rest = (method: string, path: string, body?: unknown) => shop.rest(method, path, body, token);
  const group = (filters: Record<string, unknown>, lists?: { customer_ids?: number[]; lead_ids?: number[] }) => createGroup(rest, filters, lists);
  const countOf = async (name: string) => (await rest('GET', `/api/admin/receiver_group/${encodeURIComponent(name)}`)).body.count as number;

  async function createFunnel(): Promise<number[]> {
    const answer = await rest('POST', '/api/admin/funnel', {
      name: unique('Funnel '),
      stages: ['New', 'Contacted', 'Won'].map((name, order) => ({ name, order, probability: order * 40, colour: '#1976d2', won: name === 'Won' })),
    });
    expect(answer.status).toBe(201);
    return (answer.body.stages as { id: number }[]).map((stage) => stage.id);
  }

  async function lead(body: Record<string, unknown>): Promise<{ id: number; email: string }> {
    const email = `${unique('lead')}@example.com`;
    const answer = await rest('POST', '/api/admin/lead', { first_name: 'Lee', emails: [email], ...body });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return { id: answer.body.id, email };
  }

  /** Consent records of a lead's address, oldest first (the latest decides). */
  async function consent(email: string, ...subscribed: boolean[]): Promise<void> {
    const em = shop.em;
    for (const value of subscribed) {
      recordConsent(em, { email, subscribed: value, source: value ? ConsentSource.signup_form : ConsentSource.unsubscribe_link });
      await em.flush();
    }
  }

  /** A lead status without a trigger mail. */
  async function leadStatus(): Promise<{ id: number }> {
    const answer = await rest('POST', '/api/admin/status', { title: unique('Status ') });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body;
  }

  async function tier(): Promise<number> {
    const answer = await rest('POST', '/api/admin/membership', {
      name: unique('Tier '),
      level: 3,
      spending_threshold: '9999999999.00',
      period_months: 12,
      duration_months: 12,
      discount_percent: '1.00',
      points_multiplier: '1.00',
      enabled: false,
    });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.id;
  }

  async function customer(tierId: number | null, subscribed: boolean, tags: string[] = []): Promise<Customer> {
    const em = shop.em;
    const created = em.create(Customer, {
      firstName: 'Cus',
      lastName: 'Tomer',
      email: `${unique('cust')}@example.com`,
      isSubscribe: subscribed,
      tags,
      membershipTier: tierId,
    });
    await em.flush();
    return created;
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    shop = await TestShop.start({ SMTP_URL: smtp.url, JOB_WORKERS: '0', PUBLIC_URL: 'https://shop.example.com' });
    token = await shop.adminToken();
    expect((await rest('PUT', '/api/admin/setting/config', { mails_per_minute: 10000 })).status).toBe(200);
  });
  afterEach(() => jobs.stop());
  afterAll(async () => {
    await rest('PUT', '/api/admin/setting/config', { mails_per_minute: 600 });
    await shop.close();
    await smtp.close();
  });

  it('counts leads by tag, stage, status, source, consent and an explicit list, and customers by tier', async () => {
    const [first, second] = await createFunnel();
    const [status, otherStatus] = [await leadStatus(), await leadStatus()];
    const tag = unique('crm');
    const partner = await lead({ tags: [tag], stage_id: first, lead_source: 'partner', status_id: status.id });
    await lead({ tags: [tag], stage_id: second, lead_source: 'email' });
    await lead({ tags: [tag], stage_id: second, status_id: otherStatus.id });
    const untagged = await lead({ stage_id: second });
    await consent(partner.email, true);

    expect(await countOf(await group({ tags: [tag] }))).toBe(3);
    expect(await countOf(await group({ stage_ids: [second] }))).toBe(3);
    expect(await countOf(await group({ tags: [tag], stage_ids: [second] }))).toBe(2);
    expect(await countOf(await group({ tags: [tag], lead_sources: ['partner'] }))).toBe(1);
    expect(await countOf(await group({ tags: [tag], status_ids: [otherStatus.id] }))).toBe(1);
    expect(await countOf(await group({ tags: [tag], subscribed: true }))).toBe(1);
    expect(await countOf(await group({ tags: [tag], subscribed: false }))).toBe(2);
    expect(await countOf(await group({}, { lead_ids: [partner.id, untagged.id] }))).toBe(2);

    const gold = await tier();
    const member = await customer(gold, true, [tag]);
    await customer(gold, false);
    await customer(null, true, [tag]);
    expect(await countOf(await group({ tier_ids: [gold] }))).toBe(2);
    expect(await countOf(await group({ tier_ids: [gold], subscribed: true }))).toBe(1);
    // The customers' tag counts with the leads' one; a stage (leads only) with a tier (customers only) reaches nobody.
    expect(await countOf(await group({ tags: [tag] }))).toBe(5);
    expect(await countOf(await group({ stage_ids: [second], tier_ids: [gold] }))).toBe(0);
    expect(await countOf(await group({}, { customer_ids: [member.id], lead_ids: [partner.id] }))).toBe(2);
  });

  it('a broadcast to leads by tag and stage and customers by tier mails exactly those who consent', async () => {
    const [first, second] = await createFunnel();
    const tag = unique('campaign');
    const consenting = await lead({ tags: [tag], stage_id: second, first_name: 'Lana' });
    const silent = await lead({ tags: [tag], stage_id: second });
    const withdrawn = await lead({ tags: [tag], stage_id: second });
    const otherStage = await lead({ tags: [tag], stage_id: first });
    const untagged = await lead({ stage_id: second });
    await consent(consenting.email, true);
    await consent(withdrawn.email, true, false);
    await consent(otherStage.email, true);
    await consent(untagged.email, true);
    const gold = await tier();
    const member = await customer(gold, true);
    const unsubscribed = await customer(gold, false);
    const outsider = await customer(null, true);

    const created = await rest('POST', '/api/admin/broadcast', {
      message_id: await createMessage(rest),
      receiver_groups: [await group({ tags: [tag], stage_ids: [second] }), await group({ tier_ids: [gold] })],
      status: 'scheduled',
    });
    expect(created.status).toBe(201);
    await jobs.drain();

    expect((await rest('GET', `/api/admin/broadcast/${created.body.id}`)).body).toMatchObject({
      status: 'sent',
      recipients: 5,
      sent: 2,
      skipped: 3,
      failed: 0,
    });
    const mailed = (email: string) => smtp.to(email).length;
    expect([consenting.email, member.email].map(mailed)).toEqual([1, 1]);
    expect([silent, withdrawn, otherStage, untagged].map((person) => mailed(person.email))).toEqual([0, 0, 0, 0]);
    expect([unsubscribed.email, outsider.email].map(mailed)).toEqual([0, 0]);
    const mail = smtp.to(consenting.email)[0];
    expect(mail.subject).toBe('Hello Lana');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});
