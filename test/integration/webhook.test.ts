import { emitWebhookEvent } from '../../server/modules/webhook/webhook-events.js';
import { TestShop, unique } from '../support/shop.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';
import { placeOrder } from './report-fixtures.js';
import { answers, createForm, submit } from './form-fixtures.js';
import { receiver, until, verify } from './webhook-fixtures.js';

/** Issue 23, section 3: signed webhooks, delivered at least once from the change's transaction. */
describe('webhooks', () => {
  let shop: TestShop;
  let token: string;
  let methods: { shipping: number; cod: number };
  let warehouse: number;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function subscribe(url: string, events = ['order.created']): Promise<{ id: number; secret: string }> {
    const answer = await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id secret } }', { input: { url, events } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createWebhook;
  }

  async function unsubscribe(id: number) {
    await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id });
  }

  async function checkout(email: string, stockId: number) {
    const cart = await shop.rest('POST', '/api/cart/item', { stock_id: stockId, quantity: 1 });
    return shop.rest('POST', '/api/checkout', {
      cart_id: cart.body.cart_id,
      email,
      shipping_method_id: methods.shipping,
      payment_method_id: methods.cod,
      shipping_address: anAddress(),
    });
  }

  beforeAll(async () => {
    // The shared server delivers to loopback and retries after 100 ms (SHARED_SERVER_ENV).
    shop = await TestShop.start();
    token = await shop.adminToken();
    methods = await checkoutMethods(shop);
    warehouse = await sellingWarehouse(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('signs every delivery; a receiver on loopback verifies each signature', async () => {
    const hook = await receiver();
    const { id, secret } = await subscribe(hook.url);
    expect(secret).toMatch(/^whsec_/);
    try {
      const email = `${unique('signed')}@example.com`;
      const shirt = await sellable(shop, { stock: { [warehouse]: 5 } });
      expect((await checkout(email, shirt.stockId)).status).toBe(201);
      expect((await checkout(email, shirt.stockId)).status).toBe(201);
      const mine = await until(
        () => hook.received.filter((r) => r.json.data.email === email),
        (list) => list.length === 2,
      );
      expect(mine).toHaveLength(2);
      for (const delivery of mine) {
        expect(verify(secret, delivery)).toBe(true);
        expect(delivery.headers['x-shop-event']).toBe('order.created');
        expect(delivery.headers['x-shop-delivery']).toMatch(/^[0-9a-f-]{36}$/);
        expect(delivery.json).toMatchObject({ event: 'order.created', data: { email, status: 'pending' } });
        expect(delivery.body).not.toContain('access_key');
      }
      expect(verify('whsec_wrong', mine[0])).toBe(false);
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('retries a failing receiver with the same delivery id; the log shows every attempt; Send again repeats it', async () => {
    const hook = await receiver((i) => (i < 2 ? 500 : 200));
    const { id } = await subscribe(hook.url);
    try {
      const email = `${unique('retried')}@example.com`;
      const shirt = await sellable(shop, { stock: { [warehouse]: 5 } });
      expect((await checkout(email, shirt.stockId)).status).toBe(201);
      await until(
        () => hook.received.length,
        (n) => n >= 3,
      );
      expect(hook.received).toHaveLength(3);
      expect(new Set(hook.received.map((r) => r.headers['x-shop-delivery'])).size).toBe(1);
      expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
      // The receiver has its third request before the shop has read the answer and logged the attempt.
      const log = await until(
        () => shop.rest('GET', `/api/admin/webhook/${id}/deliveries`, undefined, token),
        (answer) => answer.status !== 200 || answer.body.data.length >= 3,
      );
      expect(log.status).toBe(200);
      const attempts = [...log.body.data].reverse();
      expect(attempts.map((a: { attempt: number; status_code: number }) => [a.attempt, a.status_code])).toEqual([
        [1, 500],
        [2, 500],
        [3, 200],
      ]);
      expect(attempts[0]).toMatchObject({ event: 'order.created', response_excerpt: 'not now', next_attempt_at: expect.any(String) });
      expect(attempts[2]).toMatchObject({ response_excerpt: 'thanks', next_attempt_at: null, duration_ms: expect.any(Number) });
      const again = await shop.rest('POST', `/api/admin/webhook/delivery/${attempts[0].delivery_id}/retry`, {}, token);
      expect(again.status).toBe(200);
      await until(
        () => hook.received.length,
        (n) => n >= 4,
      );
      expect(hook.received[3].headers['x-shop-delivery']).toBe(attempts[0].delivery_id);
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('sends nothing for a rolled-back change', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url);
    try {
      const marker = unique('rolled-back');
      await expect(
        shop.em.transactional(async (tx) => {
          await emitWebhookEvent(tx, 'order.created', () => ({ email: marker }));
          throw new Error('the change fails after the event was queued');
        }),
      ).rejects.toThrow('the change fails');
      // A checkout refused for want of stock rolls back as well.
      const scarce = await sellable(shop, { stock: { [warehouse]: 0 } });
      expect((await checkout(`${marker}@example.com`, scarce.stockId)).status).not.toBe(201);
      await shop.em.transactional(async (tx) => {
        await emitWebhookEvent(tx, 'order.created', () => ({ email: `${marker}-committed` }));
      });
      await until(
        () => hook.received.length,
        (n) => n >= 1,
      );
      // Deliveries are queued as jobs in the change's transaction: the rolled-back ones were never queued.
      const queued = await shop.em.execute<{ body: string }[]>(`select payload->>'body' as body from job where payload->>'webhookId' = ?`, [String(id)]);
      expect(queued.map((job) => JSON.parse(job.body).data.email)).toEqual([`${marker}-committed`]);
      expect(hook.received.map((r) => r.json.data.email)).toEqual([`${marker}-committed`]);
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('delivers 50 concurrent checkouts as 50 order.created deliveries with 50 distinct ids', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url);
    try {
      const tag = unique('fifty');
      const shirt = await sellable(shop, { stock: { [warehouse]: 60 } });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(`${tag}-${i}@example.com`, shirt.stockId)));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
      const mine = await until(
        () => hook.received.filter((r) => String(r.json.data.email).startsWith(tag)),
        (list) => list.length >= 50,
        60_000,
      );
      expect(mine).toHaveLength(50);
      expect(new Set(mine.map((r) => r.headers['x-shop-delivery'])).size).toBe(50);
      expect(new Set(mine.map((r) => r.json.id)).size).toBe(50);
      expect(new Set(mine.map((r) => r.json.data.id)).size).toBe(50);
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('sends product.created and product.updated with the product record (no hidden fields)', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url, ['product.created', 'product.updated']);
    try {
      const name = unique('Hooked product ');
      const created = await shop.rest('POST', '/api/admin/product', { name }, token);
      expect(created.status).toBe(201);
      expect((await shop.rest('PUT', `/api/admin/product/${created.body.id}`, { sku: unique('HOOK').slice(0, 30) }, token)).status).toBe(200);
      const mine = await until(
        () => hook.received.filter((r) => r.json.data.id === created.body.id),
        (list) => list.length >= 2,
      );
      expect(mine.map((r) => r.json.event)).toEqual(['product.created', 'product.updated']);
      expect(mine[0].json.data).toMatchObject({ id: created.body.id, url: created.body.url });
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('sends product.deleted with the record as it was, and customer.created for a sign-up and a staff-made account (no hash)', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url, ['product.deleted', 'customer.created']);
    try {
      const created = await shop.rest('POST', '/api/admin/product', { name: unique('Doomed product ') }, token);
      expect((await shop.rest('DELETE', '/api/admin/product/batch', { ids: [created.body.id] }, token)).status).toBe(200);
      const email = unique('hooked').toLowerCase() + '@example.com';
      const signedUp = await shop.rest('POST', '/api/register', {
        first_name: 'Hook',
        last_name: 'Shopper',
        email,
        password: 'correct-horse-9',
        password_confirmation: 'correct-horse-9',
      });
      expect(signedUp.status).toBeLessThan(300);
      const staffEmail = unique('staffmade').toLowerCase() + '@example.com';
      const staffMade = await shop.rest(
        'POST',
        '/api/admin/user',
        {
          first_name: 'Staff',
          last_name: 'Made',
          email: staffEmail,
          phone: '+852 5555 0101',
          password: 'correct-horse-9',
          password_confirmation: 'correct-horse-9',
          status_id: (await shop.rest('POST', '/api/admin/status', { title: unique('Hooked ') }, token)).body.id,
          lead_source: 'partner',
        },
        token,
      );
      expect(staffMade.status).toBe(201);

      const mine = await until(
        () => hook.received.filter((r) => r.json.data.id === created.body.id || [email, staffEmail].includes(r.json.data.email)),
        (list) => list.length >= 3,
      );
      const deleted = mine.find((r) => r.json.event === 'product.deleted')!;
      expect(deleted.json.data).toMatchObject({ id: created.body.id, url: created.body.url });
      const customers = mine.filter((r) => r.json.event === 'customer.created').map((r) => r.json.data);
      expect(customers.map((c) => c.email).sort()).toEqual([email, staffEmail].sort());
      for (const customer of customers) expect(Object.keys(customer).filter((key) => /password|hash|token/i.test(key))).toEqual([]);
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('sends inventory.changed with the inventory’s quantity after a checkout takes its stock', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url, ['inventory.changed']);
    try {
      const warehouse = await sellingWarehouse(shop);
      const methods = await checkoutMethods(shop);
      const order = await placeOrder(shop, {
        warehouse,
        shipping: methods.shipping,
        payment: methods.cod,
        quantity: 3,
        price: '20.00',
        email: 'stock@example.com',
      });
      const inventoryId = order.product.inventories.get(warehouse)!;
      const first = await until(
        () => hook.received.filter((r) => r.json.data.id === inventoryId),
        (list) => list.length >= 1,
      );
      expect(first[0].json).toMatchObject({
        event: 'inventory.changed',
        data: { id: inventoryId, stock_id: order.product.stockId, warehouse_id: warehouse, quantity: 47 },
      });
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('sends form.submitted with the stored answers of a storefront form', async () => {
    const hook = await receiver();
    const { id } = await subscribe(hook.url, ['form.submitted']);
    try {
      const form = await createForm(shop, token);
      const given = answers();
      expect((await submit(shop, form.url, given)).status).toBeLessThan(300);
      const [delivery] = await until(
        () => hook.received.filter((r) => r.json.data.form_id === form.id),
        (list) => list.length >= 1,
      );
      expect(delivery.json).toMatchObject({ event: 'form.submitted', data: { form_url: form.url, answers: { email: given.email } } });
    } finally {
      await unsubscribe(id);
      await hook.close();
    }
  });

  it('refuses private, link-local and plain-http addresses at save; events only of readable resources', async () => {
    const bad = async (url: string) =>
      (await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', { input: { url, events: ['order.created'] } })).errors?.[0]
        .extensions?.errors;
    expect(await bad('http://93.184.216.34/hook')).toEqual({ url: 'Please enter an https:// address.' });
    expect(await bad('https://10.0.0.5/hook')).toEqual({ url: 'This address is not reachable from the internet (private, loopback or link-local).' });
    expect(await bad('https://169.254.169.254/latest/meta-data')).toEqual({
      url: 'This address is not reachable from the internet (private, loopback or link-local).',
    });
    expect(await bad('https://[fd00::1]/hook')).toEqual({ url: 'This address is not reachable from the internet (private, loopback or link-local).' });
    const unknown = await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', {
      input: { url: 'https://93.184.216.34/hook', events: ['order.exploded'] },
    });
    expect(unknown.errors?.[0].extensions?.errors).toEqual({ events: 'Please choose events from the list.' });
    // A staff member with webhook but not order may not subscribe to order events.
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('Hooks '), permissions: ['webhook', 'product'] },
    });
    const email = `${unique('hooks')}@example.com`;
    await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: {
        name: 'Hooks',
        email,
        password: 'a-good-password-1',
        passwordConfirmation: 'a-good-password-1',
        enabled: true,
        roleId: role.data!.createRole.id,
      },
    });
    const staff = await shop.adminToken(email, 'a-good-password-1');
    const refused = await gql(
      'mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }',
      { input: { url: 'https://93.184.216.34/hook', events: ['order.created'] } },
      staff,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const allowed = await gql(
      'mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }',
      { input: { url: 'https://93.184.216.34/hook', events: ['product.updated'] } },
      staff,
    );
    expect(allowed.errors).toBeUndefined();
    await unsubscribe(allowed.data!.createWebhook.id);
  });
});
