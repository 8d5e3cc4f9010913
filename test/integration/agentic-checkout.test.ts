import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { TestShop, unique } from '../support/shop.js';
import { SPT_3DS, SPT_DECLINED, type StripeStandIn } from '../support/stripe-stand-in.js';
import { workerStripe } from '../support/worker-stand-ins.js';
import { anAddress, checkoutMethods, enableStripe, inventoryQuantity, sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { registerShopper } from './customer-fixtures.js';
import { receiver, until } from './webhook-fixtures.js';

/**
 * Agentic checkout (issue 45): an AI agent's platform buys through the ACP 2026-04-17 endpoints over
 * HTTP, with the shop's API keys. Every request body sent and every answer received is checked against
 * the released JSON Schema bundle (vendored in the module's schema/ folder).
 */
const bundle = JSON.parse(fs.readFileSync('server/modules/agentic-checkout/schema/schema.agentic_checkout.json', 'utf8')) as { $id: string };
const ajv = new Ajv2020({ strict: false, allErrors: true });
(formats as unknown as (instance: Ajv2020) => void)(ajv);
ajv.addSchema(bundle);

/** Fails with the schema's words unless `value` is a valid `definition` of the bundle. */
function expectShape(definition: string, value: unknown): void {
  const validate = ajv.getSchema(`${bundle.$id}#/$defs/${definition}`)!;
  if (!validate(value)) throw new Error(`Not a valid ${definition}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value, null, 1)}`);
}

const VERSION = '2026-04-17';
const REQUEST_SHAPES: Record<string, string> = {
  create: 'CheckoutSessionCreateRequest',
  update: 'CheckoutSessionUpdateRequest',
  complete: 'CheckoutSessionCompleteRequest',
  cancel: 'CancelSessionRequest',
};

let shop: TestShop;
let standIn: StripeStandIn;
let token: string;
let shipping: number;
let cod: number;
let warehouse: number;
let agentKey: { id: number; secret: string };

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, as = token) {
  const answer = await shop.gql<T>(query, variables, as);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

async function keyWith(permissions: string[], limits: { costBucket?: number; costRestoreRate?: number } = {}): Promise<{ id: number; secret: string }> {
  const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Agent role '), permissions } });
  const key = await gql('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }', {
    input: { name: unique('Agent platform '), roleId: role.createRole.id, ...limits },
  });
  return key.createApiKey;
}

interface Call {
  key?: string | null;
  version?: string | null;
  idem?: string | null;
  requestId?: string;
  /** Which request shape the body must be (checked before it is sent). */
  shape?: keyof typeof REQUEST_SHAPES;
}

/** One ACP request: Bearer key, API-Version, a fresh Idempotency-Key on POST unless told otherwise. */
async function acp(method: 'GET' | 'POST', path: string, body?: unknown, call: Call = {}) {
  if (call.shape) expectShape(REQUEST_SHAPES[call.shape], body);
  const headers: Record<string, string> = {};
  const key = call.key === undefined ? agentKey.secret : call.key;
  if (key) headers.authorization = `Bearer ${key}`;
  const version = call.version === undefined ? VERSION : call.version;
  if (version) headers['api-version'] = version;
  const idem = call.idem === undefined ? randomUUID() : call.idem;
  if (method === 'POST' && idem) headers['idempotency-key'] = idem;
  if (call.requestId) headers['request-id'] = call.requestId;
  return shop.rest(method, `/acp${path}`, body, undefined, headers);
}

const item = (product: Sellable) => ({ id: String(product.stockId) });

const fulfillment = (email = 'agent.buyer@example.com') => ({
  name: 'Mei Chan',
  phone_number: '+85255550101',
  email,
  address: {
    name: 'Mei Chan',
    line_one: '1 Harbour Road',
    line_two: 'Flat 12A',
    city: 'Wan Chai',
    state: 'Hong Kong Island',
    country: 'HK',
    postal_code: '000000',
  },
});

const payment = (tokenValue: string) => ({
  handler_id: 'card_tokenized',
  instrument: { type: 'card', credential: { type: 'spt', token: tokenValue } },
});

/** A session of one unit of `product`, with the buyer, the address and the shop's shipping method chosen: ready for payment. */
async function readySession(product: Sellable, email = `${unique('agent')}@example.com`) {
  const created = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'hkd', capabilities: {} }, { shape: 'create' });
  expect(created.status).toBe(201);
  const updated = await acp(
    'POST',
    `/checkout_sessions/${created.body.id}`,
    {
      buyer: { email, first_name: 'Mei', last_name: 'Chan' },
      fulfillment_details: fulfillment(email),
      selected_fulfillment_options: [{ type: 'shipping', option_id: `shipping_${shipping}`, item_ids: [item(product).id] }],
    },
    { shape: 'update' },
  );
  expect(updated).toMatchObject({ status: 200, body: { status: 'ready_for_payment' } });
  return updated.body as { id: string; totals: { type: string; amount: number }[] };
}

