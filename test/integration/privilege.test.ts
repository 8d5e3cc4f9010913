import { ADMIN_EMAIL, ADMIN_PASSWORD, TestShop, unique } from '../support/shop.js';

/** Issue 12 section 2: staff can never grant what they do not hold (GraphQL and REST, both directions). */
const PASSWORD = 'a-good-password-1';
const GRANT = 'You can not grant permissions you do not hold.';
const TOUCH = 'You can not change an account whose role holds permissions you do not hold.';
const TOUCH_ROLE = 'You can not change a role holding permissions you do not hold.';

describe('privilege rules', () => {
  let shop: TestShop;
  let token: string;
  let seededId: number;

  const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => shop.gql(query, variables, as);

  async function createRole(permissions: string[], as = token): Promise<number> {
    const answer = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('role'), permissions } }, as);
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRole.id;
  }

  async function adminWithRole(roleId: number): Promise<{ id: number; email: string; token: string }> {
    const email = `${unique('priv')}@example.com`;
    const answer = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Staff', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId },
    });
    expect(answer.errors).toBeUndefined();
    return { id: answer.data!.createAccount.id, email, token: await shop.adminToken(email, PASSWORD) };
  }

  const roleOf = async (id: number) => (await gql('query($id: Int!) { role(id: $id) { name permissions } }', { id })).data!.role;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const list = await gql('query($o: ListOptions) { accounts(options: $o) { items { id email } } }', { o: { keyword: ADMIN_EMAIL } });
    seededId = list.data!.accounts.items.find((a: { email: string }) => a.email === ADMIN_EMAIL).id;
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('roles', () => {
    it('an admin gives a role only permissions they hold (GraphQL)', async () => {
      const roleAdmin = await adminWithRole(await createRole(['role']));
      const allowed = await gql(
        'mutation($input: RoleInput!) { createRole(input: $input) { permissions } }',
        { input: { name: unique('ok'), permissions: ['role'] } },
        roleAdmin.token,
      );
      expect(allowed.data!.createRole.permissions).toEqual(['role']);
      const name = unique('too much');
      const refused = await gql(
        'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
        { input: { name, permissions: ['role', 'order'] } },
        roleAdmin.token,
      );
      expect(refused.errors?.[0]).toMatchObject({ message: GRANT, extensions: { code: 'FORBIDDEN' } });
      const found = await gql('query($o: ListOptions) { roles(options: $o) { totalItems } }', { o: { keyword: name } });
      expect(found.data!.roles.totalItems).toBe(0);
    });

    it('an admin with only `role` can not give its own role every permission, but may rename it (REST)', async () => {
      const ownRole = await createRole(['role']);
      const roleAdmin = await adminWithRole(ownRole);
      const climb = await shop.rest(
        'PUT',
        `/api/admin/role/${ownRole}`,
        { name: 'Climber', permissions: ['role', 'admin_account', 'setting'] },
        roleAdmin.token,
      );
      expect(climb).toMatchObject({ status: 403, body: { message: GRANT } });
      expect(await roleOf(ownRole)).toMatchObject({ permissions: ['role'] });
      const rename = await shop.rest('PUT', `/api/admin/role/${ownRole}`, { name: 'Renamed', permissions: ['role'] }, roleAdmin.token);
      expect(rename).toMatchObject({ status: 200, body: { name: 'Renamed', permissions: ['role'] } });
      // The super admin holds everything and may give it.
      const granted = await shop.rest('PUT', `/api/admin/role/${ownRole}`, { name: 'Renamed', permissions: ['role', 'order'] }, token);
      expect(granted).toMatchObject({ status: 200, body: { permissions: ['role', 'order'] } });
      // Now the role holds `order`... and the admin in it holds it too, at once.
      expect((await shop.rest('GET', '/api/admin/order', undefined, roleAdmin.token)).status).toBe(200);
    });

    it('an admin may not edit a role granting a permission they lack, nor the super-admin role', async () => {
      const roleAdmin = await adminWithRole(await createRole(['role']));
      const stronger = await createRole(['role', 'order']);
      const strip = await shop.rest('PUT', `/api/admin/role/${stronger}`, { name: 'Stripped', permissions: ['role'] }, roleAdmin.token);
      expect(strip).toMatchObject({ status: 403, body: { message: TOUCH_ROLE } });
      expect(await roleOf(stronger)).toMatchObject({ permissions: ['role', 'order'] });
      const superRole = await shop.rest('PUT', '/api/admin/role/1', { name: 'Mine now' }, roleAdmin.token);
      expect(superRole.status).toBe(403);
      const allowed = await shop.rest('PUT', `/api/admin/role/${stronger}`, { name: 'Stripped', permissions: ['role'] }, token);
      expect(allowed.status).toBe(200);
    });
  });

  describe('admin accounts', () => {
    let accountAdmin: { id: number; email: string; token: string };
    let accountRole: number;

    beforeAll(async () => {
      accountRole = await createRole(['admin_account']);
      accountAdmin = await adminWithRole(accountRole);
    });

    it("can not change the owner's password, e-mail, role or state, nor delete it (GraphQL and REST)", async () => {
      const update = 'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id } }';
      const owner = (await gql('query($id: Int!) { account(id: $id) { name email } }', { id: seededId })).data!.account;
      const attempts = [
        { password: 'taken-over-1', passwordConfirmation: 'taken-over-1' },
        { email: `${unique('thief')}@example.com` },
        { roleId: accountRole },
        { enabled: false },
      ];
      for (const change of attempts) {
        const answer = await gql(update, { id: seededId, input: { name: owner.name, email: owner.email, enabled: true, ...change } }, accountAdmin.token);
        expect([change, answer.errors?.[0]]).toEqual([
          change,
          expect.objectContaining({ message: TOUCH, extensions: { code: 'FORBIDDEN', messageId: 'touchStrongerAccount' } }),
        ]);
      }
      const rest = await shop.rest(
        'PUT',
        `/api/admin/account/${seededId}`,
        { name: owner.name, email: owner.email, enabled: true, password: 'taken-over-1', password_confirmation: 'taken-over-1' },
        accountAdmin.token,
      );
      expect(rest).toMatchObject({ status: 403, body: { message: TOUCH } });
      expect((await shop.rest('DELETE', `/api/admin/account/${seededId}`, undefined, accountAdmin.token)).status).toBe(403);
      expect((await shop.rest('DELETE', '/api/admin/account/batch', { ids: [seededId] }, accountAdmin.token)).status).toBe(403);
      expect((await shop.rest('PUT', '/api/admin/account/batch', { ids: [seededId], data: { enabled: false } }, accountAdmin.token)).status).toBe(403);
      // Nothing changed: the owner still signs in with its password, enabled, with its role.
      expect(await shop.adminToken(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
      const after = (await gql('query($id: Int!) { account(id: $id) { email enabled roleId } }', { id: seededId })).data!.account;
      expect(after).toEqual({ email: owner.email, enabled: true, roleId: 1 });
    });

    it('manages accounts whose role grants nothing beyond its own', async () => {
      const peer = await adminWithRole(accountRole);
      const weaker = await adminWithRole(await createRole([]));
      for (const target of [peer, weaker]) {
        const answer = await shop.rest(
          'PUT',
          `/api/admin/account/${target.id}`,
          { name: 'Managed', email: target.email, enabled: false, password: 'reset-by-peer-1', password_confirmation: 'reset-by-peer-1' },
          accountAdmin.token,
        );
        expect(answer).toMatchObject({ status: 200, body: { name: 'Managed', enabled: false } });
      }
      expect((await shop.rest('DELETE', '/api/admin/account/batch', { ids: [peer.id, weaker.id] }, accountAdmin.token)).status).toBe(200);
    });

    it('creates accounts only with a role granting nothing beyond its own; the default role 1 is refused', async () => {
      const email = `${unique('new')}@example.com`;
      const base = { name: 'New', email, password: PASSWORD, password_confirmation: PASSWORD, enabled: true };
      const byDefault = await shop.rest('POST', '/api/admin/account', base, accountAdmin.token);
      expect(byDefault).toMatchObject({ status: 403, body: { message: GRANT } });
      const stronger = await shop.rest('POST', '/api/admin/account', { ...base, role_id: await createRole(['admin_account', 'order']) }, accountAdmin.token);
      expect(stronger.status).toBe(403);
      const gqlDefault = await gql(
        'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
        { input: { name: 'New', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true } },
        accountAdmin.token,
      );
      expect(gqlDefault.errors?.[0]).toMatchObject({ message: GRANT, extensions: { code: 'FORBIDDEN' } });
      expect((await shop.rest('POST', '/api/admin/login', { email, password: PASSWORD })).status).toBe(422);
      const allowed = await shop.rest('POST', '/api/admin/account', { ...base, role_id: accountRole }, accountAdmin.token);
      expect(allowed).toMatchObject({ status: 201, body: { role_id: accountRole } });
      // The super admin may still create a super admin with the form's default role.
      const bySuper = await shop.rest('POST', '/api/admin/account', { ...base, email: `${unique('super')}@example.com` }, token);
      expect(bySuper).toMatchObject({ status: 201, body: { role_id: 1 } });
    });

    it('moves an account only to a role granting nothing beyond its own; the move takes effect at once', async () => {
      const target = await adminWithRole(await createRole([]));
      const promote = await shop.rest(
        'PUT',
        `/api/admin/account/${target.id}`,
        { name: 'T', email: target.email, enabled: true, role_id: 1 },
        accountAdmin.token,
      );
      expect(promote).toMatchObject({ status: 403, body: { message: GRANT } });
      expect((await shop.rest('GET', '/api/admin/account', undefined, target.token)).status).toBe(403);
      const peerRole = await shop.rest(
        'PUT',
        `/api/admin/account/${target.id}`,
        { name: 'T', email: target.email, enabled: true, role_id: accountRole },
        accountAdmin.token,
      );
      expect(peerRole.status).toBe(200);
      // The target's open session holds the new role's permission on its next request...
      expect((await shop.rest('GET', '/api/admin/account', undefined, target.token)).status).toBe(200);
      // ...and loses everything once the account is disabled.
      const off = await shop.rest('PUT', '/api/admin/account/batch', { ids: [target.id], data: { enabled: false } }, accountAdmin.token);
      expect(off.status).toBe(200);
      expect((await shop.rest('GET', '/api/admin', undefined, target.token)).status).toBe(401);
    });
  });
});
