import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';

interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  permissionList: string[];
}

describe('roles', () => {
  let shop: TestShop;
  let token: string;
  let catalogue: string[];

  const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => shop.gql(query, variables, as);

  async function createRole(name = unique('Role '), permissions: string[] = []): Promise<RoleRow> {
    const answer = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id name permissions permissionList } }', {
      input: { name, permissions },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRole;
  }

  /** An admin account holding the role, signed in. */
  async function adminWithRole(roleId: number): Promise<{ id: number; token: string }> {
    const email = `${unique('roletest')}@example.com`;
    const answer = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Role tester', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId },
    });
    expect(answer.errors).toBeUndefined();
    return { id: answer.data!.createAccount.id, token: await shop.adminToken(email, PASSWORD) };
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const answer = await gql('{ permissionCatalogue }');
    catalogue = answer.data!.permissionCatalogue;
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('GraphQL', () => {
    it('creates a role, answering its permissions and permission_list', async () => {
      const name = unique('Editors ');
      const answer = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id name permissions permissionList updatedAt } }', {
        input: { name: `  ${name}  `, permissions: ['page', 'block'] },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.createRole).toMatchObject({ name, permissions: ['page', 'block'], permissionList: ['page', 'block'] });
      // Permissions are optional: a role may start empty.
      const empty = await gql('mutation($input: RoleInput!) { createRole(input: $input) { permissions } }', { input: { name: unique('Empty ') } });
      expect(empty.data!.createRole.permissions).toEqual([]);
    });

    it('gets one role, and answers NOT_FOUND for a missing one', async () => {
      const role = await createRole(undefined, ['brand']);
      const answer = await gql('query($id: Int!) { role(id: $id) { id name permissions } }', { id: role.id });
      expect(answer.data!.role).toEqual({ id: role.id, name: role.name, permissions: ['brand'] });
      const missing = await gql('{ role(id: 999999) { id } }');
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('the super-admin role holds the whole catalogue', async () => {
      const answer = await gql('{ role(id: 1) { id permissionList } }');
      expect(answer.data!.role.permissionList.sort()).toEqual([...catalogue].sort());
      expect(catalogue).toEqual(expect.arrayContaining(['setting', 'role', 'admin_account', 'product', 'form_builder']));
      // Spec 6's 23 sidebar permissions, plus api_key and webhook (issue 23, Settings) and agentic_checkout (issue 45).
      expect(catalogue).toHaveLength(26);
    });

    it('lists with keyword, sorting and paging', async () => {
      const tag = unique('kw');
      const b = await createRole(`B ${tag}`);
      const a = await createRole(`A ${tag}`);
      const c = await createRole(`C ${tag}`);
      const query = 'query($o: ListOptions) { roles(options: $o) { totalItems page perPage items { id name } } }';
      const asc = await gql(query, { o: { keyword: tag.toUpperCase(), sort: 'name' } });
      expect(asc.data!.roles).toMatchObject({ totalItems: 3, page: 1, perPage: 10 });
      expect(asc.data!.roles.items.map((r: RoleRow) => r.id)).toEqual([a.id, b.id, c.id]);
      const desc = await gql(query, { o: { keyword: tag, sort: '-name' } });
      expect(desc.data!.roles.items.map((r: RoleRow) => r.id)).toEqual([c.id, b.id, a.id]);
      // Default order: newest first.
      const newest = await gql(query, { o: { keyword: tag } });
      expect(newest.data!.roles.items.map((r: RoleRow) => r.id)).toEqual([c.id, a.id, b.id]);
      for (const sort of ['id', '-id', 'updated_at', '-updatedAt']) {
        expect((await gql(query, { o: { keyword: tag, sort } })).errors).toBeUndefined();
      }
      const unknown = await gql(query, { o: { sort: 'permissions' } });
      expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { sort: 'Please check your input.' } });
      // A LIKE wildcard in the keyword is taken literally.
      expect((await gql(query, { o: { keyword: `${tag}_` } })).data!.roles.totalItems).toBe(0);
    });

    it('pages 10, 20, 50 or 100 rows and refuses other sizes', async () => {
      await Promise.all(Array.from({ length: 11 }, () => createRole()));
      const query = 'query($o: ListOptions) { roles(options: $o) { totalItems page perPage items { id } } }';
      for (const perPage of [10, 20, 50, 100]) {
        const answer = await gql(query, { o: { perPage } });
        expect(answer.data!.roles.perPage).toBe(perPage);
        expect(answer.data!.roles.items.length).toBe(Math.min(perPage, answer.data!.roles.totalItems));
      }
      const first = await gql(query, { o: { perPage: 10, page: 1 } });
      const second = await gql(query, { o: { perPage: 10, page: 2 } });
      expect(second.data!.roles.page).toBe(2);
      const firstIds = first.data!.roles.items.map((r: RoleRow) => r.id);
      expect(second.data!.roles.items.some((r: RoleRow) => firstIds.includes(r.id))).toBe(false);
      for (const options of [{ perPage: 15 }, { perPage: 0 }, { page: 0 }, { page: -1 }]) {
        const refused = await gql(query, { o: options });
        expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      const fifteen = await gql(query, { o: { perPage: 15 } });
      expect(fifteen.errors?.[0].extensions?.errors).toEqual({ perPage: 'Please check your input.' });
    });

    it('updates name and permissions', async () => {
      const role = await createRole(undefined, ['page']);
      const name = unique('Renamed ');
      const answer = await gql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id name permissions permissionList } }', {
        id: role.id,
        input: { name, permissions: ['menu', 'slider'] },
      });
      expect(answer.data!.updateRole).toEqual({ id: role.id, name, permissions: ['menu', 'slider'], permissionList: ['menu', 'slider'] });
      // Permissions left out: kept.
      const kept = await gql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { permissions } }', {
        id: role.id,
        input: { name },
      });
      expect(kept.data!.updateRole.permissions).toEqual(['menu', 'slider']);
      const missing = await gql('mutation { updateRole(id: 999999, input: { name: "x" }) { id } }');
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('a change of permissions takes effect on the next request of an admin holding the role', async () => {
      const role = await createRole(undefined, ['page']);
      const admin = await adminWithRole(role.id);
      expect((await gql('{ roles { totalItems } }', {}, admin.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      await gql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', {
        id: role.id,
        input: { name: role.name, permissions: ['role'] },
      });
      expect((await gql('{ roles { totalItems } }', {}, admin.token)).errors).toBeUndefined();
    });

    it('validates: name required (trimmed), no repeated or unknown permissions', async () => {
      const mutation = 'mutation($input: RoleInput!) { createRole(input: $input) { id } }';
      for (const name of [null, '', '   ']) {
        const answer = await gql(mutation, { input: { name, permissions: ['page'] } });
        expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { name: 'This field is required.' } });
      }
      const repeated = await gql(mutation, { input: { name: 'x', permissions: ['page', 'page'] } });
      expect(repeated.errors?.[0].extensions?.errors).toEqual({ permissions: 'This input can not be repeated' });
      const long = await gql(mutation, { input: { name: 'x'.repeat(101) } });
      expect(long.errors?.[0].extensions?.errors).toEqual({ name: 'Please check your input.' });
      const unknown = await gql(mutation, { input: { name: 'x', permissions: ['no_such_permission'] } });
      expect(unknown.errors).toBeDefined();
      const role = await createRole();
      const update = await gql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', { id: role.id, input: { name: '' } });
      expect(update.errors?.[0].extensions?.errors).toEqual({ name: 'This field is required.' });
      expect((await gql('query($id: Int!) { role(id: $id) { name } }', { id: role.id })).data!.role.name).toBe(role.name);
    });

    it('the super-admin role can not be deleted or lose a permission, but may be renamed', async () => {
      const current = (await gql('{ role(id: 1) { name } }')).data!.role.name;
      const removal = await gql('mutation { deleteRole(id: 1) }');
      expect(removal.errors?.[0]).toMatchObject({ message: 'The super admin role can not be deleted.', extensions: { code: 'CONFLICT' } });
      const partial = await gql('mutation($input: RoleInput!) { updateRole(id: 1, input: $input) { id } }', {
        input: { name: current, permissions: ['role'] },
      });
      expect(partial.errors?.[0].extensions?.errors).toEqual({ permissions: 'The super admin role keeps every permission.' });
      const none = await gql('mutation($input: RoleInput!) { updateRole(id: 1, input: $input) { id } }', { input: { name: current, permissions: [] } });
      expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const renamed = await gql('mutation($input: RoleInput!) { updateRole(id: 1, input: $input) { name permissionList } }', {
        input: { name: `${current} ` },
      });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.updateRole.permissionList.sort()).toEqual([...catalogue].sort());
      const everything = await gql('mutation($input: RoleInput!) { updateRole(id: 1, input: $input) { id } }', {
        input: { name: current, permissions: catalogue },
      });
      expect(everything.errors).toBeUndefined();
    });

    it('renaming the super-admin role works even when its stored list predates a newer catalogue', async () => {
      const em = shop.em;
      const [{ permissions, name }] = await em.execute<{ permissions: string[]; name: string }[]>('select permissions, name from role where id = 1');
      await em.execute('update role set permissions = ? where id = 1', [JSON.stringify(permissions.filter((p) => p !== 'form_builder'))]);
      const renamed = await gql('mutation($input: RoleInput!) { updateRole(id: 1, input: $input) { name permissions } }', { input: { name } });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.updateRole.permissions.sort()).toEqual([...catalogue].sort());
    });

    it('a role still assigned to an admin can not be deleted', async () => {
      const role = await createRole();
      await adminWithRole(role.id);
      const answer = await gql('mutation($id: Int!) { deleteRole(id: $id) }', { id: role.id });
      expect(answer.errors?.[0]).toMatchObject({ message: 'The role is still assigned to admin accounts.', extensions: { code: 'CONFLICT' } });
      expect((await gql('query($id: Int!) { role(id: $id) { id } }', { id: role.id })).data!.role.id).toBe(role.id);
    });

    it('deletes one role', async () => {
      const role = await createRole();
      expect((await gql('mutation($id: Int!) { deleteRole(id: $id) }', { id: role.id })).data!.deleteRole).toBe(true);
      expect((await gql('query($id: Int!) { role(id: $id) { id } }', { id: role.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await gql('mutation($id: Int!) { deleteRole(id: $id) }', { id: role.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('batch deletes all or nothing', async () => {
      const a = await createRole();
      const b = await createRole();
      const inUse = await createRole();
      await adminWithRole(inUse.id);
      const mutation = 'mutation($ids: [Int!]!) { deleteRoles(ids: $ids) { affected } }';
      const exists = async (id: number) => !(await gql('query($id: Int!) { role(id: $id) { id } }', { id })).errors;

      const missing = await gql(mutation, { ids: [a.id, b.id, 999999] });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const withUsed = await gql(mutation, { ids: [a.id, inUse.id] });
      expect(withUsed.errors?.[0].extensions?.code).toBe('CONFLICT');
      const withSuper = await gql(mutation, { ids: [a.id, 1] });
      expect(withSuper.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(await exists(a.id)).toBe(true);
      expect(await exists(b.id)).toBe(true);

      const done = await gql(mutation, { ids: [a.id, b.id, a.id] });
      expect(done.data!.deleteRoles).toEqual({ affected: 2 });
      expect(await exists(a.id)).toBe(false);
      expect(await exists(b.id)).toBe(false);
      expect((await gql(mutation, { ids: [] })).data!.deleteRoles).toEqual({ affected: 0 });
    });
  });

  describe('REST', () => {
    it('lists in the contract shape {data, total, page, per_page} with snake_case rows', async () => {
      const tag = unique('rest');
      const a = await createRole(`A ${tag}`, ['page']);
      await createRole(`B ${tag}`);
      const answer = await shop.rest('GET', `/api/admin/role?keyword=${tag}&sort=name&page=1&per_page=20`, undefined, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(Object.keys(answer.body).sort()).toEqual(['data', 'page', 'per_page', 'total']);
      expect(answer.body.data[0]).toMatchObject({ id: a.id, name: `A ${tag}`, permissions: ['page'], permission_list: ['page'] });
      expect(answer.body.data[0]).toHaveProperty('updated_at');
      const defaults = await shop.rest('GET', '/api/admin/role', undefined, token);
      expect(defaults.body).toMatchObject({ page: 1, per_page: 10 });
    });

    it('refuses per_page 15 and bad paging with 422', async () => {
      const fifteen = await shop.rest('GET', '/api/admin/role?per_page=15', undefined, token);
      expect(fifteen.status).toBe(422);
      expect(fifteen.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { per_page: ['Please check your input.'] } });
      for (const query of ['page=0', 'page=abc', 'per_page=ten', 'sort=nope']) {
        const answer = await shop.rest('GET', `/api/admin/role?${query}`, undefined, token);
        expect([query, answer.status]).toEqual([query, 422]);
      }
    });

    it('lists the permission catalogue with a label per UI language', async () => {
      const answer = await shop.rest('GET', '/api/admin/role/permission', undefined, token);
      expect(answer.status).toBe(200);
      expect(answer.body.map((entry: { name: string }) => entry.name)).toEqual(catalogue);
      for (const entry of answer.body as { name: string; label: Record<string, string> }[]) {
        expect(Object.keys(entry.label).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
        expect(Object.values(entry.label).every((text) => text !== '' && text !== entry.name)).toBe(true);
      }
      expect(answer.body.find((entry: { name: string }) => entry.name === 'role').label).toEqual({ 'en-US': 'Roles', 'zh-HK': '角色', 'zh-CN': '角色' });
    });

    it("accepts spec 6's spellings of permission names (formbuilder as well as form_builder)", async () => {
      const spellings = ['formbuilder', 'customer_account', 'admin_account', 'offlinestore', 'membership_tier'];
      const created = await shop.rest('POST', '/api/admin/role', { name: unique('Spellings '), permissions: spellings }, token);
      expect(created.status).toBe(201);
      expect([...created.body.permissions].sort()).toEqual(['admin_account', 'customer_account', 'form_builder', 'membershiptier', 'offlinestore']);
      const updated = await shop.rest('PUT', `/api/admin/role/${created.body.id}`, { permissions: ['FormBuilder', 'order'] }, token);
      expect(updated.body.permissions).toEqual(['form_builder', 'order']);
    });

    it('creates (201), gets, updates and deletes', async () => {
      const name = unique('Rest role ');
      const created = await shop.rest('POST', '/api/admin/role', { name, permissions: ['brand', 'menu'] }, token);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name, permissions: ['brand', 'menu'], permission_list: ['brand', 'menu'] });
      const id = created.body.id;
      const got = await shop.rest('GET', `/api/admin/role/${id}`, undefined, token);
      expect(got).toMatchObject({ status: 200, body: { id, name } });
      const updated = await shop.rest('PUT', `/api/admin/role/${id}`, { name: `${name}2`, permissions: ['order'] }, token);
      expect(updated).toMatchObject({ status: 200, body: { id, name: `${name}2`, permissions: ['order'] } });
      const removed = await shop.rest('DELETE', `/api/admin/role/${id}`, undefined, token);
      expect(removed.status).toBe(200);
      expect((await shop.rest('GET', `/api/admin/role/${id}`, undefined, token)).status).toBe(404);
      expect((await shop.rest('GET', '/api/admin/role/abc', undefined, token)).status).toBe(422);
    });

    it('answers 422 for a missing name and an unknown permission, 409 for the super-admin role', async () => {
      const noName = await shop.rest('POST', '/api/admin/role', { permissions: ['page'] }, token);
      expect(noName.status).toBe(422);
      expect(noName.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { name: ['This field is required.'] } });
      const unknown = await shop.rest('POST', '/api/admin/role', { name: 'x', permissions: ['nope'] }, token);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ 'permissions.0': ['Please check your input.'] });
      const superRole = await shop.rest('DELETE', '/api/admin/role/1', undefined, token);
      expect(superRole).toMatchObject({ status: 409, body: { message: 'The super admin role can not be deleted.' } });
      const shrink = await shop.rest('PUT', '/api/admin/role/1', { name: 'Super Admin', permissions: ['page'] }, token);
      expect(shrink.status).toBe(422);
      expect(shrink.body.errors).toEqual({ permissions: ['The super admin role keeps every permission.'] });
    });

    it('batch deletes all or nothing', async () => {
      const a = await createRole();
      const b = await createRole();
      const partial = await shop.rest('DELETE', '/api/admin/role/batch', { ids: [a.id, b.id, 999999] }, token);
      expect(partial.status).toBe(404);
      expect((await shop.rest('GET', `/api/admin/role/${a.id}`, undefined, token)).status).toBe(200);
      const noIds = await shop.rest('DELETE', '/api/admin/role/batch', {}, token);
      expect(noIds.status).toBe(422);
      const done = await shop.rest('DELETE', '/api/admin/role/batch', { ids: [a.id, b.id] }, token);
      expect(done).toMatchObject({ status: 200, body: { affected: 2 } });
      expect((await shop.rest('GET', `/api/admin/role/${b.id}`, undefined, token)).status).toBe(404);
    });

    it('a list of 100 roles costs the same number of SQL statements as a list of 10', async () => {
      const total = (await gql('{ roles { totalItems } }')).data!.roles.totalItems;
      await Promise.all(Array.from({ length: Math.max(0, 101 - total) }, () => createRole()));
      let ten: any, hundred: any;
      const tenQueries = await shop.statementsOf(async () => (ten = await shop.rest('GET', '/api/admin/role?per_page=10', undefined, token)));
      const hundredQueries = await shop.statementsOf(async () => (hundred = await shop.rest('GET', '/api/admin/role?per_page=100', undefined, token)));
      expect(ten.body.data).toHaveLength(10);
      expect(hundred.body.data).toHaveLength(100);
      expect(hundredQueries).toBe(tenQueries);
    });
  });

  describe('access', () => {
    it('answers 401 without a token and 403 for a role lacking the role permission', async () => {
      const role = await createRole(
        undefined,
        catalogue.filter((p) => p !== 'role'),
      );
      const admin = await adminWithRole(role.id);
      const target = await createRole();
      const routes: [string, string, unknown][] = [
        ['GET', '/api/admin/role', undefined],
        ['GET', '/api/admin/role/permission', undefined],
        ['POST', '/api/admin/role', { name: 'x' }],
        ['GET', `/api/admin/role/${target.id}`, undefined],
        ['PUT', `/api/admin/role/${target.id}`, { name: 'x' }],
        ['DELETE', `/api/admin/role/${target.id}`, undefined],
        ['DELETE', '/api/admin/role/batch', { ids: [target.id] }],
      ];
      // Every call is refused, so none changes what another answers: they go in parallel.
      const answers = await Promise.all(
        routes.map(async ([method, path, body]) => [
          method,
          path,
          (await shop.rest(method, path, body)).status,
          (await shop.rest(method, path, body, admin.token)).status,
          (await shop.rest(method, path, body, 'not-a-token')).status,
        ]),
      );
      expect(answers).toEqual(routes.map(([method, path]) => [method, path, 401, 403, 401]));
      const forbidden = await gql('mutation($id: Int!) { deleteRole(id: $id) }', { id: target.id }, admin.token);
      expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const anonymous = await shop.gql('{ permissionCatalogue }');
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql('query($id: Int!) { role(id: $id) { name } }', { id: target.id })).data!.role.name).toBe(target.name);
    });
  });
});
