import { ADMIN_EMAIL, TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const FIELDS = 'id name email enabled roleId updatedAt role { id name }';

interface Account {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  roleId: number;
  role: { id: number; name: string };
}

describe('admin accounts', () => {
  let shop: TestShop;
  let token: string;
  let seededId: number;
  let plainRoleId: number;
  let noPermissionRoleId: number;

  const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => shop.gql(query, variables, as);

  async function createRole(permissions: string[]): Promise<number> {
    const answer = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('role'), permissions } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRole.id;
  }

  async function createAccount(overrides: Record<string, unknown> = {}): Promise<Account & { password: string }> {
    const input = {
      name: unique('Staff '),
      email: `${unique('staff')}@example.com`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      enabled: true,
      ...overrides,
    };
    const answer = await gql(`mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { ${FIELDS} } }`, { input });
    expect(answer.errors).toBeUndefined();
    return { ...answer.data!.createAccount, password: String(input.password) };
  }

  /** Every enabled account holding the super-admin role, through the list (100 per page). */
  async function enabledSuperAdmins(as = token): Promise<Account[]> {
    const found: Account[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await gql(`query($o: ListOptions) { accounts(options: $o) { totalItems items { ${FIELDS} } } }`, { o: { page, perPage: 100 } }, as);
      const items = answer.data!.accounts.items as Account[];
      found.push(...items.filter((a) => a.enabled && a.roleId === 1));
      if (page * 100 >= answer.data!.accounts.totalItems) return found;
    }
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const list = await gql('query($o: ListOptions) { accounts(options: $o) { items { id email } } }', { o: { keyword: ADMIN_EMAIL } });
    seededId = list.data!.accounts.items.find((a: { email: string }) => a.email === ADMIN_EMAIL).id;
    plainRoleId = await createRole(['admin_account']);
    noPermissionRoleId = await createRole([]);
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('GraphQL', () => {
    it('creates an account with the super-admin role by default, answering its role and no password', async () => {
      const email = `${unique('New')}@Example.com`;
      const answer = await gql(`mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { ${FIELDS} } }`, {
        input: { name: '  Jane Staff  ', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true },
      });
      expect(answer.errors).toBeUndefined();
      const account = answer.data!.createAccount;
      expect(account).toMatchObject({ name: 'Jane Staff', email: email.toLowerCase(), enabled: true, roleId: 1, role: { id: 1 } });
      expect(typeof account.role.name).toBe('string');
      // The stored hash logs in; the e-mail is case-insensitive.
      expect(await shop.adminToken(email.toUpperCase(), PASSWORD)).toEqual(expect.any(String));
      const fields = await gql('{ __type(name: "AdminAccount") { fields { name } } }');
      const names = fields.data!.__type.fields.map((f: { name: string }) => f.name);
      expect(names).toEqual(expect.arrayContaining(['id', 'name', 'email', 'enabled', 'roleId', 'role', 'updatedAt']));
      expect(names.filter((n: string) => /password/i.test(n))).toEqual([]);
    });

    it('gets one account, and answers NOT_FOUND for a missing one', async () => {
      const created = await createAccount({ roleId: plainRoleId });
      const answer = await gql(`query($id: Int!) { account(id: $id) { ${FIELDS} } }`, { id: created.id });
      expect(answer.data!.account).toMatchObject({ id: created.id, email: created.email, roleId: plainRoleId, role: { id: plainRoleId } });
      const missing = await gql('query { account(id: 999999) { id } }');
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('lists with keyword over name and email, sorting and paging', async () => {
      const tag = unique('kw');
      const a = await createAccount({ name: `Alpha ${tag}` });
      const b = await createAccount({ name: `Beta ${tag}` });
      const c = await createAccount({ name: 'Gamma', email: `${tag}@example.com` });
      const query = `query($o: ListOptions) { accounts(options: $o) { totalItems page perPage items { ${FIELDS} } } }`;
      const byName = await gql(query, { o: { keyword: tag, sort: 'name' } });
      expect(byName.data!.accounts.totalItems).toBe(3);
      expect(byName.data!.accounts.items.map((x: Account) => x.id)).toEqual([a.id, b.id, c.id]);
      const desc = await gql(query, { o: { keyword: tag, sort: '-name' } });
      expect(desc.data!.accounts.items.map((x: Account) => x.id)).toEqual([c.id, b.id, a.id]);
      const byEmail = await gql(query, { o: { keyword: tag.toUpperCase(), sort: 'email', perPage: 10, page: 1 } });
      expect(byEmail.data!.accounts.totalItems).toBe(3);
      for (const sort of ['id', 'enabled', 'updated_at', '-updatedAt']) {
        const sorted = await gql(query, { o: { keyword: tag, sort } });
        expect(sorted.errors).toBeUndefined();
      }
      const page2 = await gql(query, { o: { keyword: tag, sort: 'name', page: 2, perPage: 10 } });
      expect(page2.data!.accounts).toMatchObject({ totalItems: 3, page: 2, perPage: 10, items: [] });
      const badSort = await gql(query, { o: { sort: 'passwordHash' } });
      expect(badSort.errors?.[0].extensions?.errors).toEqual({ sort: 'Please check your input.' });
      // A % in the keyword is a literal character, not a wildcard.
      const literal = await gql(query, { o: { keyword: `${tag}%` } });
      expect(literal.data!.accounts.totalItems).toBe(0);
    });

    it('updates name, e-mail, state and role; the password only when given', async () => {
      const account = await createAccount();
      const email = `${unique('moved')}@example.com`;
      const answer = await gql(`mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { ${FIELDS} } }`, {
        id: account.id,
        input: { name: 'Renamed', email, enabled: true, roleId: plainRoleId },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateAccount).toMatchObject({
        id: account.id,
        name: 'Renamed',
        email,
        enabled: true,
        roleId: plainRoleId,
        role: { id: plainRoleId },
      });
      // No password given: the old one still works.
      await shop.adminToken(email, PASSWORD);
      // Role left out: kept.
      const kept = await gql('mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { roleId } }', {
        id: account.id,
        input: { name: 'Renamed', email, enabled: true },
      });
      expect(kept.data!.updateAccount.roleId).toBe(plainRoleId);
      const changed = await gql('mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id } }', {
        id: account.id,
        input: { name: 'Renamed', email, enabled: true, password: 'another-password', passwordConfirmation: 'another-password' },
      });
      expect(changed.errors).toBeUndefined();
      await shop.adminToken(email, 'another-password');
      const old = await shop.rest('POST', '/api/admin/login', { email, password: PASSWORD });
      expect(old.status).toBe(422);
    });

    it('refuses a missing account on update and delete', async () => {
      const update = await gql('mutation { updateAccount(id: 999999, input: { name: "x", email: "x@example.com", enabled: true }) { id } }');
      expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const remove = await gql('mutation { deleteAccount(id: 999999) }');
      expect(remove.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('validates the form with the spec messages', async () => {
      const mutation = 'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }';
      const empty = await gql(mutation, { input: { name: '  ', email: '', password: '', passwordConfirmation: '', enabled: null } });
      expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(empty.errors?.[0].extensions?.errors).toEqual({
        name: 'This field is required.',
        email: 'This field is required.',
        password: 'This field is required.',
        passwordConfirmation: 'This field is required.',
        enabled: 'This field is required.',
      });
      const bad = await gql(mutation, { input: { name: 'x', email: 'not-an-email', password: 'short', passwordConfirmation: 'other', enabled: false } });
      expect(bad.errors?.[0].extensions?.errors).toEqual({
        email: 'Please check your input.',
        password: 'The password must be at least 8 characters.',
        passwordConfirmation: 'The password confirmation does not match.',
      });
      // false is a value: enabled false passes the required rule.
      const disabled = await createAccount({ enabled: false });
      expect(disabled.enabled).toBe(false);
    });

    it('refuses a taken e-mail (any case) and a role that does not exist, changing nothing', async () => {
      const account = await createAccount();
      const before = await gql('query { accounts { totalItems } }');
      const mutation = 'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }';
      const taken = await gql(mutation, {
        input: { name: 'x', email: account.email.toUpperCase(), password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: 999999 },
      });
      expect(taken.errors?.[0].extensions?.errors).toEqual({ email: 'The email has already been taken.', roleId: 'The selected role id is invalid.' });
      const after = await gql('query { accounts { totalItems } }');
      expect(after.data!.accounts.totalItems).toBe(before.data!.accounts.totalItems);

      const other = await createAccount();
      const update = 'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id email } }';
      const clash = await gql(update, { id: other.id, input: { name: 'x', email: account.email, enabled: true } });
      expect(clash.errors?.[0].extensions?.errors).toEqual({ email: 'The email has already been taken.' });
      // Keeping one's own e-mail is not a clash.
      const own = await gql(update, { id: other.id, input: { name: 'x', email: other.email, enabled: true } });
      expect(own.errors).toBeUndefined();
      const mismatch = await gql(update, {
        id: other.id,
        input: { name: 'x', email: other.email, enabled: true, password: 'long-enough-1', passwordConfirmation: 'different-1' },
      });
      expect(mismatch.errors?.[0].extensions?.errors).toEqual({ passwordConfirmation: 'The password confirmation does not match.' });
      const short = await gql(update, {
        id: other.id,
        input: { name: 'x', email: other.email, enabled: true, password: 'short', passwordConfirmation: 'short' },
      });
      expect(short.errors?.[0].extensions?.errors).toEqual({ password: 'The password must be at least 8 characters.' });
      const noRole = await gql(update, { id: other.id, input: { name: 'x', email: other.email, enabled: true, roleId: 999999 } });
      expect(noRole.errors?.[0].extensions?.errors).toEqual({ roleId: 'The selected role id is invalid.' });
      const unchanged = await gql(`query($id: Int!) { account(id: $id) { name roleId } }`, { id: other.id });
      expect(unchanged.data!.account).toEqual({ name: 'x', roleId: 1 });
    });

    it('deletes one account; its token stops working', async () => {
      const account = await createAccount({ roleId: plainRoleId });
      const theirToken = await shop.adminToken(account.email, account.password);
      const answer = await gql('mutation($id: Int!) { deleteAccount(id: $id) }', { id: account.id });
      expect(answer.data!.deleteAccount).toBe(true);
      const gone = await gql('query($id: Int!) { account(id: $id) { id } }', { id: account.id });
      expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const refused = await gql('{ accounts { totalItems } }', {}, theirToken);
      expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('batch enables and disables, all or nothing', async () => {
      const a = await createAccount({ roleId: plainRoleId });
      const b = await createAccount({ roleId: plainRoleId });
      const mutation = 'mutation($ids: [Int!]!, $data: BatchEnabledInput!) { updateAccounts(ids: $ids, data: $data) { affected } }';
      const off = await gql(mutation, { ids: [a.id, b.id, a.id], data: { enabled: false } });
      expect(off.data!.updateAccounts).toEqual({ affected: 2 });
      const state = async () =>
        (await gql(`query($o: ListOptions) { accounts(options: $o) { items { id enabled } } }`, { o: { keyword: a.email } })).data!.accounts.items[0].enabled;
      expect(await state()).toBe(false);
      // A disabled admin can no longer sign in.
      const login = await shop.rest('POST', '/api/admin/login', { email: a.email, password: PASSWORD });
      expect(login.status).not.toBe(200);

      const missing = await gql(mutation, { ids: [a.id, 999999], data: { enabled: true } });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await state()).toBe(false);
      const noValue = await gql(mutation, { ids: [a.id], data: {} });
      expect(noValue.errors?.[0].extensions?.errors).toEqual({ enabled: 'This field is required.' });

      const on = await gql(mutation, { ids: [a.id, b.id], data: { enabled: true } });
      expect(on.data!.updateAccounts).toEqual({ affected: 2 });
      expect(await state()).toBe(true);
    });

    it('batch deletes, all or nothing', async () => {
      const a = await createAccount({ roleId: plainRoleId });
      const b = await createAccount({ roleId: plainRoleId });
      const mutation = 'mutation($ids: [Int!]!) { deleteAccounts(ids: $ids) { affected } }';
      const missing = await gql(mutation, { ids: [a.id, b.id, 999999] });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await gql('query($id: Int!) { account(id: $id) { id } }', { id: a.id })).data!.account.id).toBe(a.id);
      const done = await gql(mutation, { ids: [a.id, b.id] });
      expect(done.data!.deleteAccounts).toEqual({ affected: 2 });
      expect((await gql('query($id: Int!) { account(id: $id) { id } }', { id: b.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('protecting the shop from locking itself out', () => {
    let caller: Account & { password: string };
    let callerToken: string;

    beforeAll(async () => {
      caller = await createAccount({ roleId: plainRoleId });
      callerToken = await shop.adminToken(caller.email, caller.password);
    });

    it('an admin can not disable or delete themselves, not even in a batch', async () => {
      const other = await createAccount({ roleId: plainRoleId });
      const update = await gql(
        'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id } }',
        { id: caller.id, input: { name: caller.name, email: caller.email, enabled: false } },
        callerToken,
      );
      expect(update.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { enabled: 'You can not disable your own account.' } });
      // Editing oneself otherwise is fine.
      const rename = await gql(
        'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { name } }',
        { id: caller.id, input: { name: 'Me myself', email: caller.email, enabled: true } },
        callerToken,
      );
      expect(rename.data!.updateAccount.name).toBe('Me myself');

      const batch = await gql(
        'mutation($ids: [Int!]!) { updateAccounts(ids: $ids, data: { enabled: false }) { affected } }',
        { ids: [other.id, caller.id] },
        callerToken,
      );
      expect(batch.errors?.[0].extensions?.errors).toEqual({ enabled: 'You can not disable your own account.' });
      const remove = await gql('mutation($id: Int!) { deleteAccount(id: $id) }', { id: caller.id }, callerToken);
      expect(remove.errors?.[0]).toMatchObject({ message: 'You can not delete your own account.', extensions: { code: 'CONFLICT' } });
      const removeMany = await gql('mutation($ids: [Int!]!) { deleteAccounts(ids: $ids) { affected } }', { ids: [other.id, caller.id] }, callerToken);
      expect(removeMany.errors?.[0].extensions?.code).toBe('CONFLICT');
      // Nothing of the refused batches happened.
      const state = await gql('query($id: Int!) { account(id: $id) { enabled } }', { id: other.id });
      expect(state.data!.account.enabled).toBe(true);
      expect((await gql('{ accounts { totalItems } }', {}, callerToken)).errors).toBeUndefined();
    });

    // Only an admin holding every permission may touch a super admin (privilege.test.ts), so the last
    // enabled one can only be reached by itself, or through a second one racing it.
    it('keeps one enabled super admin: never disabled, deleted or moved to another role', async () => {
      // Leave the seeded admin as the only enabled super admin (others are switched back on at the end).
      const others = (await enabledSuperAdmins()).filter((a) => a.id !== seededId).map((a) => a.id);
      const batch = 'mutation($ids: [Int!]!, $data: BatchEnabledInput!) { updateAccounts(ids: $ids, data: $data) { affected } }';
      if (others.length) expect((await gql(batch, { ids: others, data: { enabled: false } })).errors).toBeUndefined();
      try {
        expect((await enabledSuperAdmins()).map((a) => a.id)).toEqual([seededId]);
        const seeded = (await gql(`query($id: Int!) { account(id: $id) { ${FIELDS} } }`, { id: seededId })).data!.account as Account;
        const update = 'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id } }';

        const move = await gql(update, { id: seededId, input: { name: seeded.name, email: seeded.email, enabled: true, roleId: plainRoleId } });
        expect(move.errors?.[0].extensions?.errors).toEqual({ roleId: 'The last enabled super admin must keep the super admin role.' });
        // A role granting every permission is as good as the super-admin role: moving there is allowed.
        const everything = await createRole((await gql('{ permissionCatalogue }')).data!.permissionCatalogue);
        const toFull = await gql(update, { id: seededId, input: { name: seeded.name, email: seeded.email, enabled: true, roleId: everything } });
        expect(toFull.errors).toBeUndefined();
        // ...and that role may then not lose a permission while it holds the last such account.
        const strip = await gql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', {
          id: everything,
          input: { name: 'Nearly all', permissions: ['role'] },
        });
        expect(strip.errors?.[0].extensions?.errors).toEqual({ permissions: 'The last enabled account with every permission must keep every permission.' });
        const back = await gql(update, { id: seededId, input: { name: seeded.name, email: seeded.email, enabled: true, roleId: 1 } });
        expect(back.errors).toBeUndefined();
        const after = (await gql(`query($id: Int!) { account(id: $id) { ${FIELDS} } }`, { id: seededId })).data!.account;
        expect(after).toMatchObject({ enabled: true, roleId: 1 });

        // With a second enabled super admin, either may go.
        const second = await createAccount({ roleId: 1 });
        const secondToken = await shop.adminToken(second.email, second.password);
        const disable = await gql(update, { id: seededId, input: { name: seeded.name, email: seeded.email, enabled: false } }, secondToken);
        expect(disable.errors).toBeUndefined();
        // Now the second is the last one: the seeded admin's token is dead, and the second can not leave.
        const selfMove = await gql(
          update,
          { id: second.id, input: { name: second.name, email: second.email, enabled: true, roleId: plainRoleId } },
          secondToken,
        );
        expect(selfMove.errors?.[0].extensions?.errors).toEqual({ roleId: 'The last enabled super admin must keep the super admin role.' });
        expect((await gql(batch, { ids: [seededId], data: { enabled: true } }, secondToken)).errors).toBeUndefined();
        const moved = await gql(update, { id: second.id, input: { name: second.name, email: second.email, enabled: true, roleId: plainRoleId } });
        expect(moved.errors).toBeUndefined();
        const deleted = await gql('mutation($id: Int!) { deleteAccount(id: $id) }', { id: second.id });
        expect(deleted.data!.deleteAccount).toBe(true);
        // A disabled super admin does not count, and may be moved or deleted freely.
        const dormant = await createAccount({ roleId: 1, enabled: false });
        const movedDormant = await gql(update, { id: dormant.id, input: { name: dormant.name, email: dormant.email, enabled: false, roleId: plainRoleId } });
        expect(movedDormant.errors).toBeUndefined();
        expect((await gql('mutation($id: Int!) { deleteAccount(id: $id) }', { id: dormant.id })).data!.deleteAccount).toBe(true);
      } finally {
        if (others.length) await gql(batch, { ids: others, data: { enabled: true } });
      }
    });

    it('two concurrent requests can not disable the last two super admins', async () => {
      const others = (await enabledSuperAdmins()).filter((a) => a.id !== seededId).map((a) => a.id);
      const batch = 'mutation($ids: [Int!]!, $data: BatchEnabledInput!) { updateAccounts(ids: $ids, data: $data) { affected } }';
      if (others.length) await gql(batch, { ids: others, data: { enabled: false } });
      const second = await createAccount({ roleId: 1 });
      const secondToken = await shop.adminToken(second.email, second.password);
      try {
        // Each disables the other at once: under the lock, the second request finds itself the last one.
        const answers = await Promise.all([
          gql(batch, { ids: [second.id], data: { enabled: false } }),
          gql(batch, { ids: [seededId], data: { enabled: false } }, secondToken),
        ]);
        expect(answers.filter((a) => !a.errors).length).toBe(1);
        const refused = answers.find((a) => a.errors)?.errors?.[0];
        // The loser is refused for the rule, or (when the winner committed before it authenticated) for its dead token.
        expect(['BAD_USER_INPUT', 'UNAUTHENTICATED']).toContain(refused?.extensions?.code);
        if (refused?.extensions?.code === 'BAD_USER_INPUT')
          expect(refused.extensions.errors).toEqual({ enabled: 'The last enabled super admin can not be disabled.' });
        const seededOn = !answers[1].errors ? false : true;
        const survivor = seededOn ? token : secondToken;
        expect((await enabledSuperAdmins(survivor)).length).toBe(1);
        await gql(batch, { ids: [seededId, second.id], data: { enabled: true } }, survivor);
      } finally {
        await gql('mutation($id: Int!) { deleteAccount(id: $id) }', { id: second.id });
        if (others.length) await gql(batch, { ids: others, data: { enabled: true } });
      }
      expect((await gql('query($id: Int!) { account(id: $id) { enabled } }', { id: seededId })).data!.account.enabled).toBe(true);
    });
  });

  describe('REST', () => {
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

  describe('access', () => {
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
});
