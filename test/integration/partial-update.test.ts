import { routes } from '../../server/rest/routes/index.js';
import { Setting } from '../../server/modules/settings/setting.entity.js';
import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { context, type Call, type Fixture } from './partial-update-context.js';
import { BATCH_FIXTURES } from './partial-update-batch.js';
import { PEOPLE_FIXTURES } from './partial-update-people.js';
import { RECORD_FIXTURES } from './partial-update-records.js';
import { SETTINGS_FIXTURES } from './partial-update-settings.js';

/**
 * Partial updates (issue 21): every PUT route of the gateway's table changes only the fields the request
 * carries. Generated from the route table: each PUT route needs a fixture (a route without one fails the
 * test, so routes added later are covered), which creates a record (or sets a settings group) with
 * non-default values, sends one field, and the record read back differs in that field only. The fixtures
 * are by subject in partial-update-records.ts, -people.ts, -settings.ts and -batch.ts; what they share
 * (the calls and the shop, set here in beforeAll) is partial-update-context.ts.
 */
const FIXTURES: Record<string, Fixture> = { ...RECORD_FIXTURES, ...PEOPLE_FIXTURES, ...SETTINGS_FIXTURES, ...BATCH_FIXTURES };

const updateRoutes = routes.filter((r) => r.method === 'PUT');

/** One shop, admin and shopper for the whole file (each sign-in costs an argon2 check). */
beforeAll(async () => {
  const shop = (context.shop = await TestShop.start());
  const token = await shop.adminToken();
  context.adminCall = (method, path, body) => shop.rest(method, path, body, token);
  const shopper = await registerShopper(shop);
  context.shopperCall = (method, path, body) => shop.rest(method, path, body, shopper.token);
});
afterAll(async () => {
  await context.shop.close();
});

describe('partial updates over the route table', () => {
  /** The settings rows as they were, put back after each test: the test files share one database. */
  let savedSettings: { group: string; values: Record<string, unknown> }[];

  beforeAll(async () => {
    savedSettings = (await context.shop.em.find(Setting, {})).map((row) => ({ group: row.group, values: structuredClone(row.values) }));
  });
  afterEach(async () => {
    // One read of all groups (not one per group): flush writes only the groups a test changed.
    const em = context.shop.em;
    const rows = new Map((await em.find(Setting, {})).map((row) => [row.group, row]));
    for (const { group, values } of savedSettings) {
      const row = rows.get(group);
      if (!row) throw new Error(`settings group ${group} is gone`);
      row.values = structuredClone(values);
    }
    await em.flush();
  });

  it('has a fixture for every PUT route', () => {
    expect(updateRoutes.length).toBeGreaterThan(30);
    expect(updateRoutes.map((r) => r.path).filter((path) => !FIXTURES[path])).toEqual([]);
  });

  it.each(updateRoutes.map((r) => [r.path] as const))('PUT %s changes only the field sent', async (path) => {
    const fixture = FIXTURES[path];
    if (!fixture) throw new Error(`no fixture for ${path}`);
    const call = fixture.shopper ? context.shopperCall : context.adminCall;
    const key = (await fixture.create(call)) ?? 0;
    const id = typeof key === 'number' ? key : 0;
    const at = fixture.at ? fixture.at(id) : path.replace(':id', String(key)).replace(':name', encodeURIComponent(String(key)));
    const read = () => (fixture.read ? fixture.read(call, id) : call('GET', at));
    const before = await read();
    expect(before.status).toBe(200);

    const updated = await call('PUT', at, fixture.body ? fixture.body(id) : fixture.change);
    expect({ status: updated.status, body: updated.status === 200 ? 'ok' : updated.body }).toEqual({ status: 200, body: 'ok' });

    const after = await read();
    expect(after.status).toBe(200);
    const ignored = ['updated_at', ...(fixture.derived ?? [])];
    const strip = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !ignored.includes(key)));
    expect(strip(after.body)).toEqual(strip({ ...before.body, ...fixture.change }));
  });
});

describe('explicit null on an update', () => {
  const call: Call = (method, path, body) => context.adminCall(method, path, body);

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

  it('multipart with globals: a named global field left out is cleared, an unnamed one kept', async () => {
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
