import { TestShop } from '../support/shop.js';
import { adminAccountFixture, FIELDS, type Account } from './admin-account-fixtures.js';

const accounts = adminAccountFixture();
const { gql, createRole, createAccount, enabledSuperAdmins } = accounts;
let shop: TestShop;
let token: string;
let seededId: number;
let plainRoleId: number;
beforeAll(() => {
  ({ shop, token, seededId, plainRoleId } = accounts);
});

describe('admin accounts protecting the shop from locking itself out', () => {
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
    // The refusal's catalogue id beside its text (core/message-ids.ts), for clients that translate by id.
    expect(remove.errors?.[0]).toMatchObject({
      message: 'You can not delete your own account.',
      extensions: { code: 'CONFLICT', messageId: 'deleteOwnAccount' },
    });
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
      const selfMove = await gql(update, { id: second.id, input: { name: second.name, email: second.email, enabled: true, roleId: plainRoleId } }, secondToken);
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
