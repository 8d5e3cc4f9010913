import { TestShop, unique } from '../support/shop.js';
import { adminAccountFixture, PASSWORD, FIELDS, type Account } from './admin-account-fixtures.js';

const accounts = adminAccountFixture();
const { gql, createAccount } = accounts;
let shop: TestShop;
let plainRoleId: number;
beforeAll(() => {
  ({ shop, plainRoleId } = accounts);
});

describe('admin accounts GraphQL', () => {
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
