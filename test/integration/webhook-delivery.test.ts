import { randomUUID } from 'node:crypto';
import { emitWebhookEvent } from '../../server/modules/webhook/webhook-events.js';
import { checkedAddress, isLoopback } from '../../server/modules/webhook/webhook-url.js';
import { TestShop, unique } from '../support/shop.js';
import { receiver, until, verify } from './webhook-fixtures.js';

/** Issue 23, section 3, as the worker delivers in batches: signatures, connections, addresses, giving up. */
describe('webhook deliveries', () => {
  let shop: TestShop;
  let token: string;

  async function subscribe(target: TestShop, as: string, url: string): Promise<{ id: number; secret: string }> {
    const answer = await target.gql(
      'mutation($input: WebhookInput!) { createWebhook(input: $input) { id secret } }',
      { input: { url, events: ['order.created'] } },
      as,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createWebhook;
  }

  const emit = (target: TestShop, emails: string[]) =>
    target.em.transactional(async (tx) => {
      for (const email of emails) await emitWebhookEvent(tx, 'order.created', () => ({ email }));
    });

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('delivers to two subscriptions at once, each delivery signed with its own subscription’s secret', async () => {
    const hooks = [await receiver(), await receiver()];
    const subscriptions = [await subscribe(shop, token, hooks[0].url), await subscribe(shop, token, hooks[1].url)];
    try {
      const tag = unique('both');
      const emails = Array.from({ length: 20 }, (_, i) => `${tag}-${i}@example.com`);
      await emit(shop, emails);
      for (const [i, hook] of hooks.entries()) {
        const mine = await until(
          () => hook.received.filter((r) => String(r.json.data.email).startsWith(tag)),
          (list) => list.length >= 20,
          60_000,
        );
        expect(mine.map((r) => r.json.data.email).sort()).toEqual([...emails].sort());
        expect(mine.every((r) => verify(subscriptions[i].secret, r))).toBe(true);
        expect(mine.some((r) => verify(subscriptions[1 - i].secret, r))).toBe(false);
        expect(new Set(mine.map((r) => r.headers['x-shop-delivery'])).size).toBe(20);
      }
    } finally {
      for (const s of subscriptions) await shop.gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: s.id }, token);
      for (const hook of hooks) await hook.close();
    }
  });

  it('sends deliveries one after another over one kept-alive connection', async () => {
    const hook = await receiver();
    const { id } = await subscribe(shop, token, hook.url);
    try {
      const tag = unique('kept');
      for (let i = 0; i < 4; i += 1) {
        await emit(shop, [`${tag}-${i}@example.com`]);
        await until(
          () => hook.received.length,
          (n) => n > i,
        );
      }
      expect(hook.received.map((r) => r.json.data.email)).toEqual([0, 1, 2, 3].map((i) => `${tag}-${i}@example.com`));
      expect(hook.connections()).toBe(1);
    } finally {
      await shop.gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id }, token);
      await hook.close();
    }
  });

  it('answers 404 to Send again of a delivery it never logged', async () => {
    expect((await shop.rest('POST', `/api/admin/webhook/delivery/${randomUUID()}/retry`, {}, token)).status).toBe(404);
  });

  it('checks the address at delivery: private and loopback refused (loopback allowed only by WEBHOOK_ALLOW_LOOPBACK), plain http only to loopback', async () => {
    expect(await checkedAddress(new URL('https://10.0.0.5/hook'), true)).toBeNull();
    expect(await checkedAddress(new URL('https://[fd00::1]/hook'), true)).toBeNull();
    expect(await checkedAddress(new URL('http://93.184.216.34/hook'), true)).toBeNull();
    expect(await checkedAddress(new URL('https://93.184.216.34/hook'), false)).toEqual({ address: '93.184.216.34', family: 4 });
    // A name is resolved, and its answer checked: localhost is loopback.
    expect(await checkedAddress(new URL('https://localhost/hook'), false)).toBeNull();
    const allowed = await checkedAddress(new URL('http://localhost:9/hook'), true);
    expect(allowed && isLoopback(allowed.address)).toBe(true);
  });

  it('gives up once the first attempt is older than WEBHOOK_RETRY_HOURS: the subscription disabled, its maker mailed, no next attempt', async () => {
    const dedicated = await TestShop.start({ WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_RETRY_HOURS: '0', JOB_POLL_MS: '50' });
    const hook = await receiver(() => 500);
    try {
      const admin = await dedicated.adminToken();
      const { id } = await subscribe(dedicated, admin, hook.url);
      await emit(dedicated, [`${unique('given-up')}@example.com`]);
      const webhook = await until(
        async () => (await dedicated.gql('query($id: Int!) { webhook(id: $id) { enabled disabledReason } }', { id }, admin)).data!.webhook,
        (w) => !w.enabled,
      );
      expect(webhook).toEqual({ enabled: false, disabledReason: 'Deliveries failed for 24 hours.' });
      const log = await dedicated.rest('GET', `/api/admin/webhook/${id}/deliveries`, undefined, admin);
      expect(
        log.body.data.map((a: { attempt: number; status_code: number; next_attempt_at: string | null }) => [a.attempt, a.status_code, a.next_attempt_at]),
      ).toEqual([[1, 500, null]]);
      const mails = await until(
        () => dedicated.em.execute<{ text: string }[]>(`select text from mail_outbox where template = 'webhookDisabled' and text like ?`, [`%${hook.url}%`]),
        (rows) => rows.length > 0,
      );
      expect(mails).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hook.received).toHaveLength(1);
    } finally {
      await hook.close();
      await dedicated.close();
    }
  });
});
