import { TestShop, unique } from '../support/shop.js';

/** Issue 17: funnel figures of a chosen period, counted in shop days (Hong Kong by default), as the reports do. */
describe('funnel figures of a period (/api/admin/funnel/{id}/figures)', () => {
  let shop: TestShop;
  let token: string;
  const rest = (method: string, path: string, body?: unknown) => shop.rest(method, path, body, token);

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  /** A funnel whose first stage two leads entered: one on 2026-11-02 00:30 shop time, one 40 days ago. */
  async function funnelWithHistory(): Promise<{ id: number; first: number }> {
    const funnel = await rest('POST', '/api/admin/funnel', {
      name: unique('Period funnel '),
      stages: ['New', 'Won'].map((name, order) => ({ name, order, probability: order * 100, colour: '#1976d2', won: order === 1 })),
    });
    const first = funnel.body.stages[0].id as number;
    const ids: number[] = [];
    for (const value of ['100', '250']) {
      const lead = await rest('POST', '/api/admin/lead', {
        first_name: 'Period',
        emails: [`${unique('period')}@example.com`],
        funnel_id: funnel.body.id,
        expected_value: value,
      });
      expect(lead.status).toBe(201);
      ids.push(lead.body.id);
    }
    // Their entries into the stage, dated: 2026-11-01 16:30 UTC is 2026-11-02 00:30 in Hong Kong.
    await shop.em.execute(`update lead_status_change set created_at = ? where lead_id = ?`, [new Date('2026-11-01T16:30:00Z'), ids[0]]);
    await shop.em.execute(`update lead_status_change set created_at = now() - interval '40 days' where lead_id = ?`, [ids[1]]);
    return { id: funnel.body.id, first };
  }

  const entered = async (funnel: { id: number; first: number }, query: string) => {
    const answer = await rest('GET', `/api/admin/funnel/${funnel.id}/figures${query}`);
    expect(answer.status).toBe(200);
    return { entered: answer.body.stages.find((row: { stage_id: number }) => row.stage_id === funnel.first).entered as number, body: answer.body };
  };

  it('counts the days of the shop time zone, both included, and answers the period it covers', async () => {
    const funnel = await funnelWithHistory();
    const day = await entered(funnel, '?from=2026-11-02&to=2026-11-02');
    expect(day.entered).toBe(1);
    expect(day.body).toMatchObject({ from_date: '2026-11-02', to_date: '2026-11-02', from: '2026-11-01T16:00:00.000Z', to: '2026-11-02T16:00:00.000Z' });
    expect((await entered(funnel, '?from=2026-11-01&to=2026-11-01')).entered).toBe(0);
    // Instants still work: [from, to).
    expect((await entered(funnel, '?from=2026-11-01T16:00:00.000Z&to=2026-11-01T17:00:00.000Z')).entered).toBe(1);
  });

  it('defaults to the last 30 days and takes any other range', async () => {
    const funnel = await funnelWithHistory();
    const recent = await entered(funnel, '');
    expect(recent.body.to_date).toBe(recent.body.today);
    const lastThirty = recent.body.from_date as string;
    expect(Date.parse(`${recent.body.to_date}T00:00:00Z`) - Date.parse(`${lastThirty}T00:00:00Z`)).toBe(29 * 86_400_000);
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
    const from = new Date(fortyDaysAgo.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(fortyDaysAgo.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await entered(funnel, `?from=${from}&to=${to}`)).entered).toBe(1);
  });

  it('refuses a range that ends before it starts, or a bad day, with the reports’ messages', async () => {
    const funnel = await funnelWithHistory();
    expect(await rest('GET', `/api/admin/funnel/${funnel.id}/figures?from=2026-11-05&to=2026-11-01`)).toMatchObject({
      status: 422,
      body: { errors: { from: ['The start date must be on or before the end date.'] } },
    });
    expect((await rest('GET', `/api/admin/funnel/${funnel.id}/figures?from=2026-11-01T10:00:00Z&to=2026-11-01T09:00:00Z`)).status).toBe(422);
    expect((await rest('GET', `/api/admin/funnel/${funnel.id}/figures?from=2026-02-30`)).status).toBe(422);
  });
});
