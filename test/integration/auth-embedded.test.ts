import fs from 'node:fs';
import path from 'node:path';
import { writeSettingsGroup } from '../../server/modules/settings/settings.store.js';
import { migratedEmbeddedDataDir } from '../support/embedded-template.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * The whole shopper journey on a shop of its own with the embedded PGlite database (an empty
 * DATABASE_URL means embedded), whatever database the rest of the suite uses: a copy of the run's
 * migrated embedded database (test/support/embedded-template.ts), which the server seeds at its start.
 */
describe('shopper authentication on the embedded database', () => {
  let shop: TestShop;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedEmbeddedDataDir('shop-auth-embedded-');
    shop = await TestShop.start({ DATABASE_URL: '', DATA_DIR: dataDir, DB_POOL_SIZE: '1', LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs on its own embedded database', () => {
    expect(shop.config.databaseUrl).toBe('');
    expect(shop.running.db.embedded).toBeDefined();
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });

  it('registers, logs in, refreshes and logs out', async () => {
    const email = `${unique('embedded')}@example.com`;
    const password = 'embedded-pass-1';
    const registered = await shop.rest('POST', '/api/register', { first_name: 'Grace', last_name: 'Hopper', email, password, password_confirmation: password });
    expect(registered.status).toBe(201);
    const info = await shop.rest('POST', '/api/info', undefined, registered.body.token);
    expect(info.body).toMatchObject({ email, first_name: 'Grace' });

    const duplicate = await shop.rest('POST', '/api/register', { first_name: 'G', last_name: 'H', email, password, password_confirmation: password });
    expect(duplicate.body.errors).toEqual({ email: ['The email has already been taken.'] });

    const login = await shop.rest('POST', '/api/login', { email, password });
    expect(login.status).toBe(200);
    const refreshed = await shop.rest('POST', '/api/token/refresh', undefined, login.body.token);
    expect(refreshed.status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, login.body.token)).status).toBe(401);
    expect((await shop.rest('POST', '/api/logout', undefined, refreshed.body.token)).status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, refreshed.body.token)).status).toBe(401);

    for (let i = 0; i < 3; i++) {
      expect((await shop.rest('POST', '/api/login', { email, password: 'wrong-password' })).status).toBe(422);
    }
    expect((await shop.rest('POST', '/api/login', { email, password })).status).toBe(429);
  });

  it('gives tokens the lifetime of the setting token_expired_time', async () => {
    const em = shop.em;
    await writeSettingsGroup(em, 'config', { tokenExpiredTime: 30 });
    await em.flush();

    const email = `${unique('lifetime')}@example.com`;
    const password = 'lifetime-pass-1';
    const registered = await shop.rest('POST', '/api/register', { first_name: 'L', last_name: 'T', email, password, password_confirmation: password });
    const minutes = (new Date(registered.body.expired_at).getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const admin = await shop.rest('GET', '/api/admin', undefined, await shop.adminToken());
    expect(admin.body.max_alive_time).toBe(30);
  });
});
