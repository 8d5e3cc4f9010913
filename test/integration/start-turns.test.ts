import { loadConfig } from '../../server/config/env.js';
import { startShop, type RunningShop } from '../../server/start.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/shop.js';
import { scratchDatabase } from '../support/scratch-database.js';

const FUTURE_MIGRATION = 'Migration29991231000000_from_a_newer_version';

const configFor = (url: string) =>
  loadConfig({ DATABASE_URL: url, PORT: '0', ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', DB_POOL_SIZE: '3', JOB_WORKERS: '0', TOKEN_SECRET: '' });

describe('instances starting together on one database (issue 24)', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const shops: RunningShop[] = [];
  beforeAll(async () => {
    database = await scratchDatabase('turns');
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.close()));
    await database?.drop();
  });

  it('three instances started at once on an empty database all come up; the schema is migrated once', async () => {
    const started = await Promise.all([0, 1, 2].map(() => startShop(configFor(database.url))));
    shops.push(...started);
    for (const shop of started) {
      const ready = await fetch(`${shop.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    const em = started[0].db.orm.em.fork();
    const runs = await em.execute<{ name: string; runs: string }[]>('select name, count(*) as runs from mikro_orm_migrations group by name');
    expect(runs.length).toBeGreaterThan(5);
    expect(runs.every((row) => Number(row.runs) === 1)).toBe(true);
    // The first-start seed ran once: one first admin, one secret.
    expect(Number((await em.execute('select count(*) as n from admin_account'))[0].n)).toBe(1);
    expect(Number((await em.execute("select count(*) as n from app_secret where name = 'token'"))[0].n)).toBe(1);
    // They share the secret: a token made by one is accepted by the others.
    const login = await fetch(`${started[0].url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const shop of started) expect((await fetch(`${shop.url}/api/admin`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('an instance older than the schema names the migration it does not know and stays not ready', async () => {
    // Tests run in any order (--randomize): without the first test's instances, start one that migrates.
    const current = shops[0] ?? (await startShop(configFor(database.url)));
    if (!shops.includes(current)) shops.push(current);
    const em = current.db.orm.em.fork();
    await em.execute('insert into mikro_orm_migrations (name, executed_at) values (?, now())', [FUTURE_MIGRATION]);
    try {
      const older = await startShop(configFor(database.url));
      shops.push(older);
      expect(older.state.schemaProblem).toContain(FUTURE_MIGRATION);
      const ready = await fetch(`${older.url}/api/ready`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { status: string; message: string };
      expect(body.status).toBe('schema_too_new');
      expect(body.message).toContain(FUTURE_MIGRATION);
      expect((await fetch(`${older.url}/api/health`)).status).toBe(200);
      // It serves nothing else.
      const configs = await fetch(`${older.url}/api/configs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(configs.status).toBe(503);
      expect(
        (await fetch(`${older.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' })).status,
      ).toBe(503);
      // The instances that started before the newer version keep serving (expand first, contract later).
      expect((await fetch(`${shops[0].url}/api/ready`)).status).toBe(200);
    } finally {
      await em.execute('delete from mikro_orm_migrations where name = ?', [FUTURE_MIGRATION]);
    }
  });
});
