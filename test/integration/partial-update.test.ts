import { routes } from '../../server/rest/routes/index.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';

/**
 * Partial updates (issue 21): every update route (`PUT .../:id` of the gateway's table) changes only the
 * fields the request carries. Generated from the route table: each route needs a fixture below (a route
 * without one fails the test, so routes added later are covered), which creates a record with non-default
 * values, sends one field, and the record read back differs in that field only.
 */

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

interface Fixture {
  /** Creates the record and answers its id. */
  create: (call: Call) => Promise<number>;
  /** The one field sent. */
  change: Record<string, unknown>;
  /** Fields derived from the changed one (they may change too). */
  derived?: string[];
  /** The shopper's own routes run with a shopper token. */
  shopper?: boolean;
}

const PASSWORD = 'a-good-password-1';

async function created(call: Call, path: string, body: unknown): Promise<any> {
  const answer = await call('POST', path, body);
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function leadStatusId(call: Call): Promise<number> {
  return (await created(call, '/api/admin/status', { title: unique('Partial ') })).id;
}

async function customerFixture(call: Call, path: string): Promise<number> {
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

const FIXTURES: Record<string, Fixture> = {
  '/api/admin/role/:id': {
    create: async (call) => (await created(call, '/api/admin/role', { name: unique('Partial role '), permissions: ['brand', 'menu'] })).id,
    change: { name: unique('Renamed role ') },
  },
  '/api/admin/account/:id': {
    create: async (call) => {
      const role = await created(call, '/api/admin/role', { name: unique('Account role '), permissions: ['brand'] });
      const email = `${unique('partial-admin')}@example.com`;
      return (await created(call, '/api/admin/account', { name: 'Staff', email, password: PASSWORD, password_confirmation: PASSWORD, enabled: false, role_id: role.id })).id;
    },
    change: { name: 'Renamed staff' },
  },
  '/api/admin/product/:id': {
    create: async (call) => {
      const warehouse = await created(call, '/api/admin/warehouse', { name: unique('Partial warehouse ') });
      const body = await created(call, '/api/admin/product', {
        name: unique('Partial product '),
        description: '<p>Kept</p>',
        meta_title: 'Meta kept',
        is_new: true,
        is_hot: true,
        visibled: false,
        stocks: [{ price: '12.50', special_price: '10.00', inventories: [{ warehouse_id: warehouse.id, quantity: 3 }] }],
      });
      return body.id;
    },
    change: { is_featured: true },
  },
  '/api/admin/attribute/:id': {
    create: async (call) => (await created(call, '/api/admin/attribute', { key: unique('partial_').toLowerCase().replace(/[^a-z0-9_]/g, '_'), title: 'Colour', position: 7, values: [{ code: 'red', label: 'Red' }] })).id,
    change: { title: 'Shade' },
  },
  '/api/admin/brand/:id': {
    create: async (call) => (await created(call, '/api/admin/brand', { title: 'Partial brand', url: unique('partial-brand-').toLowerCase().replace(/[^a-z0-9-]/g, '-'), short_description: 'Kept', enabled: false })).id,
    change: { description: '<p>New</p>' },
  },
  '/api/admin/warehouse/:id': {
    create: async (call) => (await created(call, '/api/admin/warehouse', { name: unique('Partial warehouse '), address: 'Kept road', enabled: false })).id,
    change: { name: unique('Renamed warehouse ') },
  },
  '/api/admin/menu/:id': {
    create: async (call) => {
      const slug = () => unique('partial-menu-').toLowerCase().replace(/[^a-z0-9-]/g, '-');
      const parent = await created(call, '/api/admin/menu', { title: 'Parent', type: 'category', url: slug() });
      const child = await created(call, '/api/admin/menu', {
        title: 'Child',
        type: 'category',
        url: slug(),
        parent_id: parent.id,
        meta_title: 'Meta kept',
        open_in_current_tab: false,
        display_in_mobile: false,
        order: 700,
      });
      return child.id;
    },
    change: { title: 'Child renamed' },
    derived: ['display_title'],
  },
  '/api/address/:id': {
    shopper: true,
    create: async (call) => {
      const list = await created(call, '/api/address', { first_name: 'Grace', last_name: 'Hopper', country: 'HKG', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central', default_billing: true });
      return list[list.length - 1].id;
    },
    change: { contact_number: '+852 9999 0000' },
  },
  '/api/admin/shipping/:id': {
    create: async (call) =>
      (await created(call, '/api/admin/shipping', { name: 'Partial post', description: 'Kept', fee: '30.00', free_above: '500.00', order: 3, enabled: false, country_fees: [{ country: 'GBR', fee: '90.00' }] })).id,
    change: { name: 'Renamed post' },
  },
  '/api/admin/payment/:id': {
    create: async (call) => (await created(call, '/api/admin/payment', { kind: 'bank_transfer', name: 'Partial transfer', instructions: '<p>Kept</p>', order: 4, enabled: false })).id,
    change: { name: 'Renamed transfer' },
  },
  '/api/admin/status/:id': {
    create: async (call) =>
      (await created(call, '/api/admin/status', { title: unique('Partial status '), trigger: 'email_to_lead', trigger_subject: 'Kept subject', trigger_template: 'Kept template' })).id,
    change: { title: unique('Renamed status ') },
  },
  '/api/admin/customer/:id': { create: (call) => customerFixture(call, '/api/admin/customer'), change: { job_title: 'Director' } },
  '/api/admin/user/:id': { create: (call) => customerFixture(call, '/api/admin/user'), change: { department: 'Research' } },
};

const updateRoutes = routes.filter((r) => r.method === 'PUT' && r.path.endsWith('/:id'));

describe('partial updates over the route table', () => {
  let shop: TestShop;
  let adminCall: Call;
  let shopperCall: Call;

  beforeAll(async () => {
    shop = await TestShop.start();
    const token = await shop.adminToken();
    adminCall = (method, path, body) => shop.rest(method, path, body, token);
    const shopper = await registerShopper(shop);
    shopperCall = (method, path, body) => shop.rest(method, path, body, shopper.token);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('has a fixture for every update route', () => {
    expect(updateRoutes.length).toBeGreaterThan(5);
    expect(updateRoutes.map((r) => r.path).filter((path) => !FIXTURES[path])).toEqual([]);
  });

  it.each(updateRoutes.map((r) => [r.path] as const))('PUT %s changes only the field sent', async (path) => {
    const fixture = FIXTURES[path];
    if (!fixture) throw new Error(`no fixture for ${path}`);
    const call = fixture.shopper ? shopperCall : adminCall;
    const id = await fixture.create(call);
    const at = path.replace(':id', String(id));
    const before = await call('GET', at);
    expect(before.status).toBe(200);

    const updated = await call('PUT', at, fixture.change);
    expect({ status: updated.status, body: updated.status === 200 ? 'ok' : updated.body }).toEqual({ status: 200, body: 'ok' });

    const after = await call('GET', at);
    expect(after.status).toBe(200);
    const ignored = ['updated_at', ...(fixture.derived ?? [])];
    const strip = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !ignored.includes(key)));
    expect(strip(after.body)).toEqual(strip({ ...before.body, ...fixture.change }));
  });
});

describe('explicit null on an update', () => {
  let shop: TestShop;
  let call: Call;
  beforeAll(async () => {
    shop = await TestShop.start();
    const token = await shop.adminToken();
    call = (method, path, body) => shop.rest(method, path, body, token);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('clears a field that may be cleared, and is refused on a required one', async () => {
    const id = await FIXTURES['/api/admin/menu/:id'].create(call);
    const before = await call('GET', `/api/admin/menu/${id}`);
    expect(before.body.parent_id).not.toBeNull();

    const toRoot = await call('PUT', `/api/admin/menu/${id}`, { parent_id: null, meta_title: null });
    expect(toRoot.status).toBe(200);
    const after = await call('GET', `/api/admin/menu/${id}`);
    expect(after.body).toMatchObject({ parent_id: null, meta_title: '', title: before.body.title, url: before.body.url, open_in_current_tab: false });

    const cleared = await call('PUT', `/api/admin/menu/${id}`, { title: null, url: '' });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    expect((await call('GET', `/api/admin/menu/${id}`)).body.title).toBe(before.body.title);
  });

  it("multipart with globals: a named global field left out is cleared, an unnamed one kept", async () => {
    const id = await FIXTURES['/api/admin/menu/:id'].create(call);
    const before = (await call('GET', `/api/admin/menu/${id}`)).body;
    const translation = new FormData();
    translation.set('_method', 'PUT');
    translation.set('language', 'zh_hk');
    translation.set('globals', JSON.stringify(['url']));
    translation.set('title', '子項');
    translation.set('url', before.url);
    expect((await call('POST', `/api/admin/menu/${id}`, translation)).status).toBe(200);
    const translated = (await call('GET', `/api/admin/menu/${id}`)).body;
    expect(translated).toMatchObject({ parent_id: before.parent_id, order: before.order, title: before.title, open_in_current_tab: false });
    expect((await call('GET', `/api/admin/menu/${id}?language=zh_hk`)).body.title).toBe('子項');

    const toRoot = new FormData();
    toRoot.set('_method', 'PUT');
    toRoot.set('globals', 'parent_id,image');
    expect((await call('POST', `/api/admin/menu/${id}`, toRoot)).status).toBe(200);
    expect((await call('GET', `/api/admin/menu/${id}`)).body).toMatchObject({ parent_id: null, image: null, url: before.url, title: before.title });
  });

  it('keeps a create strict: an absent required field still fails there', async () => {
    const answer = await call('POST', '/api/admin/menu', { title: 'No url', type: 'link' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ url: ['This field is required.'] });
  });
});