const sessionsCount = async () => Number((await shop.em.execute<{ n: string }[]>('select count(*) as n from acp_checkout_session'))[0].n);
const ordersOf = (email: string) =>
  shop.em.execute<{ id: number; status: string; source: string; charged_total: string; order_number: string }[]>(
    'select id, status, source, charged_total, order_number from shop_order where email = ? order by id',
    [email],
  );

beforeAll(async () => {
  standIn = await workerStripe();
  shop = await TestShop.start();
  token = await shop.adminToken();
  await enableStripe(shop, standIn.webhookSecret);
  ({ shipping, cod } = await checkoutMethods(shop));
  warehouse = await sellingWarehouse(shop);
  await gql('mutation { updateAgenticCheckoutSettings(input: { enabled: true }) { enabled } }');
  agentKey = await keyWith(['agentic_checkout']);
});
afterAll(() => shop.close());

describe('Agentic checkout (ACP 2026-04-17)', () => {
  it('publishes the discovery document at /.well-known/acp.json, without auth, cacheable', async () => {
    const answer = await shop.rest('GET', '/.well-known/acp.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expectShape('DiscoveryResponse', answer.body);
    expect(answer.body).toMatchObject({
      protocol: { name: 'acp', version: VERSION, supported_versions: [VERSION] },
      api_base_url: `${shop.config.publicUrl.replace(/\/+$/, '')}/acp`,
      transports: ['rest'],
      capabilities: { services: ['checkout'], intervention_types: ['3ds'] },
    });
    expect(answer.body.capabilities.supported_currencies).toContain('hkd');
  });

  it('creates with one item and no address, updates with the address and a shipping option, completes with a delegated card: a paid agent order', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '250.00' });
    const email = `${unique('agent')}@example.com`;
    const createBody = { line_items: [item(product)], currency: 'hkd', capabilities: { interventions: { supported: ['3ds'] } } };
    const created = await acp('POST', '/checkout_sessions', createBody, { shape: 'create', idem: 'create-1-' + unique(), requestId: 'req_abc' });
    expect(created.status).toBe(201);
    expectShape('CheckoutSession', created.body);
    expect(created.headers.get('request-id')).toBe('req_abc');
    expect(created.headers.get('idempotency-key')).toMatch(/^create-1-/);
    expect(created.body).toMatchObject({ status: 'not_ready_for_payment', currency: 'hkd', protocol: { version: VERSION } });
    expect(created.body.line_items).toEqual([
      expect.objectContaining({ item: { id: String(product.stockId) }, quantity: 1, unit_amount: 25000, sku: product.sku, availability_status: 'in_stock' }),
    ]);
    expect(created.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'error', code: 'missing', param: '$.fulfillment_details.address' }),
        expect.objectContaining({ type: 'error', code: 'missing', param: '$.buyer.email' }),
      ]),
    );
    const option = created.body.fulfillment_options.find((o: { id: string }) => o.id === `shipping_${shipping}`);
    expect(option).toMatchObject({ type: 'shipping', totals: [{ type: 'total', amount: 3000 }] });

    const updateBody = {
      buyer: { email, first_name: 'Mei', last_name: 'Chan' },
      fulfillment_details: fulfillment(email),
      selected_fulfillment_options: [{ type: 'shipping', option_id: option.id, item_ids: [String(product.stockId)] }],
    };
    const updated = await acp('POST', `/checkout_sessions/${created.body.id}`, updateBody, { shape: 'update' });
    expect(updated.status).toBe(200);
    expectShape('CheckoutSession', updated.body);
    expect(updated.body).toMatchObject({ status: 'ready_for_payment', messages: [] });
    const totals = Object.fromEntries(updated.body.totals.map((t: { type: string; amount: number }) => [t.type, t.amount]));
    expect(totals).toMatchObject({ items_base_amount: 25000, subtotal: 25000, fulfillment: 3000, total: 28000 });
    expect(updated.body.capabilities.payment.handlers[0]).toMatchObject({ id: 'card_tokenized', psp: 'stripe' });
    expect(JSON.stringify(updated.body)).not.toContain('sk_test');

    const read = await acp('GET', `/checkout_sessions/${created.body.id}`);
    expect(read.status).toBe(200);
    expectShape('CheckoutSession', read.body);
    expect(read.body.totals).toEqual(updated.body.totals);

    const completeBody = { buyer: { email, first_name: 'Mei', last_name: 'Chan' }, payment_data: payment('spt_test_visa_ok') };
    const completed = await acp('POST', `/checkout_sessions/${created.body.id}/complete`, completeBody, { shape: 'complete' });
    expect(completed.status).toBe(200);
    expectShape('CheckoutSessionWithOrder', completed.body);
    expect(completed.body).toMatchObject({ status: 'completed', order: { checkout_session_id: created.body.id, status: 'confirmed' } });

    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ source: 'agent', status: 'paid', charged_total: '280.00' });
    expect(completed.body.order).toMatchObject({ id: String(order.id), order_number: order.order_number });
    expect(completed.body.order.permalink_url).toContain(`order_number=${order.order_number}`);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(4);
    const intent = [...standIn.intents.values()].find((i) => i.metadata.checkout_session_id === created.body.id)!;
    expect(intent).toMatchObject({
      amount: 28000,
      currency: 'hkd',
      status: 'succeeded',
      shared_payment_granted_token: 'spt_test_visa_ok',
      capture_method: 'manual',
    });

    // The back office sees it: the orders list's source filter and the sales report's channel.
    const listed = await gql('{ orders(filter: { source: [agent] }, options: { perPage: 100, sort: "-id" }) { items { id source } } }');
    expect(listed.orders.items).toEqual(expect.arrayContaining([{ id: order.id, source: 'agent' }]));
    const report = await gql('query($f: ReportFilter) { salesReport(filter: $f) { summary { orders } } }', { f: { channel: 'agent' } });
    expect(report.salesReport.summary.orders).toBeGreaterThanOrEqual(1);

    const canceled = await acp('POST', `/checkout_sessions/${created.body.id}/cancel`, {}, { shape: 'cancel' });
    expect(canceled.status).toBe(405);
    expectShape('Error', canceled.body);
    // What was sold stays what the session says, whatever the price is now.
    await shop.em.execute('update stock set price = ? where id = ?', ['999.00', product.stockId]);
    const after = await acp('GET', `/checkout_sessions/${created.body.id}`);
    expectShape('CheckoutSessionWithOrder', after.body);
    expect(after.body).toMatchObject({ status: 'completed', messages: [], order: { id: String(order.id) } });
    expect(after.body.totals).toEqual(completed.body.totals);
  });

  it("checks out what the product feed lists: a variant's id is the item id, at the feed's price", async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 4 }, price: '180.00' });
    const feed = await fetch(`${shop.url}/acp/feed/products.jsonl`, { headers: { authorization: `Bearer ${agentKey.secret}`, 'accept-encoding': 'identity' } });
    expect(feed.status).toBe(200);
    const records = (await feed.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { variants: { id: string; price: { amount: number } }[] });
    const variant = records.flatMap((record) => record.variants).find((listed) => listed.id === String(product.stockId));
    expect(variant).toMatchObject({ price: { amount: 18000 } });
    const created = await acp('POST', '/checkout_sessions', { line_items: [{ id: variant!.id }], currency: 'hkd', capabilities: {} }, { shape: 'create' });
    expect(created.status).toBe(201);
    expect(created.body.line_items).toEqual([expect.objectContaining({ item: { id: variant!.id }, unit_amount: variant!.price.amount })]);
  });

  it('a declined card answers payment_declined and creates nothing; the session stays payable', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '80.00' });
    const email = `${unique('declined')}@example.com`;
    const session = await readySession(product, email);
    const answer = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_DECLINED) }, { shape: 'complete' });
    expect(answer.status).toBe(200);
    expectShape('CheckoutSession', answer.body);
    expect(answer.body.status).toBe('ready_for_payment');
    expect(answer.body.order).toBeUndefined();
    expect(answer.body.messages).toEqual([expect.objectContaining({ type: 'error', code: 'payment_declined' })]);
    expect(await ordersOf(email)).toEqual([]);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(2);
    // Another card then pays.
    const paid = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_second_card') }, { shape: 'complete' });
    expect(paid.body.status).toBe('completed');
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('3-D Secure: authentication_required with its metadata, requires_3ds without a result, completed with one', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '120.00' });
    const email = `${unique('threeds')}@example.com`;
    const session = await readySession(product, email);
    const first = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_3DS) }, { shape: 'complete' });
    expect(first.status).toBe(200);
    expectShape('CheckoutSession', first.body);
    expect(first.body.status).toBe('authentication_required');
    expect(first.body.authentication_metadata).toMatchObject({ directory_server: 'visa' });
    expect(await ordersOf(email)).toEqual([]);

    const without = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_3DS) }, { shape: 'complete' });
    expect(without.status).toBe(400);
    expectShape('Error', without.body);
    expect(without.body).toMatchObject({ type: 'invalid_request', code: 'requires_3ds', param: '$.authentication_result' });

    const authenticated = {
      payment_data: payment(SPT_3DS),
      authentication_result: {
        outcome: 'authenticated',
        outcome_details: {
          three_ds_cryptogram: 'ABCDEFGHIJKLMNOPQRSTUVWX==',
          electronic_commerce_indicator: '05',
          transaction_id: 'dsTransId_1',
          version: '2.2.0',
        },
      },
    };
    const done = await acp('POST', `/checkout_sessions/${session.id}/complete`, authenticated, { shape: 'complete' });
    expect(done.status).toBe(200);
    expectShape('CheckoutSessionWithOrder', done.body);
    expect(done.body.status).toBe('completed');
    expect(await ordersOf(email)).toEqual([expect.objectContaining({ source: 'agent', status: 'paid' })]);
  });

  it("prices in another of the shop's currencies, in its minor units, the code in lower case", async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '250.00' });
    const created = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'USD', capabilities: {} }, { shape: 'create' });
    expect(created.status).toBe(201);
    expectShape('CheckoutSession', created.body);
    // 250 HKD at the shop's rate of 0.128.
    expect(created.body).toMatchObject({ currency: 'usd', line_items: [expect.objectContaining({ unit_amount: 3200 })] });
    expect(created.body.totals).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'total', amount: 3200 })]));
  });

  it("puts the order in the customer's account when the buyer's e-mail is a customer's", async () => {
    const shopper = await registerShopper(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 1 }, price: '45.00' });
    const session = await readySession(product, shopper.email.toUpperCase());
    const completed = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_member') }, { shape: 'complete' });
    expect(completed.body.status).toBe('completed');
    const mine = await shop.rest('GET', '/api/order', undefined, shopper.token);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(completed.body.order.order_number);
  });

  it('cancels an open session (with an intent trace), and a canceled one answers 405', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const session = await readySession(product);
    const body = { intent_trace: { reason_code: 'shipping_cost', trace_summary: 'Shipping costs too much.' } };
    const canceled = await acp('POST', `/checkout_sessions/${session.id}/cancel`, body, { shape: 'cancel' });
    expect(canceled.status).toBe(200);
    expectShape('CheckoutSession', canceled.body);
    expect(canceled.body.status).toBe('canceled');
    const again = await acp('POST', `/checkout_sessions/${session.id}/cancel`, body, { shape: 'cancel' });
    expect(again.status).toBe(405);
    expectShape('Error', again.body);
    const complete = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_late') }, { shape: 'complete' });
    expect(complete.status).toBe(400);
    expectShape('Error', complete.body);
  });

  it('idempotency: the same key and body replay the answer, another body conflicts, a retry in flight is 409', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 3 } });
    const body = { line_items: [item(product)], currency: 'hkd', capabilities: {} };
    const key = randomUUID();
    const before = await sessionsCount();
    const first = await acp('POST', '/checkout_sessions', body, { idem: key, shape: 'create' });
    const replay = await acp('POST', '/checkout_sessions', { currency: 'hkd', capabilities: {}, line_items: [item(product)] }, { idem: key, shape: 'create' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('idempotency-key')).toBe(key);
    expect(await sessionsCount()).toBe(before + 1);

    const conflict = await acp('POST', '/checkout_sessions', { ...body, currency: 'usd' }, { idem: key, shape: 'create' });
    expect(conflict.status).toBe(422);
    expectShape('Error', conflict.body);
    expect(conflict.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_conflict' });

    const missing = await acp('POST', '/checkout_sessions', body, { idem: null, shape: 'create' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_key_required' });

    // A completion whose payment is still under way at Stripe: its retry is 409 with Retry-After, then replays the answer.
    const session = await readySession(product);
    const hold = standIn.holdNextIntent();
    const completeKey = randomUUID();
    const completeBody = { payment_data: payment('spt_test_slow') };
    const running = acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    await hold.reached;
    const inFlight = await acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    expect(inFlight.status).toBe(409);
    expectShape('Error', inFlight.body);
    expect(inFlight.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_in_flight' });
    expect(Number(inFlight.headers.get('retry-after'))).toBeGreaterThan(0);
    hold.release();
    const done = await running;
    expect(done.body.status).toBe('completed');
    const replayed = await acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    expect(replayed).toMatchObject({ status: 200, body: done.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const intents = [...standIn.intents.values()].filter((i) => i.metadata.checkout_session_id === session.id);
    expect(intents).toHaveLength(1);
  });

  it('refuses a key without agentic_checkout (403), a revoked or missing key (401) and a missing API-Version (400): nothing created', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const body = { line_items: [item(product)], currency: 'hkd', capabilities: {} };
    const other = await keyWith(['order']);
    const revoked = await keyWith(['agentic_checkout']);
    await gql('mutation($id: Int!) { revokeApiKey(id: $id) }', { id: revoked.id });
    const before = await sessionsCount();

    const forbidden = await acp('POST', '/checkout_sessions', body, { key: other.secret, shape: 'create' });
    expect(forbidden.status).toBe(403);
    expectShape('Error', forbidden.body);
    for (const key of [revoked.secret, null, 'shpk_' + 'x'.repeat(43)]) {
      const refused = await acp('POST', '/checkout_sessions', body, { key, shape: 'create' });
      expect(refused.status).toBe(401);
      expectShape('Error', refused.body);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    const noVersion = await acp('POST', '/checkout_sessions', body, { version: null, shape: 'create' });
    expect(noVersion.status).toBe(400);
    expectShape('Error', noVersion.body);
    expect(noVersion.body).toMatchObject({ type: 'invalid_request', supported_versions: [VERSION] });
    const oldVersion = await acp('GET', '/checkout_sessions/cs_x', undefined, { version: '2025-09-29' });
    expect(oldVersion.body).toMatchObject({ code: 'unsupported_api_version', supported_versions: [VERSION] });
    expect(await sessionsCount()).toBe(before);

    // Another key's session does not exist for this one.
    const mine = await acp('POST', '/checkout_sessions', body, { shape: 'create' });
    const second = await keyWith(['agentic_checkout']);
    const foreign = await acp('GET', `/checkout_sessions/${mine.body.id}`, undefined, { key: second.secret });
    expect(foreign.status).toBe(404);
    expectShape('Error', foreign.body);
  });

  it("charges every request to the key's cost bucket: an empty bucket is 429 with Retry-After", async () => {
    const small = await keyWith(['agentic_checkout'], { costBucket: 100, costRestoreRate: 1 });
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await acp('GET', '/checkout_sessions/cs_none', undefined, { key: small.secret }));
    expect(answers.slice(0, 2).map((a) => a.status)).toEqual([404, 404]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused).toBeDefined();
    expectShape('Error', refused.body);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers bad bodies with the spec error and its JSONPath, unknown items and currencies with 400, never a 500', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const unknownItem = await acp('POST', '/checkout_sessions', { line_items: [item(product), { id: '999999999' }], currency: 'hkd', capabilities: {} });
    expect(unknownItem).toMatchObject({ status: 400, body: { type: 'invalid_request', code: 'invalid_item_id', param: '$.line_items[1].id' } });
    const noItems = await acp('POST', '/checkout_sessions', { currency: 'hkd', capabilities: {} });
    expect(noItems).toMatchObject({ status: 400, body: { type: 'invalid_request', param: '$.line_items' } });
    const currency = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'xyz', capabilities: {} });
    expect(currency).toMatchObject({ status: 400, body: { code: 'unsupported_currency', param: '$.currency' } });
    const garbage = await shop.rest('POST', '/acp/checkout_sessions', '{"line_items": [', undefined, {
      authorization: `Bearer ${agentKey.secret}`,
      'api-version': VERSION,
      'idempotency-key': randomUUID(),
    });
    expect(garbage.status).toBe(400);
    for (const answer of [unknownItem, noItems, currency, garbage]) expectShape('Error', answer.body);
    const missingSession = await acp('GET', '/checkout_sessions/cs_nothing');
    expect(missingSession.status).toBe(404);
  });

  it('sends order_create and order_update to the platform through the webhook outbox, signed with Merchant-Signature', async () => {
    const platform = await receiver();
    const secret = `acp_platform_${unique()}_secret`;
    try {
      const settings = await gql(
        'mutation($input: AgenticCheckoutSettingsInput!) { updateAgenticCheckoutSettings(input: $input) { enabled webhookSet webhookId } }',
        { input: { webhookUrl: platform.url, webhookSecret: secret } },
      );
      expect(settings.updateAgenticCheckoutSettings).toMatchObject({ enabled: true, webhookSet: true });
      expect(JSON.stringify(await gql('{ agenticCheckoutSettings { enabled webhookSet discoveryUrl apiBaseUrl } }'))).not.toContain(secret);

      const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '60.00' });
      const session = await readySession(product);
      const completed = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_events') }, { shape: 'complete' });
      expect(completed.body.status).toBe('completed');
      const orderId = Number(completed.body.order.id);
      await gql('mutation($id: Int!) { changeOrderStatus(id: $id, input: { status: shipped }) { id } }', { id: orderId });

      const ours = () => platform.received.filter((r) => (r.json as any).data?.checkout_session_id === session.id);
      const events = await until(ours, (list) => list.length >= 2);
      expect(events.map((e) => (e.json as any).type)).toEqual(['order_create', 'order_update']);
      for (const event of events) {
        const body = event.json as any;
        expect(Object.keys(body).sort()).toEqual(['data', 'type']);
        expectShape('Order', body.data);
        expect(body.data).toMatchObject({ type: 'order', id: String(orderId), checkout_session_id: session.id });
        const signature = String(event.headers['merchant-signature']);
        expect(signature).toMatch(/^t=\d+,v1=[a-f0-9]{64}$/);
        const [, t, v1] = /^t=(\d+),v1=([a-f0-9]{64})$/.exec(signature)!;
        const { createHmac } = await import('node:crypto');
        expect(createHmac('sha256', secret).update(`${t}.${event.body}`).digest('hex')).toBe(v1);
        expect(event.headers['request-id']).toBeTruthy();
      }
      expect((events[0].json as any).data.status).toBe('confirmed');
      expect((await acp('GET', `/checkout_sessions/${session.id}`)).body.order.status).toBe('shipped');
      expect((events[1].json as any).data).toMatchObject({
        status: 'shipped',
        line_items: [expect.objectContaining({ quantity: { ordered: 1, current: 1, fulfilled: 1 } })],
      });
    } finally {
      await gql('mutation { updateAgenticCheckoutSettings(input: { webhookUrl: "" }) { webhookSet } }');
      await platform.close();
    }
  });

  it('switched off, the endpoints and the discovery document refuse; a key can not change the settings', async () => {
    await gql('mutation { updateAgenticCheckoutSettings(input: { enabled: false }) { enabled } }');
    try {
      const product = await sellable(shop, { stock: { [warehouse]: 1 } });
      const refused = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'hkd', capabilities: {} }, { shape: 'create' });
      expect(refused.status).toBe(403);
      expectShape('Error', refused.body);
      expect(refused.body.code).toBe('agentic_checkout_disabled');
      expect((await shop.rest('GET', '/.well-known/acp.json')).status).toBe(404);
    } finally {
      await gql('mutation { updateAgenticCheckoutSettings(input: { enabled: true }) { enabled } }');
    }
    const byKey = await shop.gql('mutation { updateAgenticCheckoutSettings(input: { enabled: false }) { enabled } }', {}, agentKey.secret);
    expect(byKey.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const staff = await shop.gql('{ agenticCheckoutSettings { enabled } }', {}, token);
    expect(staff.data!.agenticCheckoutSettings.enabled).toBe(true);
  });

  it('10 agents and 10 web checkouts race for the last 3 units: exactly 3 sold, stock 0, no 5xx', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 3 }, price: '40.00' });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => readySession(product)));
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => (await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 })).body.cart_id as string),
    );
    const agents = sessions.map((session) =>
      acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(`spt_test_race_${session.id}`) }, { shape: 'complete' }),
    );
    const web = carts.map((cartId) =>
      shop.rest('POST', '/api/checkout', {
        cart_id: cartId,
        email: `${unique('web')}@example.com`,
        shipping_method_id: shipping,
        payment_method_id: cod,
        shipping_address: anAddress(),
      }),
    );
    const [agentAnswers, webAnswers] = await Promise.all([Promise.all(agents), Promise.all(web)]);
    for (const answer of [...agentAnswers, ...webAnswers]) expect(answer.status).toBeLessThan(500);
    for (const answer of agentAnswers) expectShape(answer.body.status === 'completed' ? 'CheckoutSessionWithOrder' : 'CheckoutSession', answer.body);
    const agentSold = agentAnswers.filter((a) => a.body.status === 'completed').length;
    const webSold = webAnswers.filter((a) => a.status === 201).length;
    expect(agentSold + webSold).toBe(3);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(0);
    const [{ n }] = await shop.em.execute<{ n: string }[]>('select count(*) as n from order_line where stock_id = ?', [product.stockId]);
    expect(Number(n)).toBe(3);
    // The agents that lost were told why, and charged nothing.
    for (const answer of agentAnswers.filter((a) => a.body.status !== 'completed')) {
      expect(answer.body.messages).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'error' })]));
    }
    const charged = [...standIn.intents.values()].filter((i) => sessions.some((s) => s.id === i.metadata.checkout_session_id) && i.status === 'succeeded');
    expect(charged).toHaveLength(agentSold);
  });
});
