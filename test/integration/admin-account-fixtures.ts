import { ADMIN_EMAIL, TestShop, unique, type GraphQLAnswer } from '../support/shop.js';

export const PASSWORD = 'a-good-password-1';
export const FIELDS = 'id name email enabled roleId updatedAt role { id name }';

export interface Account {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  roleId: number;
  role: { id: number; name: string };
}

/**
 * What the admin account test files share: the worker's shop, the seeded admin's token and account id,
 * a role with only admin_account and one with no permission, and the calls they make. Its
 * beforeAll/afterAll belong to the file that calls it; the fields are set once beforeAll has run.
 */
export function adminAccountFixture() {
  const fixture = {
    shop: undefined as unknown as TestShop,
    token: '',
    seededId: 0,
    plainRoleId: 0,
    noPermissionRoleId: 0,
    gql,
    createRole,
    createAccount,
    enabledSuperAdmins,
  };

  function gql(query: string, variables: Record<string, unknown> = {}, as = fixture.token): Promise<GraphQLAnswer> {
    return fixture.shop.gql(query, variables, as);
  }

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
  async function enabledSuperAdmins(as = fixture.token): Promise<Account[]> {
    const found: Account[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await gql(`query($o: ListOptions) { accounts(options: $o) { totalItems items { ${FIELDS} } } }`, { o: { page, perPage: 100 } }, as);
      const items = answer.data!.accounts.items as Account[];
      found.push(...items.filter((a) => a.enabled && a.roleId === 1));
      if (page * 100 >= answer.data!.accounts.totalItems) return found;
    }
  }

  beforeAll(async () => {
    fixture.shop = await TestShop.start();
    fixture.token = await fixture.shop.adminToken();
    const list = await gql('query($o: ListOptions) { accounts(options: $o) { items { id email } } }', { o: { keyword: ADMIN_EMAIL } });
    fixture.seededId = list.data!.accounts.items.find((a: { email: string }) => a.email === ADMIN_EMAIL).id;
    fixture.plainRoleId = await createRole(['admin_account']);
    fixture.noPermissionRoleId = await createRole([]);
  });
  afterAll(async () => {
    await fixture.shop.close();
  });
  return fixture;
}
