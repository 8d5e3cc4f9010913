import { hashPassword } from '../../server/common/password.js';
import { ALL_PERMISSIONS, Permission } from '../../server/common/permissions.js';
import { AdminAccount } from '../../server/modules/staff/admin-account.entity.js';
import { issueToken } from '../../server/modules/auth/token.js';
import { Role } from '../../server/modules/staff/role.entity.js';
import { readSettingsGroup } from '../../server/modules/settings/settings.store.js';
import { ADMIN_EMAIL, TestShop, unique } from '../support/shop.js';

const CREDENTIALS = 'These credentials do not match our records.';
const PASSWORD = 'staff-password-1';

describe('admin authentication', () => {
  let shop: TestShop;
  /** A role holding only `product`, and an admin account with it (made directly: admin-account routes are not ours). */
  let productRole: Role;
  let productAdmin: { id: number; email: string };

  async function createAdmin(permissions: Permission[], enabled = true) {
    const em = shop.em;
    const role = em.create(Role, { name: unique('Role '), permissions });
    const email = `${unique('staff')}@example.com`;
    const admin = em.create(AdminAccount, { name: 'Staff Member', email, passwordHash: await hashPassword(PASSWORD), enabled, role });
    await em.flush();
    return { role, admin: { id: admin.id, email } };
  }

  async function login(email: string, password = PASSWORD): Promise<string> {
    const answer = await shop.rest('POST', '/api/admin/login', { email, password });
    expect(answer.status).toBe(200);
    return answer.body.token as string;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    const made = await createAdmin([Permission.product]);
    productRole = made.role;
    productAdmin = made.admin;
  });
  afterAll(async () => {
    await shop.close();
  });

  it('logs the super admin in and describes the session', async () => {
    const login = await shop.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL.toUpperCase(), password: 'admin-secret-123' });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['expired_at', 'token']);

    const current = await shop.rest('GET', '/api/admin', undefined, login.body.token);
    expect(current.status).toBe(200);
    const lifetime = (await readSettingsGroup(shop.em, 'config')).tokenExpiredTime;
    expect(current.body).toMatchObject({
      name: 'Administrator',
      email: ADMIN_EMAIL,
      role_id: 1,
      role: { id: 1, permission_list: ALL_PERMISSIONS },
      permission_list: ALL_PERMISSIONS,
      hidden_menus: [],
      max_alive_time: lifetime,
      expired_at: login.body.expired_at,
    });
    expect(JSON.stringify(current.body)).not.toMatch(/password/);
    const minutesLeft = (new Date(login.body.expired_at).getTime() - Date.now()) / 60000;
    expect(minutesLeft).toBeGreaterThan(lifetime - 1);
    expect(minutesLeft).toBeLessThanOrEqual(lifetime);
  });

  it('shows a limited role its permission list and the menus it must hide', async () => {
    const token = await login(productAdmin.email);
    const current = await shop.rest('GET', '/api/admin', undefined, token);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      id: productAdmin.id,
      email: productAdmin.email,
      role_id: productRole.id,
      role: { id: productRole.id, name: productRole.name, permissions: ['product'], permission_list: ['product'] },
      permission_list: ['product'],
      hidden_menus: ALL_PERMISSIONS.filter((p) => p !== Permission.product),
    });
    expect(current.body.hidden_menus).toContain('role');
    // Hiding is a convenience; the server refuses what the role lacks.
    expect((await shop.rest('GET', '/api/admin/role', undefined, token)).status).toBe(403);
  });

  it('answers currentAdmin through GraphQL', async () => {
    const token = await login(productAdmin.email);
    const answer = await shop.gql('{ currentAdmin { id email permissionList hiddenMenus maxAliveTime expiredAt role { name permissionList } } }', {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.currentAdmin).toMatchObject({ id: productAdmin.id, permissionList: ['product'], role: { name: productRole.name } });
    expect(answer.data?.currentAdmin.hiddenMenus).toHaveLength(ALL_PERMISSIONS.length - 1);
  });

  it('refreshes a token once and revokes the old one', async () => {
    const token = await login(productAdmin.email);
    const refreshed = await shop.rest('POST', '/api/admin/token/refresh', undefined, token);
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['expired_at', 'token']);
    expect(await shop.rest('GET', '/api/admin', undefined, token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/admin/token/refresh', undefined, token)).status).toBe(401);
    const current = await shop.rest('GET', '/api/admin', undefined, refreshed.body.token);
    expect(current.status).toBe(200);
    expect(current.body.expired_at).toBe(refreshed.body.expired_at);
  });

  it('logs out: the token is refused afterwards', async () => {
    const token = await login(productAdmin.email);
    const other = await login(productAdmin.email);
    expect((await shop.rest('POST', '/api/admin/logout', undefined, token)).status).toBe(200);
    expect(await shop.rest('GET', '/api/admin', undefined, token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/admin/logout', undefined, token)).status).toBe(401);
    // Another session of the same admin goes on.
    expect((await shop.rest('GET', '/api/admin', undefined, other)).status).toBe(200);
  });

  it('answers a wrong password, an unknown e-mail and a disabled admin alike', async () => {
    const { admin: disabled } = await createAdmin([Permission.order], false);
    const answers = [
      await shop.rest('POST', '/api/admin/login', { email: productAdmin.email, password: 'wrong-password' }),
      await shop.rest('POST', '/api/admin/login', { email: `${unique('ghost')}@example.com`, password: PASSWORD }),
      await shop.rest('POST', '/api/admin/login', { email: disabled.email, password: PASSWORD }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { email: [CREDENTIALS] } });
    }
    const invalid = await shop.rest('POST', '/api/admin/login', { email: 'admin', password: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ email: ['Please check your input.'], password: ['This field is required.'] });
  });

  it('refuses the token of an admin disabled meanwhile', async () => {
    const { admin } = await createAdmin([Permission.product]);
    const token = await login(admin.email);
    const em = shop.em;
    const account = await em.findOneOrFail(AdminAccount, { id: admin.id });
    account.enabled = false;
    await em.flush();
    expect((await shop.rest('GET', '/api/admin', undefined, token)).status).toBe(401);
  });

  it('refuses anonymous calls, shopper tokens and expired tokens', async () => {
    expect(await shop.rest('GET', '/api/admin')).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/admin/logout')).status).toBe(401);
    expect((await shop.rest('POST', '/api/admin/token/refresh')).status).toBe(401);

    const secret = new TextEncoder().encode(shop.config.tokenSecret);
    const asShopper = await issueToken(secret, 'shopper', productAdmin.id, 60);
    expect(await shop.rest('GET', '/api/admin', undefined, asShopper.token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });

    const expired = await issueToken(secret, 'admin', productAdmin.id, -1);
    expect(await shop.rest('GET', '/api/admin', undefined, expired.token)).toMatchObject({ status: 401, body: { message: 'Login expired' } });
    expect((await shop.gql('{ currentAdmin { id } }', {}, expired.token)).errors?.[0].message).toBe('Login expired');
  });

  it('throttles failed admin logins per account', async () => {
    const { admin } = await createAdmin([Permission.product]);
    for (let i = 0; i < 5; i++) {
      expect((await shop.rest('POST', '/api/admin/login', { email: admin.email, password: 'wrong-password' })).status).toBe(422);
    }
    const blocked = await shop.rest('POST', '/api/admin/login', { email: admin.email, password: PASSWORD });
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Operation too frequent, please try again later' } });
    expect((await shop.rest('POST', '/api/admin/login', { email: productAdmin.email, password: PASSWORD })).status).toBe(200);
  });
});
