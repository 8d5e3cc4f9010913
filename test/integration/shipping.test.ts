import { TestShop, unique } from '../support/shop.js';
import { seedDemoCheckoutMethods } from '../../server/db/demo/checkout-methods.js';
import { ShippingService } from '../../server/modules/shipping/shipping.service.js';
import { createContext } from '../../server/common/context.js';

const PASSWORD = 'a-good-password-1';
const FIELDS = 'id name description enabled order fee freeAbove countryFees { country fee } createdAt updatedAt';

interface MethodRow {
  id: number;
  name: string;
  enabled: boolean;
  order: number;
  fee: string;
  freeAbove: string | null;
  countryFees: { country: string; fee: string }[];
  [key: string]: unknown;
}

describe('shipping methods', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown> = {}, language?: string): Promise<MethodRow> {
    const answer = await gql(
      `mutation($input: ShippingMethodInput!, $language: String) { createShippingMethod(input: $input, language: $language) { ${FIELDS} } }`,
      {
        input: { name: unique('Ship '), fee: '30', ...input },
        language,
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createShippingMethod;
  }

  async function get(id: number, language?: string): Promise<MethodRow> {
    const answer = await gql(`query($id: Int!, $language: String) { shippingMethod(id: $id, language: $language) { ${FIELDS} } }`, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.shippingMethod;
  }

  beforeAll(async () => {
    // The job worker's polls are quiet (kept out of the statement log): the shared server will do.
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No shipping '), permissions: ['payment'] },
    });
    const email = `${unique('noship')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No shipping', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates a method (enabled, order 0 by default) with money as two-decimal strings', async () => {
    const method = await create({ name: ' Standard ', description: 'Two days', fee: '30', freeAbove: '500', countryFees: [{ country: 'USA', fee: '120.5' }] });
    expect(method).toMatchObject({
      name: 'Standard',
      description: 'Two days',
      enabled: true,
      order: 0,
      fee: '30.00',
      freeAbove: '500.00',
      countryFees: [{ country: 'USA', fee: '120.50' }],
    });
    const rest = await shop.rest(
      'POST',
      '/api/admin/shipping',
      { name: 'Courier', fee: '60.00', free_above: '', country_fees: [{ country: 'MAC', fee: '80' }], order: 3 },
      token,
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      name: 'Courier',
      fee: '60.00',
      free_above: null,
      country_fees: [{ country: 'MAC', fee: '80.00' }],
      order: 3,
      enabled: true,
    });
    const stored = await shop.em.execute('select fee, free_above from shipping_method where id = ?', [rest.body.id]);
    expect(stored[0]).toMatchObject({ fee: '60.00', free_above: null });
  });

  it('gets one; a missing id is 404 "ID not exists" on get, update and delete', async () => {
    const method = await create();
    expect((await get(method.id)).name).toBe(method.name);
    expect(await shop.rest('GET', '/api/admin/shipping/99999999', undefined, token)).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
    expect((await shop.rest('PUT', '/api/admin/shipping/99999999', { name: 'x', fee: '1' }, token)).status).toBe(404);
    expect((await shop.rest('DELETE', '/api/admin/shipping/99999999', undefined, token)).status).toBe(404);
  });

  it('updates, keeping what the form does not send; an empty free_above clears it', async () => {
    const method = await create({ freeAbove: '200', countryFees: [{ country: 'JPN', fee: '90' }], order: 5, enabled: false });
    const kept = await shop.rest('PUT', `/api/admin/shipping/${method.id}`, { name: 'Renamed', fee: '35' }, token);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      name: 'Renamed',
      fee: '35.00',
      free_above: '200.00',
      country_fees: [{ country: 'JPN', fee: '90.00' }],
      order: 5,
      enabled: false,
    });
    const cleared = await shop.rest(
      'PUT',
      `/api/admin/shipping/${method.id}`,
      { name: 'Renamed', fee: '35', free_above: '', country_fees: [], enabled: true },
      token,
    );
    expect(cleared.body).toMatchObject({ free_above: null, country_fees: [], enabled: true });
  });

  it('validates every field with its message and writes nothing', async () => {
    const before = Number((await shop.em.execute('select count(*) as n from shipping_method'))[0].n);
    const empty = await shop.rest('POST', '/api/admin/shipping', { name: '  ' }, token);
    expect(empty).toMatchObject({
      status: 422,
      body: { message: 'Please make sure all fields are filled in correctly', errors: { name: ['This field is required.'], fee: ['This field is required.'] } },
    });
    const bad = await shop.rest(
      'POST',
      '/api/admin/shipping',
      { name: 'x'.repeat(256), fee: '-1', free_above: '1.234', order: -1, description: 'y'.repeat(2001) },
      token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['Please check your input.'],
      fee: ['Please check your input.'],
      free_above: ['Please check your input.'],
      order: ['Please check your input.'],
      description: ['Please check your input.'],
    });
    const rows = await gql('mutation($input: ShippingMethodInput!) { createShippingMethod(input: $input) { id } }', {
      input: {
        name: 'Rows',
        fee: '1',
        countryFees: [
          { country: 'usa', fee: '1' },
          { country: '', fee: '' },
          { country: 'HKG', fee: 'abc' },
        ],
      },
    });
    expect(rows.errors?.[0].extensions?.errors).toEqual({
      'countryFees.0.country': 'Please check your input.',
      'countryFees.1.country': 'This field is required.',
      'countryFees.1.fee': 'This field is required.',
      'countryFees.2.fee': 'Please check your input.',
    });
    const repeated = await shop.rest(
      'POST',
      '/api/admin/shipping',
      {
        name: 'Rep',
        fee: '1',
        country_fees: [
          { country: 'USA', fee: '1' },
          { country: 'USA', fee: '2' },
        ],
      },
      token,
    );
    expect(repeated.body.errors).toEqual({ country_fees: ['This input can not be repeated'] });
    const badSort = await shop.rest('GET', '/api/admin/shipping?sort=secret', undefined, token);
    expect(badSort.status).toBe(422);
    expect(Number((await shop.em.execute('select count(*) as n from shipping_method'))[0].n)).toBe(before);
  });

  it('translations: name and description per language with fallback to the main language', async () => {
    const method = await create({ name: 'Express', description: 'Fast' }, 'en_us');
    const update = await gql(
      'mutation($id: Int!, $input: ShippingMethodInput!) { updateShippingMethod(id: $id, input: $input, language: "zh_hk") { name description fee } }',
      {
        id: method.id,
        input: { name: '特快', fee: '40' },
      },
    );
    expect(update.errors).toBeUndefined();
    expect(update.data!.updateShippingMethod).toEqual({ name: '特快', description: 'Fast', fee: '40.00' });
    expect(await get(method.id, 'en_us')).toMatchObject({ name: 'Express', description: 'Fast', fee: '40.00' });
    const rest = await shop.rest('GET', `/api/admin/shipping/${method.id}?language=zh_hk`, undefined, token);
    expect(rest.body).toMatchObject({ name: '特快', description: 'Fast' });
  });

  it('lists by position by default, with keyword (any language), sort and paging', async () => {
    const tag = unique('kw');
    const late = await create({ name: `B ${tag}`, order: 9 });
    const early = await create({ name: `A ${tag}`, order: 1 });
    const zh = await create({ name: `${tag} 中文`, order: 1 }, 'zh_hk');
    const answer = await gql('query($o: ListOptions) { shippingMethodList(options: $o) { totalItems page perPage items { id } } }', { o: { keyword: tag } });
    expect(answer.data!.shippingMethodList).toMatchObject({ totalItems: 3, page: 1, perPage: 10 });
    expect(answer.data!.shippingMethodList.items.map((x: MethodRow) => x.id)).toEqual([early.id, zh.id, late.id]);
    const rest = await shop.rest('GET', `/api/admin/shipping?keyword=${tag}&sort=-id&per_page=20`, undefined, token);
    expect(rest.body).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect(rest.body.data.map((x: MethodRow) => x.id)).toEqual([zh.id, early.id, late.id]);
  });

  it('a list of 100 costs the same number of SQL statements as a list of 10', async () => {
    const total = (await gql('{ shippingMethodList { totalItems } }')).data!.shippingMethodList.totalItems;
    for (let i = total; i < 101; i += 1) await create({ countryFees: [{ country: 'USA', fee: '1' }] });
    let ten: any, hundred: any;
    const tenQueries = await shop.statementsOf(async () => (ten = await shop.rest('GET', '/api/admin/shipping?per_page=10', undefined, token)));
    const hundredQueries = await shop.statementsOf(async () => (hundred = await shop.rest('GET', '/api/admin/shipping?per_page=100', undefined, token)));
    expect(ten.body.data).toHaveLength(10);
    expect(hundred.body.data).toHaveLength(100);
    expect(hundredQueries).toBe(tenQueries);
  });

  it('batch enable/disable and delete are all or nothing', async () => {
    const a = await create();
    const b = await create();
    expect(await shop.rest('PUT', '/api/admin/shipping/batch', { ids: [a.id, b.id], data: { enabled: false } }, token)).toMatchObject({
      status: 200,
      body: { affected: 2 },
    });
    expect((await shop.rest('PUT', '/api/admin/shipping/batch', { ids: [a.id, 99999999], data: { enabled: true } }, token)).status).toBe(404);
    expect((await get(a.id)).enabled).toBe(false);
    expect((await shop.rest('PUT', '/api/admin/shipping/batch', { ids: [a.id], data: {} }, token)).status).toBe(422);
    expect((await shop.rest('DELETE', '/api/admin/shipping/batch', { ids: [a.id, 99999999] }, token)).status).toBe(404);
    expect((await get(a.id)).id).toBe(a.id);
    expect(await shop.rest('DELETE', '/api/admin/shipping/batch', { ids: [a.id, b.id] }, token)).toMatchObject({ status: 200, body: { affected: 2 } });
    const c = await create();
    expect(await shop.rest('DELETE', `/api/admin/shipping/${c.id}`, undefined, token)).toMatchObject({ status: 200, body: true });
    expect((await shop.rest('GET', `/api/admin/shipping/${c.id}`, undefined, token)).status).toBe(404);
  });

  it('the public list: enabled methods in order with the fee for the destination and subtotal', async () => {
    const standard = await create({ name: 'Std', description: 'Slow', fee: '30', freeAbove: '500', countryFees: [{ country: 'USA', fee: '120' }], order: 0 });
    const express = await create({ name: 'SF', fee: '60', order: 0 });
    const hidden = await create({ name: 'Off', fee: '1', enabled: false });
    await gql('mutation($id: Int!, $input: ShippingMethodInput!) { updateShippingMethod(id: $id, input: $input, language: "zh_hk") { id } }', {
      id: standard.id,
      input: { name: '標準', fee: '30' },
    });

    const pick = (list: { id: number; [key: string]: unknown }[]) => list.filter((x) => [standard.id, express.id, hidden.id].includes(x.id));
    const home = await shop.rest('GET', '/api/shipping?country=HKG&subtotal=100&language=en_us');
    expect(home.status).toBe(200);
    expect(pick(home.body)).toEqual([
      { id: standard.id, name: 'Std', description: 'Slow', fee: '30.00', free_above: '500.00' },
      { id: express.id, name: 'SF', description: '', fee: '60.00', free_above: null },
    ]);
    const usa = await shop.rest('GET', '/api/shipping?country=USA&subtotal=499.99&language=zh_hk');
    expect(pick(usa.body)).toMatchObject([{ name: '標準', fee: '120.00' }, { fee: '60.00' }]);
    const free = await gql('query { shippingMethods(country: "USA", subtotal: "500") { id fee } }', {}, undefined);
    expect(pick(free.data!.shippingMethods)).toEqual([
      { id: standard.id, fee: '0.00' },
      { id: express.id, fee: '60.00' },
    ]);
    // No destination or subtotal: the flat fees.
    expect(pick((await shop.rest('GET', '/api/shipping')).body).map((x) => x.fee)).toEqual(['30.00', '60.00']);
    // Positions are honoured.
    await shop.rest('PUT', `/api/admin/shipping/${standard.id}`, { name: 'Std', fee: '30', order: 100000 }, token);
    expect(pick((await shop.rest('GET', '/api/shipping')).body).map((x) => x.id)).toEqual([express.id, standard.id]);
  });

  it('the public list refuses an unknown country or a bad subtotal (422)', async () => {
    expect(await shop.rest('GET', '/api/shipping?country=XYZ')).toMatchObject({ status: 422, body: { errors: { country: ['Please check your input.'] } } });
    expect(await shop.rest('GET', '/api/shipping?subtotal=-5')).toMatchObject({ status: 422, body: { errors: { subtotal: ['Please check your input.'] } } });
    expect(await shop.rest('GET', '/api/shipping?subtotal=abc')).toMatchObject({ status: 422, body: { errors: { subtotal: ['Please check your input.'] } } });
    // lower case is read as the code
    expect((await shop.rest('GET', '/api/shipping?country=usa')).status).toBe(200);
  });

  it('checkout helpers: enabledMethods and findEnabled (field error when missing or disabled)', async () => {
    const on = await create({ name: 'On' });
    const off = await create({ name: 'Off', enabled: false });
    const ctx = createContext({ config: shop.config, tokenSecret: new Uint8Array() }, shop.em as never, '127.0.0.1', {});
    const service = ShippingService.of(ctx);
    expect((await service.findEnabled(on.id)).id).toBe(on.id);
    const ids = (await service.enabledMethods('en_us')).map((m) => m.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    for (const id of [off.id, 99999999, null]) {
      await expect(service.findEnabled(id)).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { shippingMethodId: 'The selected shipping method is not available.' } },
      });
    }
    await expect(service.findEnabled(off.id, 'shipping_method_id')).rejects.toMatchObject({
      extensions: { errors: { shipping_method_id: 'The selected shipping method is not available.' } },
    });
  });

  it('answers 401 without a token and 403 without the shipping permission; the public list needs nobody', async () => {
    const method = await create();
    for (const [method_, path, body] of [
      ['GET', '/api/admin/shipping', undefined],
      ['GET', `/api/admin/shipping/${method.id}`, undefined],
      ['POST', '/api/admin/shipping', { name: 'x', fee: '1' }],
      ['PUT', `/api/admin/shipping/${method.id}`, { name: 'x', fee: '1' }],
      ['DELETE', `/api/admin/shipping/${method.id}`, undefined],
      ['PUT', '/api/admin/shipping/batch', { ids: [method.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/shipping/batch', { ids: [method.id] }],
    ] as const) {
      expect([path, (await shop.rest(method_, path, body)).status]).toEqual([path, 401]);
      expect([path, (await shop.rest(method_, path, body, outsider)).status]).toEqual([path, 403]);
    }
    expect((await get(method.id)).enabled).toBe(true);
    expect((await shop.rest('GET', '/api/shipping')).status).toBe(200);
  });

  it('demo data: standard delivery HK$30, free from HK$500, HK$120 abroad; SF Express HK$60; idempotent', async () => {
    const em = shop.em;
    await em.begin();
    try {
      await seedDemoCheckoutMethods(em as never);
      await em.flush();
      await seedDemoCheckoutMethods(em as never);
      await em.flush();
      const rows: { name: Record<string, string>; fee: string; free_above: string | null; country_fees: { country: string; fee: string }[] }[] =
        await em.execute(
          `select name, fee, free_above, country_fees from shipping_method where name->>'en_us' in ('Standard delivery', 'SF Express next day') order by sort_order`,
        );
      expect(rows.map((r) => [r.name.en_us, r.name.zh_hk, r.fee, r.free_above])).toEqual([
        ['Standard delivery', '標準送貨', '30.00', '500.00'],
        ['SF Express next day', '順豐速運翌日送達', '60.00', null],
      ]);
      const { shippingFee } = await import('../../server/modules/shipping/shipping-fee.js');
      const standard = { fee: rows[0].fee, freeAbove: rows[0].free_above, countryFees: rows[0].country_fees };
      expect(shippingFee(standard, { country: 'HKG', subtotal: '100' })).toBe('30.00');
      expect(shippingFee(standard, { country: 'GBR', subtotal: '100' })).toBe('120.00');
      expect(shippingFee(standard, { country: 'GBR', subtotal: '500' })).toBe('0.00');
    } finally {
      await em.rollback();
    }
  });
});
