import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const STALE = 'This lead was changed by someone else; the board has been refreshed';

describe('leads and funnels (/api/admin/lead, /api/admin/funnel, permission lead)', () => {
  let shop: TestShop;
  let token: string;
  const rest = (method: string, path: string, body?: unknown, as: string | undefined = token) => shop.rest(method, path, body, as);

  async function adminWith(permissions: string[]): Promise<{ id: number; email: string; token: string }> {
    const role = await shop.gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Role '), permissions } }, token);
    const email = `${unique('staff')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'Staff', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    return { id: account.data!.createAccount.id, email, token: await shop.adminToken(email, PASSWORD) };
  }

  async function jobsFor(to: string): Promise<number> {
    const rows = await shop.em.execute<{ count: string }[]>(`select count(*) as count from job where type = 'mail' and payload->'to' @> ?::jsonb`, [
      JSON.stringify([to]),
    ]);
    return Number(rows[0].count);
  }

  async function createFunnel(): Promise<{ id: number; stages: { id: number; name: string }[] }> {
    const answer = await rest('POST', '/api/admin/funnel', {
      name: unique('Funnel '),
      stages: ['New', 'Contacted', 'Proposal', 'Won'].map((name, order) => ({ name, order, probability: order * 30, colour: '#1976d2', won: name === 'Won' })),
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  async function createLead(body: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const answer = await rest('POST', '/api/admin/lead', { first_name: 'Ada', last_name: 'Wong', emails: [`${unique('lead')}@example.com`], ...body });
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  it('creates, reads, updates only the fields sent, lists with filters and deletes a lead', async () => {
    const funnel = await createFunnel();
    const tag = unique('tag');
    const lead = await createLead({
      company: 'Harbour Traders',
      phones: ['9123 4567'],
      emails: [' Ada.Wong@Example.com '.replace('Ada', unique('Ada'))],
      lead_source: 'partner',
      funnel_id: funnel.id,
      expected_value: '1200.5',
      tags: [tag],
    });
    expect(lead).toMatchObject({ company: 'Harbour Traders', phones: ['+85291234567'], expected_value: '1200.50', stage_id: funnel.stages[0].id, version: 1 });
    expect(lead.emails[0]).toBe(lead.emails[0].toLowerCase());

    const updated = await rest('PUT', `/api/admin/lead/${lead.id}`, { job_title: 'Buyer' });
    expect(updated.body).toMatchObject({ job_title: 'Buyer', company: 'Harbour Traders', tags: [tag], version: 2 });

    const byKeyword = await rest('GET', `/api/admin/lead?keyword=${tag}`);
    expect(byKeyword.body.data.map((row: { id: number }) => row.id)).toEqual([lead.id]);
    expect((await rest('GET', `/api/admin/lead?keyword=91234567&stage_id=${funnel.stages[0].id}`)).body.data.map((r: { id: number }) => r.id)).toContain(
      lead.id,
    );
    expect((await rest('GET', `/api/admin/lead?keyword=${tag}&lead_source=employee`)).body.data).toEqual([]);

    expect((await rest('DELETE', `/api/admin/lead/${lead.id}`)).status).toBe(200);
    expect((await rest('GET', `/api/admin/lead/${lead.id}`)).status).toBe(404);
  });

  it('refuses a bad lead with every message at once, and writes nothing', async () => {
    const answer = await rest('POST', '/api/admin/lead', { first_name: '', emails: ['not-an-email'], phones: ['12'], expected_value: '-3', status_id: 999999 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      first_name: ['This field is required.'],
      emails: ['Please check your input.'],
      phones: ['Please check your input.'],
      expected_value: ['Please check your input.'],
    });
    const refs = await rest('POST', '/api/admin/lead', { first_name: 'Ada', status_id: 999999, admin_id: 999999 });
    expect(refs.body.errors).toEqual({ status_id: ['Please check your input.'], admin_id: ['Please check your input.'] });
  });

  it('warns of duplicates among leads and customers (e-mail ignoring case, normalised phone)', async () => {
    const email = `${unique('dup')}@example.com`;
    // A Hong Kong mobile number (9xxx xxxx): digits that happen to start with 00 would be read as an
    // international prefix.
    const phoneDigits = `9${String(Date.now()).slice(-7)}`;
    const first = await createLead({ emails: [email], phones: [`+852 ${phoneDigits}`] });
    const customer = await rest('POST', '/api/admin/customer', {
      first_name: 'Ada',
      last_name: 'Wong',
      email: `${unique('cust')}@example.com`,
      phone: `${phoneDigits.slice(0, 4)}-${phoneDigits.slice(4)}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      status_id: (await rest('POST', '/api/admin/status', { title: unique('Status ') })).body.id,
      lead_source: 'partner',
    });
    expect(customer.status).toBe(201);
    const found = await rest('GET', `/api/admin/lead/duplicates?emails=${encodeURIComponent(email.toUpperCase())}&phones=${phoneDigits}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'lead', id: first.id, matched_by: 'email' }),
        expect.objectContaining({ kind: 'customer', id: customer.body.id, matched_by: 'phone' }),
      ]),
    );
    const second = await createLead({ emails: [email.toUpperCase()] });
    const read = await shop.gql('query($id: Int!) { lead(id: $id) { duplicates { kind id } } }', { id: second.id }, token);
    expect(read.data!.lead.duplicates).toEqual([{ kind: 'lead', id: first.id }]);
  });

  it('records every status change once with who and when, and fires the trigger mail once per change', async () => {
    const staff = await adminWith(['lead']);
    const status = (await rest('POST', '/api/admin/status', { title: unique('Hot '), trigger: 'email_to_assigned', trigger_template: '<p>{first_name}</p>' }))
      .body;
    const plain = (await rest('POST', '/api/admin/status', { title: unique('Cold ') })).body;
    const lead = await createLead({ admin_id: staff.id, status_id: plain.id });
    const other = await createLead({ admin_id: staff.id });
    expect(await jobsFor(staff.email)).toBe(0);

    // Edit screen.
    await rest('PUT', `/api/admin/lead/${lead.id}`, { status_id: status.id }, staff.token);
    expect(await jobsFor(staff.email)).toBe(1);
    // Same status again: no change, no mail.
    await rest('PUT', `/api/admin/lead/${lead.id}`, { status_id: status.id });
    // Batch change of both: only `other` enters the status.
    const batch = await rest('PUT', '/api/admin/lead/batch', { ids: [lead.id, other.id], data: { status_id: status.id } });
    expect(batch).toMatchObject({ status: 200, body: { affected: 2 } });
    expect(await jobsFor(staff.email)).toBe(2);

    const history = await shop.gql('query($id: Int!) { lead(id: $id) { history { fromStatus toStatus adminName createdAt } } }', { id: lead.id }, token);
    expect(history.data!.lead.history).toEqual([
      expect.objectContaining({ fromStatus: plain.title, toStatus: status.title, adminName: 'Staff' }),
      expect.objectContaining({ fromStatus: null, toStatus: plain.title }),
    ]);
  });

  it('moves a card on the board, refuses a stale version with 409, and counts the columns', async () => {
    const funnel = await createFunnel();
    const [newStage, contacted] = funnel.stages;
    const a = await createLead({ funnel_id: funnel.id, expected_value: '100' });
    const b = await createLead({ funnel_id: funnel.id, expected_value: '50.25' });
    const c = await createLead({ stage_id: contacted.id, expected_value: '10' });

    const move = (id: number, body: Record<string, unknown>) => rest('PUT', `/api/admin/lead/${id}/stage`, body);
    // Two people move the same card from the same board: the first wins, the second is told.
    const [first, second] = await Promise.all([
      move(a.id, { stage_id: contacted.id, order: 0, version: a.version }),
      move(a.id, { stage_id: funnel.stages[2].id, order: 0, version: a.version }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({ message: STALE });

    const board = await rest('GET', `/api/admin/funnel/${funnel.id}/board`);
    expect(board.status).toBe(200);
    const column = (stageId: number) => board.body.columns.find((col: { stage: { id: number } }) => col.stage.id === stageId);
    const winnerStage = first.status === 200 ? contacted.id : funnel.stages[2].id;
    expect(column(newStage.id)).toMatchObject({ count: 1, total: '50.25', leads: [expect.objectContaining({ id: b.id })] });
    expect(column(winnerStage).leads[0]).toMatchObject({ id: a.id, version: 2 });
    if (winnerStage === contacted.id) expect(column(contacted.id)).toMatchObject({ count: 2, total: '110.00' });
    expect(c.funnel_id).toBe(funnel.id);

    const edited = await rest('PUT', `/api/admin/lead/${b.id}`, { description: 'called', version: b.version });
    expect(edited.status).toBe(200);
    expect((await move(b.id, { stage_id: contacted.id, version: b.version })).status).toBe(409);

    const today = new Date();
    const figures = await rest(
      'GET',
      `/api/admin/funnel/${funnel.id}/figures?from=${new Date(today.getTime() - 86400000).toISOString()}&to=${new Date(today.getTime() + 86400000).toISOString()}`,
    );
    expect(figures.status).toBe(200);
    const firstStage = figures.body.stages.find((row: { stage_id: number }) => row.stage_id === newStage.id);
    expect(firstStage).toMatchObject({ entered: 2, moved_on: 1, conversion: 50 });
  });

  it('converts a lead: the new customer links it and marks it converted', async () => {
    const lead = await createLead({ company: 'Kowloon Tea' });
    const status = (await rest('POST', '/api/admin/status', { title: unique('Status ') })).body.id;
    const customer = await rest('POST', '/api/admin/customer', {
      first_name: 'Ada',
      last_name: 'Wong',
      email: lead.emails[0],
      phone: '91234567',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      status_id: status,
      lead_source: 'partner',
      lead_id: lead.id,
    });
    expect(customer.status).toBe(201);
    const read = await rest('GET', `/api/admin/lead/${lead.id}`);
    expect(read.body).toMatchObject({ customer_id: customer.body.id });
    expect(read.body.converted_at).toBeTruthy();
  });

  it('keeps notes and activities on the timeline with their author', async () => {
    const lead = await createLead();
    const added = await rest('POST', `/api/admin/lead/${lead.id}/activity`, { kind: 'call', body: 'Asked for a quote' });
    expect(added.status).toBe(201);
    expect((await rest('POST', `/api/admin/lead/${lead.id}/activity`, { kind: 'call', body: '' })).body.errors).toEqual({ body: ['This field is required.'] });
    const read = await shop.gql('query($id: Int!) { lead(id: $id) { activities { kind body authorName } } }', { id: lead.id }, token);
    expect(read.data!.lead.activities).toEqual([{ kind: 'call', body: 'Asked for a quote', authorName: expect.any(String) }]);
  });

  it('refuses anonymous callers and admins without the lead permission', async () => {
    const outsider = await adminWith(['menu']);
    for (const [method, path] of [
      ['GET', '/api/admin/lead'],
      ['POST', '/api/admin/lead'],
      ['PUT', '/api/admin/lead/1/stage'],
      ['GET', '/api/admin/funnel'],
      ['GET', '/api/admin/funnel/1/board'],
    ] as const) {
      expect([path, (await rest(method, path, method === 'GET' ? undefined : { first_name: 'x' }, outsider.token)).status]).toEqual([path, 403]);
      expect((await rest(method, path, undefined, '')).status).toBe(401);
    }
  });

  it('a lead list costs the same queries for 10 rows as for 100', async () => {
    const tag = unique('cost');
    const staff = await adminWith(['lead']);
    const status = (await rest('POST', '/api/admin/status', { title: unique('Status ') })).body.id;
    for (let i = 0; i < 12; i += 1) await createLead({ tags: [tag], admin_id: staff.id, status_id: status });
    const read = (perPage: number) => () => rest('GET', `/api/admin/lead?keyword=${tag}&per_page=${perPage}`);
    expect(await shop.statementsOf(read(10))).toBe(await shop.statementsOf(read(100)));
  });
});
