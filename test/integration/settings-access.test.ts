import { TestShop, unique } from '../support/shop.js';
import { settingsFixture, GROUP_FIELDS, type Group } from './settings-fixtures.js';

const settings = settingsFixture();
const { update } = settings;
let shop: TestShop;
let limitedToken: string;
beforeAll(() => {
  ({ shop, limitedToken } = settings);
});

describe('settings (admin) access', () => {
  it('answers 401 without a token', async () => {
    const read = await shop.gql(`{ settings { basic { name } } }`);
    expect(read.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const write = await update('config', { tokenExpiredTime: 60 }, '');
    expect(write.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const [method, path] of [
      ['GET', '/api/admin/setting'],
      ['GET', '/api/admin/setting/basic'],
      ['PUT', '/api/admin/setting/config'],
    ]) {
      const answer = await shop.rest(method, path, method === 'PUT' ? { token_expired_time: 'bad' } : undefined);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Unauthenticated' });
    }
  });

  it('answers 403 to an admin whose role lacks the setting permission, for every group', async () => {
    const read = await shop.gql(`{ settings { basic { name } } }`, {}, limitedToken);
    expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.rest('GET', '/api/admin/setting', undefined, limitedToken)).status).toBe(403);
    for (const group of Object.keys(GROUP_FIELDS) as Group[]) {
      const answer = await update(group, {}, limitedToken);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const rest = await shop.rest('PUT', `/api/admin/setting/${group}`, {}, limitedToken);
      expect(rest.status).toBe(403);
      expect((await shop.rest('GET', `/api/admin/setting/${group}`, undefined, limitedToken)).status).toBe(403);
    }
  });

  it('refuses a shopper token', async () => {
    const email = `${unique('shopper')}@example.com`;
    const registered = await shop.rest('POST', '/api/register', {
      first_name: 'S',
      last_name: 'P',
      email,
      password: 'shopper-pass-1',
      password_confirmation: 'shopper-pass-1',
    });
    expect(registered.status).toBe(201);
    const answer = await shop.rest('GET', '/api/admin/setting', undefined, registered.body.token);
    expect(answer.status).toBe(401);
  });
});
