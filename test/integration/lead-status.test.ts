import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';

describe('lead statuses (/api/admin/status, permission lead)', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const rest = (method: string, path: string, body?: unknown, as: string | undefined = token) => shop.rest(method, path, body, as);

  async function adminWith(permissions: string[]): Promise<string> {
    const role = await shop.gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Role '), permissions } }, token);
    const email = `${unique('staff')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'Staff', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    return shop.adminToken(email, PASSWORD);
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    outsider = await adminWith(['menu']);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates, reads, lists, updates and deletes a status', async () => {
    const title = unique('Qualified ');
    const created = await rest('POST', '/api/admin/status', {
      title: ` ${title} `,
      trigger: 'email_to_assigned_and_lead',
      trigger_subject: 'Welcome {first_name}',
      trigger_template: '<p>Hello {first_name}<script>alert(1)</script></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title,
      trigger: 'email_to_assigned_and_lead',
      trigger_subject: 'Welcome {first_name}',
      trigger_template: '<p>Hello {first_name}</p>',
    });
    const id = created.body.id as number;

    const one = await rest('GET', `/api/admin/status/${id}`);
    expect(one).toMatchObject({ status: 200, body: { id, title, trigger: 'email_to_assigned_and_lead' } });
    expect(one.body.updated_at).toBeTruthy();

    const list = await rest('GET', `/api/admin/status?keyword=${encodeURIComponent(title)}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(list.body.data[0]).toMatchObject({ id, title });

    const updated = await rest('PUT', `/api/admin/status/${id}`, { title: `${title}!`, trigger: null });
    // Spec 3: no trigger answers '' over REST (GraphQL keeps the enum's none).
    expect(updated).toMatchObject({ status: 200, body: { title: `${title}!`, trigger: '' } });

    expect((await rest('DELETE', `/api/admin/status/${id}`)).status).toBe(200);
    expect((await rest('GET', `/api/admin/status/${id}`)).status).toBe(404);
  });

  it('keeps the trigger texts per language', async () => {
    const created = await rest('POST', '/api/admin/status', {
      title: unique('Won '),
      trigger: 'email_to_lead',
      trigger_template: '<p>English</p>',
      language: 'en_us',
    });
    expect(created.status).toBe(201);
    const gql = await shop.gql(
      'mutation($id: Int!, $input: LeadStatusInput!) { updateLeadStatus(id: $id, input: $input, language: "zh_hk") { triggerTemplate } }',
      { id: created.body.id, input: { title: 'Won', trigger: 'email_to_lead', triggerTemplate: '<p>中文</p>' } },
      token,
    );
    expect(gql.errors).toBeUndefined();
    expect((await rest('GET', `/api/admin/status/${created.body.id}?language=zh_hk`)).body.trigger_template).toBe('<p>中文</p>');
    expect((await rest('GET', `/api/admin/status/${created.body.id}?language=en_us`)).body.trigger_template).toBe('<p>English</p>');
  });

  it('answers the validation messages: title required, template required once a trigger is chosen', async () => {
    const empty = await rest('POST', '/api/admin/status', { title: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ title: ['This field is required.'] });

    const noTemplate = await rest('POST', '/api/admin/status', { title: 'Contacted', trigger: 'email_to_assigned', trigger_template: '' });
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body.errors).toEqual({ trigger_template: ['This field is required.'] });

    // No trigger ('none' or '' alike): no template needed, answered as ''.
    const none = await rest('POST', '/api/admin/status', { title: unique('New '), trigger: 'none' });
    expect(none).toMatchObject({ status: 201, body: { trigger: '' } });
    const emptyTrigger = await rest('POST', '/api/admin/status', { title: unique('New '), trigger: '' });
    expect(emptyTrigger).toMatchObject({ status: 201, body: { trigger: '' } });
    expect((await rest('GET', `/api/admin/status/${emptyTrigger.body.id}`)).body.trigger).toBe('');
    const listed = await rest('GET', `/api/admin/status?keyword=${encodeURIComponent(emptyTrigger.body.title)}`);
    expect(listed.body.data.map((s: { trigger: string }) => s.trigger)).toEqual(['']);
    const gql = await shop.gql('query($id: Int!) { leadStatus(id: $id) { trigger } }', { id: emptyTrigger.body.id }, token);
    expect(gql.data!.leadStatus.trigger).toBe('none');
    const back = await rest('PUT', `/api/admin/status/${emptyTrigger.body.id}`, { trigger: 'email_to_lead', trigger_template: '<p>Hi</p>' });
    expect(back.body.trigger).toBe('email_to_lead');
    expect((await rest('PUT', `/api/admin/status/${emptyTrigger.body.id}`, { trigger: '' })).body.trigger).toBe('');
    // A partial update choosing a trigger needs a template, sent or stored.
    const kept = await rest('PUT', `/api/admin/status/${emptyTrigger.body.id}`, { trigger: 'email_to_assigned' });
    expect(kept).toMatchObject({ status: 200, body: { trigger: 'email_to_assigned', trigger_template: '<p>Hi</p>' } });
    const bare = await rest('POST', '/api/admin/status', { title: unique('Bare ') });
    const refused = await rest('PUT', `/api/admin/status/${bare.body.id}`, { trigger: 'email_to_lead' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { trigger_template: ['This field is required.'] } } });
    expect((await rest('GET', `/api/admin/status/${bare.body.id}`)).body.trigger).toBe('');

    const badTrigger = await rest('POST', '/api/admin/status', { title: 'x', trigger: 'sms' });
    expect(badTrigger.status).toBeGreaterThanOrEqual(400);
    expect(badTrigger.status).toBeLessThan(500);

    const tooLong = await rest('POST', '/api/admin/status', { title: 'x'.repeat(256) });
    expect(tooLong.body.errors).toEqual({ title: ['Please check your input.'] });
  });

  it('answers 404 for a missing status and refuses to delete a status customers hold', async () => {
    expect((await rest('GET', '/api/admin/status/999999')).status).toBe(404);
    expect((await rest('PUT', '/api/admin/status/999999', { title: 'x' })).status).toBe(404);
    expect((await rest('DELETE', '/api/admin/status/999999')).status).toBe(404);

    const a = (await rest('POST', '/api/admin/status', { title: unique('A ') })).body;
    const b = (await rest('POST', '/api/admin/status', { title: unique('B ') })).body;
    expect((await rest('DELETE', '/api/admin/status/batch', { ids: [a.id, 999999] })).status).toBe(404);
    expect((await rest('GET', `/api/admin/status/${a.id}`)).status).toBe(200);

    const customer = await rest('POST', '/api/admin/customer', {
      first_name: 'Held',
      last_name: 'Status',
      email: `${unique('held')}@example.com`,
      phone: '12345678',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      status_id: b.id,
      lead_source: 'email',
    });
    expect(customer.status).toBe(201);
    const inUse = await rest('DELETE', `/api/admin/status/${b.id}`);
    expect(inUse.status).toBe(409);
    expect((await rest('GET', `/api/admin/status/${b.id}`)).status).toBe(200);

    const batch = await rest('DELETE', '/api/admin/status/batch', { ids: [a.id] });
    expect(batch).toMatchObject({ status: 200, body: { affected: 1 } });
  });

  it('refuses anonymous callers (401) and admins without the lead permission (403)', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/status', undefined],
      ['GET', '/api/admin/status/1', undefined],
      ['POST', '/api/admin/status', { title: 'x' }],
      ['PUT', '/api/admin/status/1', { title: 'x' }],
      ['DELETE', '/api/admin/status/1', undefined],
      ['DELETE', '/api/admin/status/batch', { ids: [1] }],
    ] as const) {
      expect((await shop.rest(method, path, body)).status).toBe(401);
      expect((await rest(method, path, body, outsider)).status).toBe(403);
    }
    // Customer editors read the list (their form picks a status from it), nothing more.
    const customerEditor = await adminWith(['customer_account']);
    expect((await rest('GET', '/api/admin/status', undefined, customerEditor)).status).toBe(200);
    expect((await rest('POST', '/api/admin/status', { title: 'x' }, customerEditor)).status).toBe(403);
  });
});
