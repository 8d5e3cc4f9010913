import { createHash } from 'node:crypto';
import { TestShop, unique } from '../support/shop.js';
import { sellable, sellingWarehouse } from './order-fixtures.js';

const PASSWORD = 'a-good-password-1';
const KEY_FIELDS =
  'id name roleId expiresAt enabled lastFour lastUsedAt lastUsedIp createdById createdByName state revokedAt secret costBucket costRestoreRate';

interface KeyRow {
  id: number;
  name: string;
  secret: string | null;
  lastFour: string;
  state: string;
  [key: string]: unknown;
}

/** Issue 23, section 1: API keys with roles, sent as Bearer or X-Api-Key, on GraphQL and REST. */
describe('API keys', () => {
  let shop: TestShop;
  let token: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  /** GraphQL with a key in X-Api-Key (raw fetch: the status matters). */
  async function withKey(secret: string, query: string, variables: Record<string, unknown> = {}, header: 'x-api-key' | 'bearer' = 'x-api-key') {
    const auth: Record<string, string> = header === 'x-api-key' ? { 'x-api-key': secret } : { authorization: `Bearer ${secret}` };
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { connection: 'close', 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[]; extensions?: any } };
  }

  async function role(permissions: string[]): Promise<number> {
    const answer = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Key role '), permissions } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRole.id;
  }

  async function createKey(roleId: number, input: Record<string, unknown> = {}, as = token): Promise<KeyRow> {
    const answer = await gql(
      `mutation($input: ApiKeyInput!) { createApiKey(input: $input) { ${KEY_FIELDS} } }`,
      { input: { name: unique('ERP '), roleId, ...input } },
      as,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createApiKey;
  }

  async function staff(permissions: string[]): Promise<string> {
    const roleId = await role(permissions);
    const email = `${unique('keys')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Key maker', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId },
    });
    expect(account.errors).toBeUndefined();
    return shop.adminToken(email, PASSWORD);
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers the secret once; stores only its SHA-256 and last four', async () => {
    const key = await createKey(await role(['brand']));
    expect(key.secret).toMatch(/^shpk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ lastFour: key.secret!.slice(-4), state: 'active', createdByName: expect.any(String), createdById: expect.any(Number) });
    const [row] = await shop.em.execute('select * from api_key where id = ?', [key.id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(key.secret!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret!.slice(5));
    const again = await gql(`query($id: Int!) { apiKey(id: $id) { ${KEY_FIELDS} } }`, { id: key.id });
    expect(again.data!.apiKey.secret).toBeNull();
    const rest = await shop.rest('GET', `/api/admin/api_key/${key.id}`, undefined, token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: key.id, last_four: key.lastFour, secret: null });
    const list = await shop.rest('GET', `/api/admin/api_key?per_page=100&keyword=${encodeURIComponent(key.name)}`, undefined, token);
    expect(list.body.data.map((k: { id: number }) => k.id)).toEqual([key.id]);
  });

  it('acts with its role on GraphQL and REST, as Bearer or X-Api-Key; other permissions are 403', async () => {
    const key = await createKey(await role(['brand']));
    for (const header of ['x-api-key', 'bearer'] as const) {
      const brands = await withKey(key.secret!, '{ brands(options: {perPage: 10}) { totalItems } }', {}, header);
      expect(brands.status).toBe(200);
      expect(brands.body.errors).toBeUndefined();
    }
    const orders = await withKey(key.secret!, '{ orders { totalItems } }');
    expect(orders.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const rest = await shop.rest('GET', '/api/admin/brand', undefined, undefined, { 'x-api-key': key.secret! });
    expect(rest.status).toBe(200);
    const bearer = await shop.rest('GET', '/api/admin/brand', undefined, key.secret!);
    expect(bearer.status).toBe(200);
    expect((await shop.rest('GET', '/api/admin/order', undefined, key.secret!)).status).toBe(403);
  });

  it('answers 401 alike for a bad, expired, disabled or revoked key, and revoking holds at once', async () => {
    const roleId = await role(['brand']);
    const expired = await createKey(roleId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const disabled = await createKey(roleId, { enabled: false });
    const revoked = await createKey(roleId);
    expect((await withKey(revoked.secret!, '{ brands { totalItems } }')).status).toBe(200);
    expect((await gql('mutation($id: Int!) { revokeApiKey(id: $id) }', { id: revoked.id })).data!.revokeApiKey).toBe(true);
    const answers = [];
    for (const secret of ['shpk_' + 'x'.repeat(43), expired.secret!, disabled.secret!, revoked.secret!]) {
      answers.push(await withKey(secret, '{ brands { totalItems } }'));
      const rest = await shop.rest('GET', '/api/admin/brand', undefined, undefined, { 'x-api-key': secret });
      expect(rest).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 401, body: answers[0].body })]));
    expect(answers[0].body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    // Even a public field: a key that does not authenticate is refused whole.
    expect((await withKey(revoked.secret!, '{ publicBrands { id } }')).status).toBe(401);
    const states = await gql(`query($id: Int!, $e: Int!) { a: apiKey(id: $id) { state } b: apiKey(id: $e) { state } }`, { id: revoked.id, e: expired.id });
    expect(states.data).toEqual({ a: { state: 'revoked' }, b: { state: 'expired' } });
  });

  it('rotates: a new secret, the old one working for the grace period only', async () => {
    const roleId = await role(['brand']);
    const key = await createKey(roleId);
    const rotated = await shop.rest('POST', `/api/admin/api_key/${key.id}/rotate`, { grace_hours: 1 }, token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^shpk_/);
    expect(rotated.body.secret).not.toBe(key.secret);
    expect(rotated.body.last_four).toBe(rotated.body.secret.slice(-4));
    expect((await withKey(key.secret!, '{ brands { totalItems } }')).status).toBe(200);
    expect((await withKey(rotated.body.secret, '{ brands { totalItems } }')).status).toBe(200);
    // The grace period ends: the old secret stops, the new one goes on.
    await shop.em.execute(`update api_key set previous_valid_until = now() - interval '1 second' where id = ?`, [key.id]);
    expect((await withKey(key.secret!, '{ brands { totalItems } }')).status).toBe(401);
    expect((await withKey(rotated.body.secret, '{ brands { totalItems } }')).status).toBe(200);
    // grace 0: the previous secret stops at once.
    const now = await gql(`mutation($id: Int!) { rotateApiKey(id: $id, graceHours: 0) { secret } }`, { id: key.id });
    expect((await withKey(rotated.body.secret, '{ brands { totalItems } }')).status).toBe(401);
    expect((await withKey(now.data!.rotateApiKey.secret, '{ brands { totalItems } }')).status).toBe(200);
    const bad = await gql(`mutation($id: Int!) { rotateApiKey(id: $id, graceHours: -1) { secret } }`, { id: key.id });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('privilege: keys only for roles whose permissions the maker holds, all of them; 403 without api_key', async () => {
    const maker = await staff(['api_key', 'brand']);
    const ok = await createKey(await role(['brand']), {}, maker);
    expect(ok.secret).toMatch(/^shpk_/);
    const wider = await role(['brand', 'order']);
    const refused = await gql('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id } }', { input: { name: 'x', roleId: wider } }, maker);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const widerKey = await createKey(wider);
    const rotate = await gql('mutation($id: Int!) { rotateApiKey(id: $id) { id } }', { id: widerKey.id }, maker);
    expect(rotate.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const move = await gql(
      'mutation($id: Int!, $input: ApiKeyInput!) { updateApiKey(id: $id, input: $input) { id } }',
      { id: ok.id, input: { roleId: wider } },
      maker,
    );
    expect(move.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const outsider = await staff(['brand']);
    expect((await shop.rest('GET', '/api/admin/api_key', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/api_key', undefined, undefined)).status).toBe(401);
  });

  it('never manages keys, roles, accounts or its own session, even with a role holding every permission', async () => {
    const key = await createKey(1);
    const keys = await withKey(key.secret!, '{ apiKeys { totalItems } }');
    expect(keys.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const create = await withKey(key.secret!, 'mutation { createApiKey(input: {name: "x", roleId: 1}) { id } }');
    expect(create.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await withKey(key.secret!, '{ roles { totalItems } }')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await withKey(key.secret!, '{ accounts { totalItems } }')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await withKey(key.secret!, 'mutation { refreshAdminToken { token } }')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await withKey(key.secret!, '{ currentAdmin { id } }')).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // What it may do, it does: the super-admin role's other permissions.
    expect((await withKey(key.secret!, '{ orders { totalItems } }')).body.errors).toBeUndefined();
  });

  it('records last use at most once a minute, and what the key changes as done by the key', async () => {
    const key = await createKey(await role(['product']));
    const warehouse = await sellingWarehouse(shop);
    const item = await sellable(shop, { stock: { [warehouse]: 3 } });
    const inventoryId = item.inventories.get(warehouse)!;
    const plus = await shop.rest('POST', '/api/admin/inventory/plus', { inventory_id: inventoryId, quantity: 2, remark: 'ERP sync' }, undefined, {
      'x-api-key': key.secret!,
    });
    expect(plus.status).toBe(200);
    const histories = await shop.rest('GET', `/api/admin/inventory/${inventoryId}/histories`, undefined, token);
    expect(histories.body[0]).toMatchObject({ remark: 'ERP sync', admin_name: `API key: ${key.name}` });
    const first = await gql(`query($id: Int!) { apiKey(id: $id) { lastUsedAt lastUsedIp } }`, { id: key.id });
    expect(first.data!.apiKey.lastUsedAt).toBeTruthy();
    expect(first.data!.apiKey.lastUsedIp).toBeTruthy();
    await withKey(key.secret!, '{ products { totalItems } }');
    const second = await gql(`query($id: Int!) { apiKey(id: $id) { lastUsedAt } }`, { id: key.id });
    expect(second.data!.apiKey.lastUsedAt).toBe(first.data!.apiKey.lastUsedAt);
    await shop.em.execute(`update api_key set last_used_at = now() - interval '61 seconds' where id = ?`, [key.id]);
    await withKey(key.secret!, '{ products { totalItems } }');
    const third = await gql(`query($id: Int!) { apiKey(id: $id) { lastUsedAt } }`, { id: key.id });
    expect(new Date(third.data!.apiKey.lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('validates every field at once', async () => {
    const answer = await gql('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id } }', { input: { name: '', costBucket: 5 } });
    expect(answer.errors?.[0].extensions?.errors).toEqual({
      name: 'This field is required.',
      roleId: 'This field is required.',
      costBucket: 'Please check your input.',
    });
    const rest = await shop.rest('POST', '/api/admin/api_key', { name: 'x', role_id: 99999999 }, token);
    expect(rest).toMatchObject({ status: 422, body: { errors: { role_id: ['ID not exists'] } } });
  });
});
