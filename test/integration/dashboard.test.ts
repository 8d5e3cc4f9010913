import { IsolationLevel } from '@mikro-orm/core';
import { run } from '../../server/common/sql.js';
import { leadsDue } from '../../server/modules/report/report.sql.js';
import { TestShop, unique } from '../support/shop.js';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
});
afterAll(() => shop.close());

/** A back office account whose role has exactly `permissions`. */
async function adminWith(permissions: string[]): Promise<string> {
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Dashboard '), permissions } },
    admin,
  );
  const email = `${unique('dashboard')}@example.com`;
  const password = 'a-good-password-1';
  const account = await shop.gql(
    'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
    { input: { name: 'Dashboard', email, password, passwordConfirmation: password, enabled: true, roleId: role.data!.createRole.id } },
    admin,
  );
  if (account.errors) throw new Error(JSON.stringify(account.errors));
  return shop.adminToken(email, password);
}

const dashboard = async (token: string) => {
  const answer = await shop.rest('GET', '/api/admin/dashboard', undefined, token);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/admin/dashboard: every tile of issue 19, each with its permission', () => {
  it('answers all tiles to a full admin, and each tile only to the role that may act on it', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
    const full = await dashboard(admin);
    expect(full.today).toBe(today);
    expect(full.sales).toMatchObject({ today, net_sales: expect.any(String), same_day_last_week: expect.any(String) });
    expect(full.sales.last30_days ?? full.sales.last_30_days).toHaveLength(30);
    expect(full.orders).toMatchObject({ to_fulfil: expect.any(Number), in_payment_review: expect.any(Number), latest: expect.any(Array) });
    expect(full.stock).toMatchObject({ low_stock_count: expect.any(Number), low_stock: expect.any(Array) });
    expect(full.customers).toMatchObject({ new_today: expect.any(Number), new_last7_days: expect.any(Number) });
    expect(full.leads_due).toEqual(expect.any(Number));

    const tiles = (body: Record<string, unknown>) =>
      ['sales', 'orders', 'stock', 'customers', 'leads_due'].filter((tile) => body[tile] !== null && body[tile] !== undefined);
    expect(tiles(await dashboard(await adminWith(['lead'])))).toEqual(['leads_due']);
    expect(tiles(await dashboard(await adminWith(['order'])))).toEqual(['orders']);
    expect(tiles(await dashboard(await adminWith(['report', 'warehouse'])))).toEqual(['sales', 'stock']);
    expect(tiles(await dashboard(await adminWith(['customer_account'])))).toEqual(['customers']);
    expect(tiles(await dashboard(await adminWith(['page'])))).toEqual([]);
    expect((await shop.rest('GET', '/api/admin/dashboard')).status).toBe(401);
  });

  it('counts open leads whose follow-up is due by the end of today: not converted, won, lost or later ones', async () => {
    // One snapshot of the table (repeatable read), rolled back: other tests' leads can neither change
    // the count between the two readings nor see these rows.
    const until = new Date(Date.now() + 3_600_000);
    const rolledBack = new Error('roll back');
    let counts: number[] = [];
    await expect(
      shop.em.transactional(
        async (tx) => {
          const count = async () => Number((await run(tx as never, leadsDue, [until]))[0].due);
          const before = await count();
          const [funnel] = await tx.execute<{ id: number }[]>(`insert into funnel (name) values ('{"en_us":"Dashboard"}') returning id`);
          const stage = async (won: boolean, lost: boolean) =>
            (
              await tx.execute<{ id: number }[]>(`insert into funnel_stage (funnel_id, name, won, lost) values (?, '{"en_us":"S"}', ?, ?) returning id`, [
                funnel.id,
                won,
                lost,
              ])
            )[0].id;
          const [open, won, lost] = [await stage(false, false), await stage(true, false), await stage(false, true)];
          const lead = (followUp: Date | null, stageId: number | null, convertedAt: Date | null = null) =>
            tx.execute(`insert into lead (first_name, emails, phones, tags, follow_up_at, stage_id, converted_at) values ('Due', '[]', '[]', '[]', ?, ?, ?)`, [
              followUp,
              stageId,
              convertedAt,
            ]);
          const yesterday = new Date(Date.now() - 86_400_000);
          await lead(yesterday, null); // due, no stage: counts
          await lead(new Date(Date.now() - 60_000), open); // due, open stage: counts
          await lead(yesterday, won);
          await lead(yesterday, lost);
          await lead(yesterday, open, yesterday); // converted
          await lead(new Date(Date.now() + 7 * 86_400_000), null); // next week
          await lead(null, null); // no follow-up
          counts = [before, await count()];
          throw rolledBack;
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      ),
    ).rejects.toBe(rolledBack);
    expect(counts[1] - counts[0]).toBe(2);
  });
});
