import fs from 'node:fs';
import { COUNTRY_CODES } from '../../server/common/countries.js';
import { TestShop } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';

const REQUIRED = 'This field is required.';
const CHECK = 'Please check your input.';

function addressInput(overrides: Record<string, unknown> = {}) {
  return { first_name: 'Grace', last_name: 'Hopper', country: 'HKG', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central', ...overrides };
}

describe('shopper addresses (/api/address)', () => {
  let shop: TestShop;
  let a: Shopper;
  let b: Shopper;
  beforeAll(async () => {
    shop = await TestShop.start();
    a = await registerShopper(shop);
    b = await registerShopper(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('the country list is the 249 ISO 3166 alpha-3 codes, with names in the three UI locales', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = JSON.parse(fs.readFileSync('i18n/countries.json', 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(names).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) {
      expect(Object.keys(names[code]).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
    }
    expect(names.HKG['en-US']).toMatch(/Hong Kong/);
  });

  it('creates, lists, reads, updates and deletes; every write answers the list', async () => {
    const shopper = await registerShopper(shop);
    const created = await shop.rest('POST', '/api/address', addressInput(), shopper.token);
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(1);
    expect(created.body[0]).toMatchObject({ ...addressInput(), default_billing: false, default_shipping: false });
    expect(created.body[0]).not.toHaveProperty('customer');
    const id = created.body[0].id as number;

    const second = await shop.rest('POST', '/api/address', addressInput({ first_name: 'Alan', country: 'GBR' }), shopper.token);
    expect(second.body.map((x: { first_name: string }) => x.first_name)).toEqual(['Grace', 'Alan']);

    const list = await shop.rest('GET', '/api/address', undefined, shopper.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(second.body);

    const one = await shop.rest('GET', `/api/address/${id}`, undefined, shopper.token);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, first_name: 'Grace', country: 'HKG' });

    const updated = await shop.rest('PUT', `/api/address/${id}`, addressInput({ address: '2 Nathan Road', country: 'CHN' }), shopper.token);
    expect(updated.status).toBe(200);
    expect(updated.body.find((x: { id: number }) => x.id === id)).toMatchObject({ address: '2 Nathan Road', country: 'CHN' });

    const deleted = await shop.rest('DELETE', `/api/address/${id}`, undefined, shopper.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.map((x: { first_name: string }) => x.first_name)).toEqual(['Alan']);
    expect((await shop.rest('GET', `/api/address/${id}`, undefined, shopper.token)).status).toBe(404);
  });

  it('keeps one default billing and one default shipping address: ticking one clears the others', async () => {
    const shopper = await registerShopper(shop);
    await shop.rest('POST', '/api/address', addressInput({ first_name: 'One', default_billing: true, default_shipping: true }), shopper.token);
    let list = (await shop.rest('POST', '/api/address', addressInput({ first_name: 'Two', default_billing: true }), shopper.token)).body;
    const flags = (rows: { first_name: string; default_billing: boolean; default_shipping: boolean }[]) =>
      rows.map((r) => `${r.first_name}:${r.default_billing ? 'B' : '-'}${r.default_shipping ? 'S' : '-'}`);
    expect(flags(list)).toEqual(['One:-S', 'Two:B-']);

    const one = list[0].id as number;
    const two = list[1].id as number;
    list = (await shop.rest('PUT', `/api/address/${two}`, addressInput({ first_name: 'Two', default_shipping: true }), shopper.token)).body;
    // default_billing left out keeps Two's billing flag.
    expect(flags(list)).toEqual(['One:--', 'Two:BS']);

    list = (await shop.rest('PUT', `/api/address/${one}`, addressInput({ first_name: 'One', default_billing: true, default_shipping: false }), shopper.token))
      .body;
    expect(flags(list)).toEqual(['One:B-', 'Two:-S']);

    list = (await shop.rest('PUT', `/api/address/${two}`, addressInput({ first_name: 'Two', default_shipping: false }), shopper.token)).body;
    expect(flags(list)).toEqual(['One:B-', 'Two:--']);

    // Another shopper's defaults are untouched by all this.
    const other = await registerShopper(shop);
    await shop.rest('POST', '/api/address', addressInput({ first_name: 'Other', default_billing: true }), other.token);
    await shop.rest('POST', '/api/address', addressInput({ first_name: 'Three', default_billing: true }), shopper.token);
    expect(flags((await shop.rest('GET', '/api/address', undefined, other.token)).body)).toEqual(['Other:B-']);
    expect(flags((await shop.rest('GET', '/api/address', undefined, shopper.token)).body)).toEqual(['One:--', 'Two:--', 'Three:B-']);
  });

  it('keeps the flags unique under concurrent writes', async () => {
    const shopper = await registerShopper(shop);
    for (let i = 0; i < 4; i += 1) await shop.rest('POST', '/api/address', addressInput({ first_name: `N${i}` }), shopper.token);
    const ids = ((await shop.rest('GET', '/api/address', undefined, shopper.token)).body as { id: number }[]).map((x) => x.id);
    const answers = await Promise.all(
      ids.map((id) => shop.rest('PUT', `/api/address/${id}`, addressInput({ default_billing: true, default_shipping: true }), shopper.token)),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    const list = (await shop.rest('GET', '/api/address', undefined, shopper.token)).body as { default_billing: boolean; default_shipping: boolean }[];
    expect(list.filter((x) => x.default_billing)).toHaveLength(1);
    expect(list.filter((x) => x.default_shipping)).toHaveLength(1);
  });

  it("never lets a shopper read or change another shopper's address (404)", async () => {
    const mine = (await shop.rest('POST', '/api/address', addressInput({ first_name: 'Mine', default_billing: true }), b.token)).body;
    const id = mine[mine.length - 1].id as number;
    expect(await shop.rest('GET', `/api/address/${id}`, undefined, a.token)).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
    expect((await shop.rest('PUT', `/api/address/${id}`, addressInput({ first_name: 'Stolen' }), a.token)).status).toBe(404);
    expect((await shop.rest('DELETE', `/api/address/${id}`, undefined, a.token)).status).toBe(404);
    expect(((await shop.rest('GET', '/api/address', undefined, a.token)).body as { id: number }[]).map((x) => x.id)).not.toContain(id);
    // Ticking a default on A's address does not clear B's.
    await shop.rest('POST', '/api/address', addressInput({ default_billing: true }), a.token);
    const still = await shop.rest('GET', `/api/address/${id}`, undefined, b.token);
    expect(still.body).toMatchObject({ first_name: 'Mine', default_billing: true });
    expect((await shop.rest('GET', '/api/address/999999999', undefined, a.token)).status).toBe(404);
  });

  it('validates every field with the spec messages and writes nothing on failure', async () => {
    const shopper = await registerShopper(shop);
    const empty = await shop.rest('POST', '/api/address', {}, shopper.token);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Please make sure all fields are filled in correctly',
      errors: { first_name: [REQUIRED], last_name: [REQUIRED], country: [REQUIRED], contact_number: [REQUIRED], address: [REQUIRED] },
    });
    const blanks = await shop.rest('POST', '/api/address', addressInput({ first_name: '  ', address: '' }), shopper.token);
    expect(blanks.body.errors).toEqual({ first_name: [REQUIRED], address: [REQUIRED] });
    for (const country of ['XXX', 'hkg', 'HK', 'HKGG']) {
      const bad = await shop.rest('POST', '/api/address', addressInput({ country }), shopper.token);
      expect(bad).toMatchObject({ status: 422, body: { errors: { country: [CHECK] } } });
    }
    const long = await shop.rest('POST', '/api/address', addressInput({ last_name: 'x'.repeat(101), contact_number: '1'.repeat(51) }), shopper.token);
    expect(long.body.errors).toEqual({ last_name: [CHECK], contact_number: [CHECK] });
    expect((await shop.rest('POST', '/api/address', addressInput({ default_billing: 'maybe' }), shopper.token)).body.errors).toEqual({
      default_billing: [CHECK],
    });
    expect((await shop.rest('GET', '/api/address', undefined, shopper.token)).body).toEqual([]);

    const created = (await shop.rest('POST', '/api/address', addressInput(), shopper.token)).body;
    const badUpdate = await shop.rest('PUT', `/api/address/${created[0].id}`, addressInput({ country: 'ZZZ', first_name: 'Changed' }), shopper.token);
    expect(badUpdate.status).toBe(422);
    expect((await shop.rest('GET', `/api/address/${created[0].id}`, undefined, shopper.token)).body.first_name).toBe('Grace');
  });

  it('needs a shopper: 401 without a token or with an admin token', async () => {
    const admin = await shop.adminToken();
    for (const token of [undefined, admin]) {
      expect((await shop.rest('GET', '/api/address', undefined, token)).status).toBe(401);
      expect((await shop.rest('GET', '/api/address/1', undefined, token)).status).toBe(401);
      expect((await shop.rest('POST', '/api/address', addressInput(), token)).status).toBe(401);
      expect((await shop.rest('PUT', '/api/address/1', addressInput(), token)).status).toBe(401);
      expect((await shop.rest('DELETE', '/api/address/1', undefined, token)).status).toBe(401);
    }
  });

  it('works the same through GraphQL', async () => {
    const shopper = await registerShopper(shop);
    const created = await shop.gql(
      'mutation ($input: AddressInput!) { createAddress(input: $input) { id firstName country defaultShipping } }',
      { input: { firstName: 'Ada', lastName: 'L', country: 'USA', contactNumber: '123', address: 'Main St', defaultShipping: true } },
      shopper.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createAddress).toEqual([{ id: expect.any(Number), firstName: 'Ada', country: 'USA', defaultShipping: true }]);
    const list = await shop.gql('{ addresses { id country } }', {}, shopper.token);
    expect(list.data!.addresses).toHaveLength(1);
    const foreign = await shop.gql('query ($id: Int!) { address(id: $id) { id } }', { id: created.data!.createAddress[0].id }, a.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bad = await shop.gql('mutation ($input: AddressInput!) { createAddress(input: $input) { id } }', { input: { country: 'ABC' } }, shopper.token);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { firstName: REQUIRED, country: CHECK } });
  });
});
