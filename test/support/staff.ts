import { TestShop, unique } from './shop.js';

export const STAFF_PASSWORD = 'a-good-password-1';

/**
 * A new admin account whose role holds only `permissions`, signed in: the staff member a permission
 * check must refuse (or let through). Created by the seeded admin (`adminToken`).
 */
export async function staffToken(shop: TestShop, adminToken: string, permissions: string[]): Promise<string> {
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Role '), permissions } },
    adminToken,
  );
  if (role.errors) throw new Error(JSON.stringify(role.errors));
  const email = `${unique('staff')}@example.com`;
  const account = await shop.gql(
    'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
    {
      input: {
        name: unique('Staff '),
        email,
        password: STAFF_PASSWORD,
        passwordConfirmation: STAFF_PASSWORD,
        enabled: true,
        roleId: role.data!.createRole.id,
      },
    },
    adminToken,
  );
  if (account.errors) throw new Error(JSON.stringify(account.errors));
  return shop.adminToken(email, STAFF_PASSWORD);
}
