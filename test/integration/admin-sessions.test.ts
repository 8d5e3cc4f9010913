import { TestShop, unique } from '../support/shop.js';

/** Issue 12 section 3 on the admin side: a password change ends the account's other sessions; one's own e-mail or password needs the current one. */
const PASSWORD = 'a-good-password-1';
const NEW_PASSWORD = 'another-password-2';
const WRONG = 'The current password is incorrect';

describe('admin sessions and own account', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  async function staff(): Promise<{ id: number; email: string; token: string }> {
    const email = `${unique('sess')}@example.com`;
    const created = await shop.rest(
      'POST',
      '/api/admin/account',
      { name: 'Staff', email, password: PASSWORD, password_confirmation: PASSWORD, enabled: true, role_id: 1 },
      token,
    );
    expect(created.status).toBe(201);
    return { id: created.body.id, email, token: await shop.adminToken(email, PASSWORD) };
  }
  const alive = async (as: string) => (await shop.rest('GET', '/api/admin', undefined, as)).status;

  it("another admin setting an account's password ends every session of that account", async () => {
    const target = await staff();
    const second = await shop.adminToken(target.email, PASSWORD);
    const renamed = await shop.rest('PUT', `/api/admin/account/${target.id}`, { name: 'Renamed', email: target.email, enabled: true }, token);
    expect(renamed.status).toBe(200);
    // A change without a password ends nothing.
    expect([await alive(target.token), await alive(second)]).toEqual([200, 200]);
    const changed = await shop.rest(
      'PUT',
      `/api/admin/account/${target.id}`,
      { name: 'Renamed', email: target.email, enabled: true, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      token,
    );
    expect(changed.status).toBe(200);
    expect([await alive(target.token), await alive(second), await alive(token)]).toEqual([401, 401, 200]);
    expect(await alive(await shop.adminToken(target.email, NEW_PASSWORD))).toBe(200);
  });

  it("changing one's own password needs the current one, keeps this session and ends the others", async () => {
    const me = await staff();
    const other = await shop.adminToken(me.email, PASSWORD);
    const body = { name: 'Me', email: me.email, enabled: true, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (const current of [undefined, 'not-the-password']) {
      const refused = await shop.rest('PUT', `/api/admin/account/${me.id}`, { ...body, current_password: current }, me.token);
      expect(refused).toMatchObject({ status: 422, body: { errors: { current_password: [WRONG] } } });
    }
    expect([await alive(me.token), await alive(other)]).toEqual([200, 200]);
    const done = await shop.rest('PUT', `/api/admin/account/${me.id}`, { ...body, current_password: PASSWORD }, me.token);
    expect(done.status).toBe(200);
    expect([await alive(me.token), await alive(other)]).toEqual([200, 401]);
    // The kept session refreshes into a token of the new version.
    const refreshed = await shop.rest('POST', '/api/admin/token/refresh', undefined, me.token);
    expect(refreshed.status).toBe(200);
    expect([await alive(refreshed.body.token), await alive(me.token)]).toEqual([200, 401]);
  });

  it("one's own e-mail needs the current password (GraphQL too); names do not", async () => {
    const me = await staff();
    const email = `${unique('moved')}@example.com`;
    const update = 'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { email name } }';
    const refused = await shop.gql(update, { id: me.id, input: { name: 'Me', email, enabled: true } }, me.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { currentPassword: WRONG } });
    const renamed = await shop.gql(update, { id: me.id, input: { name: 'Only a name', email: me.email, enabled: true } }, me.token);
    expect(renamed.data!.updateAccount).toEqual({ email: me.email, name: 'Only a name' });
    const moved = await shop.gql(update, { id: me.id, input: { name: 'Me', email, enabled: true, currentPassword: PASSWORD } }, me.token);
    expect(moved.data!.updateAccount.email).toBe(email);
    // Another admin changing this e-mail needs no password of theirs (the privilege rules guard it).
    const back = await shop.gql(update, { id: me.id, input: { name: 'Me', email: me.email, enabled: true } }, token);
    expect(back.errors).toBeUndefined();
  });

  it("staff setting a shopper's password ends the shopper's sessions", async () => {
    const status = await shop.rest('POST', '/api/admin/status', { title: unique('Status ') }, token);
    const body = {
      first_name: 'A',
      last_name: 'B',
      email: `${unique('shopper')}@example.com`,
      phone: '5550123',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      status_id: status.body.id,
      lead_source: 'partner',
    };
    const created = await shop.rest('POST', '/api/admin/customer', body, token);
    expect(created.status).toBe(201);
    const registered = await shop.rest('POST', '/api/login', { email: body.email, password: PASSWORD });
    expect((await shop.rest('POST', '/api/info', undefined, registered.body.token)).status).toBe(200);
    const saved = await shop.rest(
      'PUT',
      `/api/admin/customer/${created.body.id}`,
      { ...body, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      token,
    );
    expect(saved.status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, registered.body.token)).status).toBe(401);
  });
});
