import { ADMIN_EMAIL, TestShop, unique } from '../support/shop.js';
import { adminAccountFixture, PASSWORD } from './admin-account-fixtures.js';

const accounts = adminAccountFixture();
const { gql, createAccount } = accounts;
let shop: TestShop;
let token: string;
let plainRoleId: number;
let noPermissionRoleId: number;
beforeAll(() => {
  ({ shop, token, plainRoleId, noPermissionRoleId } = accounts);
});

describe('admin accounts REST', () => {
  it('lists in the contract shape with snake_case fields and no password', async () => {
    const tag = unique('rest');
    await createAccount({ name: `One ${tag}` });
    await createAccount({ name: `Two ${tag}`, roleId: plainRoleId });
    const answer = await shop.rest('GET', `/api/admin/account?keyword=${tag}&sort=-name&per_page=20&page=1`, undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(answer.body.data.map((a: { name: string }) => a.name)).toEqual([`Two ${tag}`, `One ${tag}`]);
    const row = answer.body.data[0];
    expect(row).toMatchObject({ role_id: plainRoleId, role: { id: plainRoleId } });
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'name', 'email', 'enabled', 'role_id', 'updated_at', 'role']));
    expect(JSON.stringify(answer.body)).not.toMatch(/password/);
    const badPerPage = await shop.rest('GET', '/api/admin/account?per_page=15', undefined, token);
    expect(badPerPage.status).toBe(422);
    expect(badPerPage.body.errors).toEqual({ per_page: ['Please check your input.'] });
  });

  it('creates (201), gets, updates and deletes', async () => {
    const email = `${unique('rest')}@example.com`;
    const created = await shop.rest(
      'POST',
      '/api/admin/account',
      { name: 'Rest Staff', email, password: PASSWORD, password_confirmation: PASSWORD, enabled: true, role_id: plainRoleId },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Rest Staff', email, enabled: true, role_id: plainRoleId, role: { id: plainRoleId } });
    expect(JSON.stringify(created.body)).not.toMatch(/password/);
    const id = created.body.id;

    const got = await shop.rest('GET', `/api/admin/account/${id}`, undefined, token);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, email, role: { id: plainRoleId } });

    const updated = await shop.rest('PUT', `/api/admin/account/${id}`, { name: 'Rest Renamed', email, enabled: false, role_id: 1 }, token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Rest Renamed', enabled: false, role_id: 1 });

    const removed = await shop.rest('DELETE', `/api/admin/account/${id}`, undefined, token);
    expect(removed.status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/account/${id}`, undefined, token)).status).toBe(404);
  });

  it('answers 422 with the contract body for validation failures', async () => {
    const empty = await shop.rest('POST', '/api/admin/account', {}, token);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Please make sure all fields are filled in correctly',
      errors: {
        name: ['This field is required.'],
        email: ['This field is required.'],
        password: ['This field is required.'],
        password_confirmation: ['This field is required.'],
        enabled: ['This field is required.'],
      },
    });
    const taken = await shop.rest(
      'POST',
      '/api/admin/account',
      { name: 'x', email: ADMIN_EMAIL, password: PASSWORD, password_confirmation: PASSWORD, enabled: true, role_id: 999999 },
      token,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'], role_id: ['The selected role id is invalid.'] });
    const caller = await createAccount({ roleId: plainRoleId });
    const callerToken = await shop.adminToken(caller.email, caller.password);
    const self = await shop.rest('PUT', `/api/admin/account/${caller.id}`, { name: caller.name, email: caller.email, enabled: false }, callerToken);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ enabled: ['You can not disable your own account.'] });
    const selfDelete = await shop.rest('DELETE', `/api/admin/account/${caller.id}`, undefined, callerToken);
    expect(selfDelete.status).toBe(409);
    expect(selfDelete.body).toEqual({ message: 'You can not delete your own account.' });
  });

  it('batch updates and deletes', async () => {
    const a = await createAccount({ roleId: plainRoleId });
    const b = await createAccount({ roleId: plainRoleId });
    const off = await shop.rest('PUT', '/api/admin/account/batch', { ids: [a.id, b.id], data: { enabled: false } }, token);
    expect(off).toMatchObject({ status: 200, body: { affected: 2 } });
    expect((await shop.rest('GET', `/api/admin/account/${a.id}`, undefined, token)).body.enabled).toBe(false);
    const missing = await shop.rest('PUT', '/api/admin/account/batch', { ids: [a.id, 999999], data: { enabled: true } }, token);
    expect(missing.status).toBe(404);
    expect((await shop.rest('GET', `/api/admin/account/${a.id}`, undefined, token)).body.enabled).toBe(false);
    const noData = await shop.rest('PUT', '/api/admin/account/batch', { ids: [a.id], data: {} }, token);
    expect(noData.status).toBe(422);
    expect(noData.body.errors).toEqual({ enabled: ['This field is required.'] });

    const partial = await shop.rest('DELETE', '/api/admin/account/batch', { ids: [a.id, b.id, 999999] }, token);
    expect(partial.status).toBe(404);
    const removed = await shop.rest('DELETE', '/api/admin/account/batch', { ids: [a.id, b.id] }, token);
    expect(removed).toMatchObject({ status: 200, body: { affected: 2 } });
    expect((await shop.rest('GET', `/api/admin/account/${b.id}`, undefined, token)).status).toBe(404);
  });

  it('a list of 100 accounts costs the same number of SQL statements as a list of 10', async () => {
    for (let i = 0; i < 12; i += 1) await createAccount({ roleId: i % 2 ? plainRoleId : noPermissionRoleId });
    let ten: any, hundred: any;
    const tenQueries = await shop.statementsOf(async () => (ten = await shop.rest('GET', '/api/admin/account?per_page=10', undefined, token)));
    const hundredQueries = await shop.statementsOf(async () => (hundred = await shop.rest('GET', '/api/admin/account?per_page=100', undefined, token)));
    expect(ten.body.data).toHaveLength(10);
    expect(hundred.body.data.length).toBeGreaterThan(10);
    expect(hundredQueries).toBe(tenQueries);
  });
});

describe('admin accounts access', () => {
  it('refuses anonymous callers (401) and admins without the admin_account permission (403)', async () => {
    const outsider = await createAccount({ roleId: noPermissionRoleId });
    const outsiderToken = await shop.adminToken(outsider.email, outsider.password);
    for (const [method, path, body] of [
      ['GET', '/api/admin/account', undefined],
      ['POST', '/api/admin/account', {}],
      ['GET', `/api/admin/account/${outsider.id}`, undefined],
      ['PUT', `/api/admin/account/${outsider.id}`, {}],
      ['DELETE', `/api/admin/account/${outsider.id}`, undefined],
      ['PUT', '/api/admin/account/batch', { ids: [outsider.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/account/batch', { ids: [outsider.id] }],
    ] as const) {
      const anonymous = await shop.rest(method, path, body);
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      const forbidden = await shop.rest(method, path, body, outsiderToken);
      expect([method, path, forbidden.status]).toEqual([method, path, 403]);
    }
    const gqlForbidden = await gql('{ accounts { totalItems } }', {}, outsiderToken);
    expect(gqlForbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const gqlAnonymous = await shop.gql('mutation { deleteAccounts(ids: [1]) { affected } }');
    expect(gqlAnonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Nothing happened to the outsider's account.
    expect((await gql('query($id: Int!) { account(id: $id) { enabled } }', { id: outsider.id })).data!.account.enabled).toBe(true);
  });
});
