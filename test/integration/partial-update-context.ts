import { type TestShop, unique } from '../support/shop.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';

/**
 * What the partial-update fixtures share (partial-update.test.ts is the driver; the fixtures are in
 * partial-update-records.ts, -people.ts, -settings.ts and -batch.ts): the types, the calls, the records
 * several fixtures build on, and the shared context the driver fills in its beforeAll.
 */

export type Answer = { status: number; body: any };
export type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

export interface Fixture {
  /** Creates the record and answers its id, or its name for a route keyed by `:name` (a settings group: sets every value, answers nothing). */
  create: (call: Call) => Promise<number | string | void>;
  /** The fields that change in the record read back; also the body sent unless `body` says otherwise. */
  change: Record<string, unknown>;
  /** The request body when it is not `change` (a batch's `{ids, data}`, a cart line's ids). */
  body?: (id: number) => unknown;
  /** Reads the record back; default: GET of the route's path with its id. */
  read?: (call: Call, id: number) => Promise<Answer>;
  /** Fields derived from the changed one (they may change too). */
  derived?: string[];
  /** The shopper's own routes run with a shopper token. */
  shopper?: boolean;
  /** The address when the path has more than `:id` (e.g. a store's session). */
  at?: (id: number) => string;
}

/** The generated test's shop and calls, set by the driver's beforeAll (fixtures that need rows written straight to the database, or the shopper's cart, use it). */
export interface PartialUpdateContext {
  shop: TestShop;
  adminCall: Call;
  shopperCall: Call;
}
export const context = {} as PartialUpdateContext;

export const PASSWORD = 'a-good-password-1';

export async function created(call: Call, path: string, body: unknown): Promise<any> {
  const answer = await call('POST', path, body);
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function put(call: Call, path: string, body: unknown): Promise<any> {
  const answer = await call('PUT', path, body);
  if (answer.status !== 200) throw new Error(`PUT ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function leadStatusId(call: Call): Promise<number> {
  return (await created(call, '/api/admin/status', { title: unique('Partial ') })).id;
}

export async function customerFixture(call: Call, path: string): Promise<number> {
  const body = await created(call, path, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${unique('partial')}@example.com`,
    phone: '+852 1234 5678',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    enabled: false,
    is_subscribe: true,
    gender: 'female',
    job_title: 'Engineer',
    department: 'Analytics',
    status_id: await leadStatusId(call),
    lead_source: 'partner',
    description: 'Kept',
    tags: ['vip'],
    emails: ['second@example.com'],
  });
  return body.id;
}

/** A funnel of two stages. */
export async function funnelFixture(call: Call): Promise<{ id: number; stages: { id: number }[] }> {
  return created(call, '/api/admin/funnel', {
    name: unique('Partial funnel '),
    stages: [
      { name: 'First', colour: '#111111', probability: 10 },
      { name: 'Second', colour: '#222222', probability: 50, won: true },
    ],
  });
}

/** The stage each fixture lead is moved to (the second of its funnel). */
export const leadStages = new Map<number, number>();

/** A lead with every field set, in the first stage of its own funnel. */
export async function leadFixture(call: Call): Promise<number> {
  const funnel = await funnelFixture(call);
  const lead = await created(call, '/api/admin/lead', {
    first_name: 'Ada',
    last_name: 'Wong',
    company: 'Kept company',
    job_title: 'Engineer',
    emails: [`${unique('partial-lead')}@example.com`],
    phones: ['+852 9123 4567'],
    lead_source: 'partner',
    lead_source_description: 'Kept source',
    status_id: await leadStatusId(call),
    funnel_id: funnel.id,
    expected_value: '123.45',
    follow_up_at: '2030-01-02T00:00:00.000Z',
    description: 'Kept',
    tags: ['vip'],
  });
  leadStages.set(lead.id, funnel.stages[1].id);
  return lead.id;
}

/** A pending order of the shopper's (through the storefront); the admin moves it. */
export async function orderFixture(): Promise<number> {
  const warehouse = await sellingWarehouse(context.shop);
  const methods = await checkoutMethods(context.shop);
  const product = await sellable(context.shop, { stock: { [warehouse]: 5 } });
  const line = await context.shopperCall('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 });
  const placed = await created(context.shopperCall, '/api/checkout', {
    cart_id: line.body.cart_id,
    shipping_method_id: methods.shipping,
    payment_method_id: methods.cod,
    shipping_address: anAddress(),
  });
  return placed.id;
}
