import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { TestShop, unique } from '../support/shop.js';
import type { StripeStandIn } from '../support/stripe-stand-in.js';
import { workerStripe } from '../support/worker-stand-ins.js';
import { checkoutMethods, enableStripe, sellingWarehouse, type Sellable } from './order-fixtures.js';

/**
 * What the agentic checkout test files share (issue 45): an AI agent's platform buys through the ACP
 * 2026-04-17 endpoints over HTTP, with the shop's API keys. Every request body sent and every answer
 * received is checked against the released JSON Schema bundle (vendored in the module's schema/ folder).
 */
const bundle = JSON.parse(fs.readFileSync('server/modules/agentic-checkout/schema/schema.agentic_checkout.json', 'utf8')) as { $id: string };
const ajv = new Ajv2020({ strict: false, allErrors: true });
(formats as unknown as (instance: Ajv2020) => void)(ajv);
ajv.addSchema(bundle);

/** Fails with the schema's words unless `value` is a valid `definition` of the bundle. */
export function expectShape(definition: string, value: unknown): void {
  const validate = ajv.getSchema(`${bundle.$id}#/$defs/${definition}`)!;
  if (!validate(value)) throw new Error(`Not a valid ${definition}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value, null, 1)}`);
}

export const VERSION = '2026-04-17';
const REQUEST_SHAPES: Record<string, string> = {
  create: 'CheckoutSessionCreateRequest',
  update: 'CheckoutSessionUpdateRequest',
  complete: 'CheckoutSessionCompleteRequest',
  cancel: 'CancelSessionRequest',
};

interface Call {
  key?: string | null;
  version?: string | null;
  idem?: string | null;
  requestId?: string;
  /** Which request shape the body must be (checked before it is sent). */
  shape?: keyof typeof REQUEST_SHAPES;
}

export const item = (product: Sellable) => ({ id: String(product.stockId) });

export const fulfillment = (email = 'agent.buyer@example.com') => ({
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

export const payment = (tokenValue: string) => ({
  handler_id: 'card_tokenized',
  instrument: { type: 'card', credential: { type: 'spt', token: tokenValue } },
});

/*
 * The worker's shop with agentic checkout on and Stripe as its card processor, the seeded admin's
 * token, the checkout's shipping and cash-on-delivery methods, a selling warehouse, and an API key of
 * the file's own (a role with only agentic_checkout): files on one worker share its database, each
 * with its own key, products and buyers. Set by the beforeAll of useAgenticCheckoutShop(): each test
 * file has its own copy of this module, and ES module bindings are live, so its tests read them.
 */
export let shop: TestShop;
export let standIn: StripeStandIn;
export let token: string;
export let shipping: number;
export let cod: number;
export let warehouse: number;
export let agentKey: { id: number; secret: string };

export async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, as = token) {
  const answer = await shop.gql<T>(query, variables, as);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

export async function keyWith(permissions: string[], limits: { costBucket?: number; costRestoreRate?: number } = {}): Promise<{ id: number; secret: string }> {
  const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Agent role '), permissions } });
  const key = await gql('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }', {
    input: { name: unique('Agent platform '), roleId: role.createRole.id, ...limits },
  });
  return key.createApiKey;
}

/** One ACP request: Bearer key, API-Version, a fresh Idempotency-Key on POST unless told otherwise. */
export async function acp(method: 'GET' | 'POST', path: string, body?: unknown, call: Call = {}) {
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

/** A session of one unit of `product`, with the buyer, the address and the shop's shipping method chosen: ready for payment. */
export async function readySession(product: Sellable, email = `${unique('agent')}@example.com`) {
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

export const sessionsCount = async () => Number((await shop.em.execute<{ n: string }[]>('select count(*) as n from acp_checkout_session'))[0].n);
export const ordersOf = (email: string) =>
  shop.em.execute<{ id: number; status: string; source: string; charged_total: string; order_number: string }[]>(
    'select id, status, source, charged_total, order_number from shop_order where email = ? order by id',
    [email],
  );

/** Starts (beforeAll) and closes (afterAll) the calling test file's shop: see the fields above. */
export function useAgenticCheckoutShop(): void {
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
}
