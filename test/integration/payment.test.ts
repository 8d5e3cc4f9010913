import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestShop, unique } from '../support/shop.js';
import { staffToken } from '../support/staff.js';
import { createContext } from '../../server/common/context.js';
import { PaymentMethodService } from '../../server/modules/payment/payment.service.js';

const FIELDS = 'id kind name instructions enabled order publishableKey secretKeySet webhookSecretSet createdAt updatedAt';
const SECRET = 'sk_test_SeCrEtVaLuE0123456789';
const WEBHOOK = 'whsec_WeBhOoKsEcReT0123456789';
const PUBLISHABLE = 'pk_test_PuBlIsHaBlE0123456789';

describe('payment methods', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;
  let dataDir: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown> = {}, language?: string) {
    const answer = await gql(
      `mutation($input: PaymentMethodInput!, $language: String) { createPaymentMethod(input: $input, language: $language) { ${FIELDS} } }`,
      {
        input: { kind: 'cash_on_delivery', name: unique('Pay '), ...input },
        language,
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createPaymentMethod;
  }

  /** The Stripe method of the shared test database, created once with every key. */
  async function stripeMethod() {
    const existing = await shop.em.execute(`select id from payment_method where kind = 'stripe'`);
    // A shop has one Stripe method; another test file may have made it with its own keys: set ours.
    if (existing.length) {
      const input = { kind: 'stripe', name: 'Card', publishableKey: PUBLISHABLE, secretKey: SECRET, webhookSecret: WEBHOOK };
      return (
        await gql(`mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { ${FIELDS} } }`, {
          id: existing[0].id,
          input,
        })
      ).data!.updatePaymentMethod;
    }
    return create({ kind: 'stripe', name: 'Card', publishableKey: PUBLISHABLE, secretKey: SECRET, webhookSecret: WEBHOOK });
  }

  const serviceContext = () => createContext({ config: shop.config, tokenSecret: new Uint8Array() }, shop.em as never, '127.0.0.1', {});

  const expectNoSecret = (label: string, answer: unknown) => {
    const text = JSON.stringify(answer);
    expect([label, text.includes(SECRET) || text.includes(WEBHOOK) || /secret_?key"\s*:\s*"|webhook_?secret"\s*:\s*"/i.test(text)]).toEqual([label, false]);
  };

  beforeAll(async () => {
    // A data directory of its own: nothing of these tests lands in the repository's.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payment-'));
    // The idle job worker's polls would add statements to the counted ones.
    shop = await TestShop.start({ DATA_DIR: dataDir, JOB_POLL_MS: '600000' });
    token = await shop.adminToken();
    outsider = await staffToken(shop, token, ['shipping']);
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates offline methods; instructions are sanitised rich text', async () => {
    const bank = await create({
      kind: 'bank_transfer',
      name: 'Bank transfer',
      instructions: '<p onclick="x()">HSBC <script>alert(1)</script><strong>004-123</strong></p>',
      order: 2,
    });
    expect(bank).toMatchObject({
      kind: 'bank_transfer',
      name: 'Bank transfer',
      enabled: true,
      order: 2,
      instructions: '<p>HSBC <strong>004-123</strong></p>',
      publishableKey: null,
      secretKeySet: false,
      webhookSecretSet: false,
    });
    const rest = await shop.rest('POST', '/api/admin/payment', { kind: 'cash_on_delivery', name: 'Cash', enabled: '0' }, token);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ kind: 'cash_on_delivery', name: 'Cash', enabled: false, order: 0, secret_key_set: false });
  });

  it('stripe: secrets are write-only, an empty input keeps them, and no answer ever carries them', async () => {
    const stripe = await stripeMethod();
    expect(stripe).toMatchObject({ kind: 'stripe', publishableKey: PUBLISHABLE, secretKeySet: true, webhookSecretSet: true });
    expectNoSecret('create', stripe);
    // Empty and absent secrets keep the stored ones.
    const kept = await shop.rest(
      'PUT',
      `/api/admin/payment/${stripe.id}`,
      { kind: 'stripe', name: 'Card', secret_key: '', publishable_key: PUBLISHABLE },
      token,
    );
    expect(kept).toMatchObject({ status: 200, body: { secret_key_set: true, webhook_secret_set: true } });
    expectNoSecret('update', kept.body);
    const stored = await shop.em.execute('select secret_key, webhook_secret from payment_method where id = ?', [stripe.id]);
    expect(stored[0]).toEqual({ secret_key: SECRET, webhook_secret: WEBHOOK });
    // Every admin and public answer, REST and GraphQL.
    expectNoSecret('rest get', (await shop.rest('GET', `/api/admin/payment/${stripe.id}`, undefined, token)).body);
    expectNoSecret('rest list', (await shop.rest('GET', '/api/admin/payment?per_page=100', undefined, token)).body);
    expectNoSecret('public rest', (await shop.rest('GET', '/api/payment')).body);
    expectNoSecret('public gql', await gql('{ paymentMethods { id kind name instructions publishableKey } }', {}, undefined));
    expectNoSecret('routes', (await shop.rest('GET', '/api/routes')).body);
    // The schema has no field that could answer them.
    const type = await gql('{ __type(name: "PaymentMethod") { fields { name } } }');
    expect(type.data!.__type.fields.map((f: { name: string }) => f.name)).not.toEqual(expect.arrayContaining(['secretKey']));
    expect(type.data!.__type.fields.map((f: { name: string }) => f.name)).not.toContain('webhookSecret');
    const direct = await gql(`query($id: Int!) { paymentMethod(id: $id) { secretKey } }`, { id: stripe.id });
    expect(direct.errors?.[0].message).toMatch(/Cannot query field "secretKey"/);
    // A new secret replaces the old one.
    const replaced = await gql('mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { secretKeySet } }', {
      id: stripe.id,
      input: { kind: 'stripe', name: 'Card', secretKey: 'sk_test_Replaced1' },
    });
    expect(replaced.errors).toBeUndefined();
    expect((await shop.em.execute('select secret_key from payment_method where id = ?', [stripe.id]))[0].secret_key).toBe('sk_test_Replaced1');
    await gql('mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }', {
      id: stripe.id,
      input: { kind: 'stripe', name: 'Card', secretKey: SECRET },
    });
  });

  it('at most one Stripe method (422 on kind), on create and on a change of kind', async () => {
    await stripeMethod();
    const second = await shop.rest('POST', '/api/admin/payment', { kind: 'stripe', name: 'Card 2', enabled: false }, token);
    expect(second).toMatchObject({ status: 422, body: { errors: { kind: ['There can be only one Stripe payment method.'] } } });
    const cash = await create();
    const change = await shop.rest('PUT', `/api/admin/payment/${cash.id}`, { kind: 'stripe', name: 'x', enabled: false }, token);
    expect(change.body.errors).toEqual({ kind: ['There can be only one Stripe payment method.'] });
    expect(Number((await shop.em.execute(`select count(*) as n from payment_method where kind = 'stripe'`))[0].n)).toBe(1);
  });

  it('validates: kind and name required, kind known, key formats, an enabled Stripe method needs its keys', async () => {
    // The stripe method of this run may exist already (made here when not): judge the missing keys on an update of it.
    const stripe = await stripeMethod();
    const before = Number((await shop.em.execute('select count(*) as n from payment_method'))[0].n);
    const empty = await shop.rest('POST', '/api/admin/payment', {}, token);
    expect(empty).toMatchObject({ status: 422, body: { errors: { kind: ['This field is required.'], name: ['This field is required.'] } } });
    expect((await shop.rest('POST', '/api/admin/payment', { kind: 'bitcoin', name: 'x' }, token)).body.errors).toEqual({ kind: ['Please check your input.'] });
    const formats = await shop.rest(
      'POST',
      '/api/admin/payment',
      { kind: 'stripe', name: 'x'.repeat(256), publishable_key: 'sk_x', secret_key: 'pk_x', webhook_secret: 'nope' },
      token,
    );
    expect(formats.status).toBe(422);
    expect(formats.body.errors).toEqual({
      name: ['Please check your input.'],
      publishable_key: ['Please check your input.'],
      secret_key: ['Please check your input.'],
      webhook_secret: ['Please check your input.'],
    });
    expect((await shop.rest('POST', '/api/admin/payment', { kind: 'cash_on_delivery', name: 'x', order: -1 }, token)).body.errors).toEqual({
      order: ['Please check your input.'],
    });
    await shop.em.execute(`update payment_method set secret_key = null, webhook_secret = null, publishable_key = null where id = ?`, [stripe.id]);
    const missing = await shop.rest('PUT', `/api/admin/payment/${stripe.id}`, { kind: 'stripe', name: 'Card', enabled: true }, token);
    expect(missing.body.errors).toEqual({
      publishable_key: ['This field is required.'],
      secret_key: ['This field is required.'],
      webhook_secret: ['This field is required.'],
    });
    expect((await shop.rest('PUT', '/api/admin/payment/batch', { ids: [stripe.id], data: { enabled: true } }, token)).status).toBe(422);
    // disabled, it may wait for its keys
    expect((await shop.rest('PUT', `/api/admin/payment/${stripe.id}`, { kind: 'stripe', name: 'Card', enabled: false }, token)).status).toBe(200);
    const restored = await shop.rest(
      'PUT',
      `/api/admin/payment/${stripe.id}`,
      { kind: 'stripe', name: 'Card', enabled: true, publishable_key: PUBLISHABLE, secret_key: SECRET, webhook_secret: WEBHOOK },
      token,
    );
    expect(restored).toMatchObject({ status: 200, body: { enabled: true, secret_key_set: true } });
    expect(Number((await shop.em.execute('select count(*) as n from payment_method'))[0].n)).toBe(before);
  });

  it('a method that stops being Stripe forgets its keys', async () => {
    const stripe = await stripeMethod();
    const cash = await shop.rest('PUT', `/api/admin/payment/${stripe.id}`, { kind: 'cash_on_delivery', name: 'Now cash' }, token);
    expect(cash.body).toMatchObject({ kind: 'cash_on_delivery', publishable_key: null, secret_key_set: false, webhook_secret_set: false });
    expect((await shop.em.execute('select secret_key, webhook_secret from payment_method where id = ?', [stripe.id]))[0]).toEqual({
      secret_key: null,
      webhook_secret: null,
    });
    await shop.rest('DELETE', `/api/admin/payment/${stripe.id}`, undefined, token);
  });

  it('translations: name and instructions per language', async () => {
    const method = await create({ kind: 'bank_transfer', name: 'Bank', instructions: '<p>Pay us</p>' }, 'en_us');
    await gql('mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input, language: "zh_hk") { id } }', {
      id: method.id,
      input: { kind: 'bank_transfer', name: '銀行轉賬', instructions: '<p>請轉賬</p>' },
    });
    expect((await shop.rest('GET', `/api/admin/payment/${method.id}?language=zh_hk`, undefined, token)).body).toMatchObject({
      name: '銀行轉賬',
      instructions: '<p>請轉賬</p>',
    });
    expect((await shop.rest('GET', `/api/admin/payment/${method.id}?language=en_us`, undefined, token)).body).toMatchObject({
      name: 'Bank',
      instructions: '<p>Pay us</p>',
    });
    const zh = (await shop.rest('GET', '/api/payment?language=zh_hk')).body.find((x: { id: number }) => x.id === method.id);
    expect(zh).toEqual({ id: method.id, kind: 'bank_transfer', name: '銀行轉賬', instructions: '<p>請轉賬</p>', publishable_key: null });
  });

  it('the public list: enabled methods in order; only Stripe shows its publishable key', async () => {
    const stripe = await stripeMethod();
    await shop.rest('PUT', `/api/admin/payment/${stripe.id}`, { kind: 'stripe', name: 'Card', order: 7, enabled: true }, token);
    const first = await create({ kind: 'cash_on_delivery', name: 'First', order: 1 });
    const off = await create({ name: 'Off', enabled: false });
    const list = (await shop.rest('GET', '/api/payment')).body as { id: number; kind: string; publishable_key: string | null }[];
    const ids = list.map((x) => x.id);
    expect(ids).not.toContain(off.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(stripe.id));
    expect(list.find((x) => x.id === stripe.id)).toMatchObject({ kind: 'stripe', publishable_key: PUBLISHABLE });
    expect(list.filter((x) => x.kind !== 'stripe').every((x) => x.publishable_key === null)).toBe(true);
    const ordered = list.map((x) => x.id);
    expect(ordered).toEqual([...ordered].sort((a, b) => ids.indexOf(a) - ids.indexOf(b)));
  });

  it('checkout helpers: findEnabled and stripeCredentials (server side only)', async () => {
    const stripe = await stripeMethod();
    await shop.rest(
      'PUT',
      `/api/admin/payment/${stripe.id}`,
      { kind: 'stripe', name: 'Card', enabled: true, publishable_key: PUBLISHABLE, secret_key: SECRET, webhook_secret: WEBHOOK },
      token,
    );
    const off = await create({ enabled: false });
    const service = PaymentMethodService.of(serviceContext());
    expect((await service.findEnabled(stripe.id)).kind).toBe('stripe');
    for (const id of [off.id, 99999999, undefined]) {
      await expect(service.findEnabled(id)).rejects.toMatchObject({
        extensions: { errors: { paymentMethodId: 'The selected payment method is not available.' } },
      });
    }
    expect(await service.stripeCredentials()).toEqual({ publishableKey: PUBLISHABLE, secretKey: SECRET, webhookSecret: WEBHOOK });
    await shop.rest('PUT', '/api/admin/payment/batch', { ids: [stripe.id], data: { enabled: false } }, token);
    const again = PaymentMethodService.of(serviceContext());
    expect(await again.stripeCredentials()).toBeNull();
    expect(await again.stripeCredentials({ includeDisabled: true })).toEqual({ publishableKey: PUBLISHABLE, secretKey: SECRET, webhookSecret: WEBHOOK });
  });

  it('lists by position with paging; 100 rows cost the same SQL statements as 10', async () => {
    const total = (await gql('{ paymentMethodList { totalItems } }')).data!.paymentMethodList.totalItems;
    for (let i = total; i < 101; i += 1) await create({ kind: i % 2 ? 'bank_transfer' : 'cash_on_delivery', instructions: '<p>x</p>' });
    let ten: any, hundred: any;
    const tenQueries = await shop.statementsOf(async () => (ten = await shop.rest('GET', '/api/admin/payment?per_page=10', undefined, token)));
    const hundredQueries = await shop.statementsOf(async () => (hundred = await shop.rest('GET', '/api/admin/payment?per_page=100', undefined, token)));
    expect(ten.body.data).toHaveLength(10);
    expect(hundred.body.data).toHaveLength(100);
    expect(hundredQueries).toBe(tenQueries);
    const orders = hundred.body.data.map((x: { order: number }) => x.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
  });

  it('get/update/delete of a missing id are 404; batch delete is all or nothing', async () => {
    expect(await shop.rest('GET', '/api/admin/payment/99999999', undefined, token)).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
    expect((await shop.rest('PUT', '/api/admin/payment/99999999', { kind: 'cash_on_delivery', name: 'x' }, token)).status).toBe(404);
    expect((await shop.rest('DELETE', '/api/admin/payment/99999999', undefined, token)).status).toBe(404);
    const a = await create();
    const b = await create();
    expect((await shop.rest('DELETE', '/api/admin/payment/batch', { ids: [a.id, 99999999] }, token)).status).toBe(404);
    expect((await shop.rest('GET', `/api/admin/payment/${a.id}`, undefined, token)).status).toBe(200);
    expect(await shop.rest('DELETE', '/api/admin/payment/batch', { ids: [a.id, b.id] }, token)).toMatchObject({ status: 200, body: { affected: 2 } });
  });

  it('answers 401 without a token and 403 without the payment permission; the public list needs nobody', async () => {
    const method = await create();
    for (const [verb, url, body] of [
      ['GET', '/api/admin/payment', undefined],
      ['GET', `/api/admin/payment/${method.id}`, undefined],
      ['POST', '/api/admin/payment', { kind: 'cash_on_delivery', name: 'x' }],
      ['PUT', `/api/admin/payment/${method.id}`, { kind: 'cash_on_delivery', name: 'x' }],
      ['DELETE', `/api/admin/payment/${method.id}`, undefined],
      ['PUT', '/api/admin/payment/batch', { ids: [method.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/payment/batch', { ids: [method.id] }],
    ] as const) {
      expect([url, (await shop.rest(verb, url, body)).status]).toEqual([url, 401]);
      expect([url, (await shop.rest(verb, url, body, outsider)).status]).toEqual([url, 403]);
    }
    expect((await shop.rest('GET', '/api/payment')).status).toBe(200);
  });
});
